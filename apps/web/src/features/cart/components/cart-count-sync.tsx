import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { countCartItems, useCart } from '../api/get-cart';

/**
 * SPEC §4: the cart loads when a user is present, and the header badge is its courses plus
 * assets. Every cart answer replaces the cached cart, so the badge follows each of them.
 * Logout sets the count to 0 itself (lib/auth).
 */
export function CartCountSync() {
  const { user, setCartCount } = useAuth();
  const cart = useCart(user && user.role !== 'admin' ? user._id : undefined);
  const count = cart.data && user ? countCartItems(cart.data) : null;

  useEffect(() => {
    if (count !== null) setCartCount(count);
  }, [count, setCartCount]);

  return null;
}
