import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Menu, ShoppingBag, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { Brand } from './brand';

const navItems = [
  { label: 'Home', to: paths.home },
  { label: 'Courses', to: paths.allCourses },
  { label: 'Digital Assets', to: paths.digitalAssets },
];

type MenuEntry = { label: string; to: string } | { label: 'Logout'; action: 'logout' };

/** SPEC §2: the user menu's entries, signed in and signed out. */
function useMenuEntries(): MenuEntry[] {
  const { authenticate } = useAuth();
  return authenticate
    ? [
        { label: 'My Purchases', to: paths.purchases },
        { label: 'Enquiry', to: paths.enquiry },
        { label: 'Logout', action: 'logout' },
      ]
    : [
        { label: 'Enquiry', to: paths.enquiry },
        { label: 'Login/Register', to: paths.auth },
      ];
}

function CartLink() {
  const { cartCount } = useAuth();
  return (
    <Link
      to={paths.cart}
      className="relative flex size-11 items-center justify-center rounded-full hover:bg-sand"
      aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
    >
      <ShoppingBag size={22} aria-hidden />
      <span
        data-testid="cart-count"
        className="absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.7rem] leading-5 font-bold text-white"
      >
        {cartCount}
      </span>
    </Link>
  );
}

export function StudentHeader() {
  const entries = useMenuEntries();
  // logout() also takes the user to /auth (SPEC §2).
  const { user, logout } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-paper/90 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Brand to={paths.home} />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className={({ isActive }) =>
                    `rounded-full px-4 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-sand hover:text-ink'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <div className="hidden md:block">
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3 pl-1.5 text-sm font-medium hover:border-ink">
                <span className="flex size-8 items-center justify-center rounded-full bg-sand">
                  <UserRound size={16} aria-hidden />
                </span>
                {user ? user.name.split(' ')[0] : 'Account'}
                <ChevronDown size={16} aria-hidden />
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
                      onSelect={'to' in entry ? undefined : () => void logout()}
                      className="block cursor-pointer rounded-xl px-3 py-2 text-sm data-highlighted:bg-sand"
                    >
                      {'to' in entry ? <Link to={entry.to}>{entry.label}</Link> : <span>{entry.label}</span>}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </div>
          <CartLink />
          <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
            <Dialog.Trigger
              className="flex size-11 items-center justify-center rounded-full hover:bg-sand md:hidden"
              aria-label="Open menu"
            >
              <Menu size={24} aria-hidden />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
              <Dialog.Content
                className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-paper p-6 shadow-2xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
                aria-describedby={undefined}
              >
                <div className="flex items-center justify-between">
                  <Dialog.Title className="font-display text-lg font-semibold">Menu</Dialog.Title>
                  <Dialog.Close
                    className="flex size-10 items-center justify-center rounded-full hover:bg-sand"
                    aria-label="Close menu"
                  >
                    <X size={22} aria-hidden />
                  </Dialog.Close>
                </div>
                <nav aria-label="Mobile" className="mt-6 flex flex-1 flex-col">
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
                              void logout();
                            }}
                          >
                            {entry.label}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
