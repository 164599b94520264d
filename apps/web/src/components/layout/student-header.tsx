import { Heart, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { Brand } from './brand';
import { MobileMenu, UserMenu } from './header-menus';
import { LanguageMenu } from './language-switch';
import { useMenuEntries, useNavItems } from './header-nav';

function CartLink() {
  const { cartCount } = useAuth();
  const t = useT();
  return (
    <Link
      to={paths.cart}
      className="relative flex size-11 items-center justify-center rounded-full hover:bg-sand"
      aria-label={t('header.cart', { count: cartCount })}
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

/**
 * Issue 31: the student's saved products; on a phone, in the menu (no room here). A visitor sees
 * it too, and signs in on the way: the server draws every page for a visitor, and a heart that
 * came in with a student's session would move the search and the language menu under a tap.
 */
function WishlistLink() {
  const { user } = useAuth();
  const t = useT();
  if (user?.role === 'admin') return null;
  return (
    <Link
      to={paths.wishlist}
      className="hidden size-11 items-center justify-center rounded-full hover:bg-sand md:flex"
      aria-label={t('header.wishlist')}
    >
      <Heart size={22} aria-hidden />
    </Link>
  );
}

/** `search` is the header's search box, composed in by the layout (it belongs to features/search). */
export function StudentHeader({ search }: { search?: ReactNode }) {
  const entries = useMenuEntries();
  const navItems = useNavItems();
  const t = useT();
  // logout() also takes the user to /auth (SPEC §2).
  const { user, logout } = useAuth();
  const accountLabel = user ? (user.name.split(' ')[0] ?? user.name) : t('header.account');
  const onLogout = () => void logout();

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-paper/90 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Brand to={paths.home} />

        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className={({ isActive }) =>
                    `rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors ${isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-sand hover:text-ink'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          {search}
          <LanguageMenu className="hidden lg:block" />
          <div className="hidden lg:block">
            <UserMenu entries={entries} accountLabel={accountLabel} onLogout={onLogout} />
          </div>
          <WishlistLink />
          <CartLink />
          <MobileMenu entries={entries} accountLabel={accountLabel} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
