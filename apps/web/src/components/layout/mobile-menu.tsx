import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { DeferredProps } from '@/components/ui/deferred';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { type HeaderMenuProps, useNavItems } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { MobileMenuTriggerContent, mobileMenuTriggerClass } from './menu-triggers';

/** The phone's slide-out menu. Its own chunk: the header shows a placeholder until it loads. */
export default function MobileMenu({ entries, onLogout, openAtStart }: HeaderMenuProps & DeferredProps) {
  const [mobileOpen, setMobileOpen] = useState(openAtStart);
  const navItems = useNavItems();
  const { user } = useAuth();
  const t = useT();
  return (
    <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
      <Dialog.Trigger className={mobileMenuTriggerClass} aria-label={t('header.openMenu')}>
        <MobileMenuTriggerContent />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-paper p-6 shadow-2xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-semibold">{t('menu.title')}</Dialog.Title>
            <Dialog.Close
              className="flex size-10 items-center justify-center rounded-full hover:bg-sand"
              aria-label={t('menu.close')}
            >
              <X size={22} aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mobile')} className="mt-6 flex flex-1 flex-col">
            <ul className="space-y-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === paths.home}
                    onClick={() => setMobileOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-xl px-4 py-3 text-base font-medium ${isActive ? 'bg-ink text-paper' : 'hover:bg-sand'}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ul className="mt-4 space-y-1 border-t border-line pt-4">
              {/* Issue 31: the header's heart, which a phone's header has no room for. */}
              {user?.role === 'user' && (
                <li>
                  <Link
                    to={paths.wishlist}
                    onClick={() => setMobileOpen(false)}
                    className="block rounded-xl px-4 py-3 text-base hover:bg-sand"
                  >
                    {t('header.wishlist')}
                  </Link>
                </li>
              )}
              {entries.map((entry) => (
                <li key={entry.label}>
                  {'to' in entry ? (
                    <Link
                      to={entry.to}
                      onClick={() => setMobileOpen(false)}
                      className="block rounded-xl px-4 py-3 text-base hover:bg-sand"
                    >
                      {entry.label}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="w-full rounded-xl px-4 py-3 text-left text-base hover:bg-sand"
                      onClick={() => {
                        setMobileOpen(false);
                        onLogout();
                      }}
                    >
                      {entry.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="border-t border-line pt-4" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
