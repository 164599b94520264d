/** A row of single-choice filter chips that scrolls sideways on small screens. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
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
                {option}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
