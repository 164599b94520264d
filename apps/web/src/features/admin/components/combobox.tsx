import { LoaderCircle, Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { FieldError } from '@/components/ui/text-field';
import { ComboboxPopup } from './combobox-popup';
import { useComboboxKeys } from './use-combobox-keys';
import { useHeldWhilePressed } from './use-held-while-pressed';

/**
 * A text box that suggests from a list the server searches (the WAI-ARIA combobox pattern with
 * a listbox popup). Typing, a tap or Arrow Down opens the suggestions; Arrow Up and Down move
 * through them, Enter chooses, Escape closes (and, closed, clears the box). With `multiple` the
 * list stays open after a choice and each option says whether it is chosen.
 */
export function Combobox<T>({
  label,
  hint,
  placeholder,
  query,
  onQueryChange,
  options,
  loading,
  stale = false,
  failed,
  optionKey,
  renderOption,
  isSelected,
  onChoose,
  noMatches,
  multiple = false,
  required,
  error,
  name,
}: {
  label: string;
  hint?: ReactNode;
  placeholder: string;
  /** What the box holds. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The suggestions for the query; undefined before the first ones arrive. */
  options: T[] | undefined;
  loading: boolean;
  /**
   * The suggestions on show are an earlier query's, kept while this one's load: they are dimmed,
   * and Enter waits for the fresh ones rather than choose what no longer matches.
   */
  stale?: boolean;
  /** Why the suggestions could not be loaded. */
  failed?: string | undefined;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  isSelected: (option: T) => boolean;
  onChoose: (option: T) => void;
  /** What the popup says when nothing matches the query. */
  noMatches: string;
  multiple?: boolean;
  required?: boolean;
  error?: string | undefined;
  name?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { shown: items, hold } = useHeldWhilePressed(options ?? []);
  const optionId = (index: number) => `${id}-option-${index}`;
  const { open, setOpen, activeIndex, setActive, list, choose, onKeyDown } = useComboboxKeys({
    items,
    stale,
    multiple,
    query,
    onQueryChange,
    onChoose,
  });

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <label className="text-sm font-medium text-ink" htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="text-sm text-accent-strong" aria-hidden>
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <div className="relative">
        <Search size={16} className="absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-muted" aria-hidden />
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={Boolean(error)}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className={`field-input py-2.5 pr-10 pl-10 text-[15px] ${error ? 'border-danger focus:border-danger' : ''}`}
        />
        {loading && open && (
          <LoaderCircle
            size={16}
            className="absolute top-1/2 right-3.5 -translate-y-1/2 animate-spin text-ink-muted"
            aria-hidden
          />
        )}
        <ComboboxPopup<T>
          label={label}
          listId={listId}
          optionId={optionId}
          open={open}
          activeIndex={activeIndex}
          listRef={list}
          onChoose={choose}
          onActivate={setActive}
          onPress={hold}
          items={items}
          options={options}
          loading={loading}
          stale={stale}
          failed={failed}
          noMatches={noMatches}
          multiple={multiple}
          optionKey={optionKey}
          renderOption={renderOption}
          isSelected={isSelected}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {open && options !== undefined && !loading
          ? `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}`
          : ''}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
