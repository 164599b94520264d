import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { takePendingAction } from '@/lib/pending-action';
import { useWishToggle } from '../api/wishlist';

/**
 * A visitor's heart, kept while they signed in (issue 31): the product is saved once they are a
 * signed-in student again, off the sign-in page, and its heart fills.
 */
export function PendingWish() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { toggle } = useWishToggle();
  const student = user?.role === 'user';
  const onSignInPage = pathname === paths.auth;

  useEffect(() => {
    if (!student || onSignInPage) return;
    const pending = takePendingAction('wish');
    if (pending) toggle(pending.item, true);
  }, [student, onSignInPage, toggle]);

  return null;
}
