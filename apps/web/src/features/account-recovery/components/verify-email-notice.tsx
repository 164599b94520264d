import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { isBuyingPage } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { retryWhenOnline } from '@/lib/when-online';

/** Its code stays out of the first load: visitors, verified students and admins never see it. */
const VerifyEmailBar = lazy(retryWhenOnline(() => import('./verify-email-bar')));

const DISMISSED_KEY = 'verifyNoticeDismissed';

const dismissedThisSession = () => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * Over the page's bottom (PageNotices) for a signed-in student whose address is unconfirmed.
 * Visitors, verified students and admins get nothing at all.
 */
export function VerifyEmailNotice() {
  const { authenticate, user } = useAuth();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);

  // It is there again on the page after.
  if (isBuyingPage(pathname)) return null;
  if (!authenticate || user?.role !== 'user' || user.emailVerified !== false) return null;
  if (dismissed || dismissedThisSession()) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Without session storage, it stays dismissed until the page is reloaded.
    }
    setDismissed(true);
  };

  return (
    <Suspense fallback={null}>
      <VerifyEmailBar email={user.email} onDismiss={dismiss} />
    </Suspense>
  );
}
