import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export type PlayerMenuOption = { value: string; label: ReactNode };

/**
 * A menu of the player's control bar (speed, quality): a pill showing the current choice, and
 * above it a list to pick one from. It renders inside the player, so it shows in full screen.
 */
export function PlayerMenu({
  heading,
  triggerText,
  triggerLabel,
  value,
  options,
  onValueChange,
  onOpenChange,
  container,
  active = false,
}: {
  heading: string;
  /** What the pill shows: the current choice, short, or an icon (whose name is `triggerLabel`). */
  triggerText: ReactNode;
  /** The pill's accessible name, e.g. "Playback speed: 1×". */
  triggerLabel: string;
  value: string;
  options: PlayerMenuOption[];
  onValueChange: (value: string) => void;
  /** The player keeps its controls shown while a menu is open. */
  onOpenChange: (open: boolean) => void;
  container: HTMLElement | null;
  /** Underlines the pill: the choice is on (captions shown). */
  active?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label={triggerLabel}
        title={heading}
        className={`flex h-9 min-w-11 shrink-0 items-center justify-center rounded-full px-2 text-xs font-semibold text-white tabular-nums hover:bg-white/15 focus-visible:bg-white/15 data-[state=open]:bg-white/15 @md:h-10 @md:text-sm ${
          active
            ? 'relative after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-accent-bright'
            : ''
        }`}
      >
        {triggerText}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          className="z-40 min-w-32 rounded-xl bg-ink/95 p-1 text-sm text-white shadow-2xl ring-1 ring-white/10 backdrop-blur"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-white/60 uppercase">
            {heading}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-1.5 tabular-nums data-[highlighted]:bg-white/15"
              >
                <span>{option.label}</span>
                <DropdownMenu.ItemIndicator>
                  <Check size={14} aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
