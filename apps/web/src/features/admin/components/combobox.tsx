import { Check, LoaderCircle, Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/text-field';

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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const items = options ?? [];
  const activeIndex = active < items.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The option moved to with the arrows stays in sight in the scrolling list.
  useEffect(() => {
    if (open && activeIndex >= 0) list.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  const choose = (option: T) => {
    onChoose(option);
    if (!multiple) {
      setOpen(false);
      setActive(-1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (items.length) setActive((activeIndex + 1) % items.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (items.length) setActive(activeIndex <= 0 ? items.length - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const option = open && !stale ? items[activeIndex] : undefined;
        // Enter in the box never submits the form around it: it chooses, or does nothing.
        event.preventDefault();
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          onQueryChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

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
        <div
          className={`absolute inset-x-0 top-full z-20 mt-1.5 overflow-hidden rounded-2xl border border-line bg-white shadow-card ${
            open ? '' : 'hidden'
          }`}
        >
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={label}
            aria-multiselectable={multiple || undefined}
            aria-busy={stale || undefined}
            className={`max-h-72 overflow-y-auto overscroll-contain py-1 transition-opacity ${
              items.length === 0 ? 'hidden' : ''
            } ${stale ? 'opacity-50' : ''}`}
          >
            {items.map((option, index) => {
              const selected = isSelected(option);
              return (
                <li
                  key={optionKey(option)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  // The box keeps the focus: a press on an option must not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  className={`flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm ${
                    index === activeIndex ? 'bg-sand' : ''
                  }`}
                >
                  <span
                    className={`flex size-5 shrink-0 items-center justify-center rounded-md border ${
                      selected ? 'border-ink bg-ink text-paper' : 'border-line-strong bg-white'
                    } ${multiple ? '' : 'rounded-full'}`}
                    aria-hidden
                  >
                    {selected && <Check size={13} strokeWidth={3} />}
                  </span>
                  {renderOption(option)}
                </li>
              );
            })}
          </ul>
          {items.length === 0 && (
            <p className="px-4 py-3 text-sm text-ink-muted">
              {failed ?? (loading || options === undefined ? 'Searching…' : noMatches)}
            </p>
          )}
        </div>
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
