import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { takePendingAction } from '@/lib/pending-action';
import { useAddToCart } from '../api/add-to-cart';

/**
 * A visitor's Add To Cart, kept while they signed in (issue 28), is made once they are a signed-in
 * student again, off the sign-in page: back on the product's page, it turns into Go to cart, with
 * SPEC's toast for the addition (or for a course already bought).
 */
export function PendingCartAddition() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { add } = useAddToCart();
  const student = user?.role === 'user';
  const onSignInPage = pathname === paths.auth;

  useEffect(() => {
    if (!student || onSignInPage) return;
    const pending = takePendingAction('addToCart');
    if (pending) add(pending.item);
  }, [student, onSignInPage, add]);

  return null;
}
