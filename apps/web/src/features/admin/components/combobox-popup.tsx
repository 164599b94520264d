import { Check } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

/** A combobox's listbox of suggestions, or why it has none. */
export function ComboboxPopup<T>({
  label,
  listId,
  optionId,
  open,
  activeIndex,
  listRef,
  onChoose,
  onActivate,
  onPress,
  items,
  options,
  loading,
  stale,
  failed,
  noMatches,
  multiple,
  optionKey,
  renderOption,
  isSelected,
}: {
  label: string;
  listId: string;
  optionId: (index: number) => string;
  open: boolean;
  /** The option the arrows or the pointer moved to; -1 for none. */
  activeIndex: number;
  listRef: RefObject<HTMLUListElement | null>;
  onChoose: (option: T) => void;
  onActivate: (index: number) => void;
  /** A pointer went down on an option: the list holds still until it is released. */
  onPress: () => void;
  items: T[];
  /** Undefined before the first suggestions arrive. */
  options: T[] | undefined;
  loading: boolean;
  stale: boolean;
  failed: string | undefined;
  noMatches: string;
  multiple: boolean;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  isSelected: (option: T) => boolean;
}) {
  return (
    <div
      className={`absolute inset-x-0 top-full z-20 mt-1.5 overflow-hidden rounded-2xl border border-line bg-white shadow-card ${
        open ? '' : 'hidden'
      }`}
    >
      <ul
        ref={listRef}
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
              onPointerDown={onPress}
              onClick={() => onChoose(option)}
              onMouseMove={() => index !== activeIndex && onActivate(index)}
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
  );
}
