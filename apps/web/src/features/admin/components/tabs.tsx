import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type TabItem<T extends string> = {
  value: T;
  label: string;
  /** A count of problems in this tab, shown as a small badge and read with the name. */
  issues?: number;
};

/**
 * Radix Tabs with the editor's look: a tab per section with a count of what is still missing.
 * The caller renders only the active section as `children`, so one panel is enough.
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
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const item = items.find((candidate) => candidate.value === next);
        if (item) onValueChange(item.value);
      }}
      activationMode="automatic"
    >
      <RadixTabs.List aria-label={label} className="flex gap-1 border-b border-line">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="relative -mb-px flex flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-2 py-3 text-center text-sm leading-tight font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink sm:flex-none sm:px-4 sm:whitespace-nowrap"
          >
            {item.label}
            {item.issues ? (
              <span className="rounded-full bg-accent-soft px-1.5 py-0.5 text-[11px] leading-none font-semibold text-accent-strong">
                {item.issues}
                <span className="sr-only"> {item.issues === 1 ? 'thing' : 'things'} to fill in</span>
              </span>
            ) : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className="mt-6 rounded-sm">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
