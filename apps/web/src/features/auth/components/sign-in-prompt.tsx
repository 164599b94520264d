import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/lib/i18n';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { isReturnPath } from '../lib/redirect-path';

/** The route guard's note of where a visitor was going when it sent them home (SPEC §2). */
export type SignInFor = { signInFor: string };

export function signInForState(location: { pathname: string; search: string }): SignInFor {
  return { signInFor: `${location.pathname}${location.search}` };
}

/** What the visitor was going to see there, in a line. */
export function signInReason(path: string): MessageId {
  if (path.startsWith(paths.cart)) return 'signInFor.cart';
  if (path.startsWith(paths.order(''))) return 'signInFor.order';
  if (path.startsWith(paths.purchases)) return 'signInFor.purchases';
  if (path.startsWith(paths.courseProgress(''))) return 'signInFor.course';
  if (path === paths.certificate) return 'signInFor.certificate';
  return 'signInFor.other';
}

function wentFor(state: unknown): string | null {
  const path = (state as Partial<SignInFor> | null)?.signInFor;
  return isReturnPath(path) ? path : null;
}

/**
 * Issue 28: SPEC's guard sends a signed-out visitor home from a page that needs a sign-in (a
 * receipt's "View your order", the cart, a course). Home then says why they are there and offers
 * the way on: Sign in keeps the page as the redirect path, so signing in brings them back to it.
 */
export function SignInPrompt() {
  const { state } = useLocation();
  const redirectToSignIn = useRedirectToSignIn();
  const path = wentFor(state);
  const t = useT();
  if (!path) return null;
  return (
    <div className="container-page pt-6">
      <div
        role="status"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-sand p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-ink">
          <strong className="font-semibold">{t(signInReason(path))}</strong>{' '}
          <span className="text-ink-soft">{t('signInFor.bringBack')}</span>
        </p>
        <button type="button" className="btn-primary shrink-0" onClick={() => redirectToSignIn(path)}>
          <LogIn size={16} aria-hidden />
          {t('signInFor.signIn')}
        </button>
      </div>
    </div>
  );
}
