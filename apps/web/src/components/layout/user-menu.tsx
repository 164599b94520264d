import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { DeferredProps } from '@/components/ui/deferred';
import type { HeaderMenuProps } from './header-nav';
import { UserMenuTriggerContent, userMenuTriggerClass } from './menu-triggers';

/** The desktop user menu (SPEC §2). Its own chunk: the header shows a placeholder until it loads. */
export default function UserMenu({
  entries,
  accountLabel,
  onLogout,
  openAtStart,
}: HeaderMenuProps & DeferredProps) {
  // Clicked before this code arrived: the placeholder that had focus is gone; give it to the
  // trigger before the menu opens, so closing the menu returns focus there.
  const focusIfOpening = useCallback(
    (trigger: HTMLButtonElement | null) => {
      if (trigger && openAtStart) trigger.focus();
    },
    [openAtStart],
  );
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openAtStart}>
      <DropdownMenu.Trigger ref={focusIfOpening} className={userMenuTriggerClass}>
        <UserMenuTriggerContent label={accountLabel} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-2xl border border-line bg-white p-1.5 shadow-card"
        >
          {entries.map((entry) => (
            <DropdownMenu.Item
              key={entry.label}
              asChild={'to' in entry}
              onSelect={'to' in entry ? undefined : onLogout}
              className="block cursor-pointer rounded-xl px-3 py-2 text-sm data-highlighted:bg-sand"
            >
              {'to' in entry ? <Link to={entry.to}>{entry.label}</Link> : <span>{entry.label}</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
