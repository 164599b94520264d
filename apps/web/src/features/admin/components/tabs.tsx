import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<T extends string> = {
  value: T;
  label: string;
  /** A count of problems in this tab, shown as a small badge and read with the name. */
  issues?: number;
};

/**
 * The WAI-ARIA tabs pattern (automatic activation, arrow keys, Home and End), with the same
 * behaviour as Radix Tabs: only the active panel is rendered. `@radix-ui/react-tabs` is not
 * installed in apps/web; this is a drop-in until it is.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
}: {
  label: string;
  items: TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (item: T) => `${baseId}-tab-${item}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    onValueChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-line"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={`relative -mb-px flex flex-1 items-center justify-center gap-2 border-b-2 px-2 py-3 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:px-4 sm:whitespace-nowrap ${
                selected ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
              }`}
            >
              {item.label}
              {item.issues ? (
                <span className="rounded-full bg-accent-soft px-1.5 py-0.5 text-[11px] leading-none font-semibold text-accent-strong">
                  {item.issues}
                  <span className="sr-only"> {item.issues === 1 ? 'thing' : 'things'} to fill in</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="pt-6 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
