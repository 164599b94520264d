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
 * that nobody needs for the first paint: each is its own chunk, loaded when a pointer comes
 * over its button, a finger touches it or the keyboard focuses it, and opened by the click.
 */

export const UserMenu = deferred<HeaderMenuProps>(
  () => import('./user-menu'),
  ({ accountLabel, onOpen, onIntent }) => (
    <button
      type="button"
      className={userMenuTriggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <UserMenuTriggerContent label={accountLabel} />
    </button>
  ),
);

export const MobileMenu = deferred<HeaderMenuProps>(
  () => import('./mobile-menu'),
  ({ onOpen, onIntent }) => (
    <button
      type="button"
      className={mobileMenuTriggerClass}
      aria-label={mobileMenuTriggerLabel}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <MobileMenuTriggerContent />
    </button>
  ),
);
