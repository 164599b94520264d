import { deferred } from '@/components/ui/deferred';
import type { HeaderMenuProps } from './header-nav';
import {
  MobileMenuTriggerContent,
  mobileMenuTriggerClass,
  mobileMenuTriggerLabel,
  UserMenuTriggerContent,
  userMenuTriggerClass,
} from './menu-triggers';

/*
 * The header's menus are Radix (with floating-ui and focus handling, about 30 KB compressed)
 * that nobody needs for the first paint: each is its own chunk, loaded when the browser is
 * idle or at the first click on its button, whichever comes first.
 */

export const UserMenu = deferred<HeaderMenuProps>(
  () => import('./user-menu'),
  ({ accountLabel, onOpen }) => (
    <button
      type="button"
      className={userMenuTriggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
    >
      <UserMenuTriggerContent label={accountLabel} />
    </button>
  ),
);

export const MobileMenu = deferred<HeaderMenuProps>(
  () => import('./mobile-menu'),
  ({ onOpen }) => (
    <button
      type="button"
      className={mobileMenuTriggerClass}
      aria-label={mobileMenuTriggerLabel}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onOpen}
    >
      <MobileMenuTriggerContent />
    </button>
  ),
);
