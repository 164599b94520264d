import { useEffect, useRef } from 'react';

/** A row of single-choice filter chips that scrolls sideways on small screens. */
export function FilterChips<T extends string>({
  label,
  options,
  optionLabel = (option) => option,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  /** What a chip says, when it is not its value (a chip in Hindi keeps its English value). */
  optionLabel?: (option: T) => string;
  value: T;
  onChange: (value: T) => void;
}) {
  const row = useRef<HTMLDivElement>(null);
  // A shared link may choose a chip far along the row: bring it into view on a phone.
  useEffect(() => {
    const container = row.current;
    const chip = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !chip || container.scrollWidth <= container.clientWidth) return;
    container.scrollLeft = chip.offsetLeft - (container.clientWidth - chip.offsetWidth) / 2;
  }, [value]);

  return (
    <div
      ref={row}
      role="group"
      aria-label={label}
      className="relative -mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {options.map((option) => {
          const selected = option === value;
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(option)}
                className={`rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
                  selected
                    ? 'border-ink bg-ink text-paper'
                    : 'border-line bg-white text-ink-soft hover:border-ink hover:text-ink'
                }`}
              >
                {optionLabel(option)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
