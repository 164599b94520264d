import { deferred } from '@/components/ui/deferred';
import { useT } from '@/lib/i18n';
import type { HeaderMenuProps } from './header-nav';
import {
  MobileMenuTriggerContent,
  mobileMenuTriggerClass,
  UserMenuTriggerContent,
  userMenuTriggerClass,
} from './menu-triggers';

function MobileMenuPlaceholder({ onOpen, onIntent }: { onOpen: () => void; onIntent: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={mobileMenuTriggerClass}
      aria-label={t('header.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <MobileMenuTriggerContent />
    </button>
  );
}

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
  ({ onOpen, onIntent }) => <MobileMenuPlaceholder onOpen={onOpen} onIntent={onIntent} />,
);
