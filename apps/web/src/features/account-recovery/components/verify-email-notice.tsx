import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isBuyingPage } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { messageWith, useT } from '@/lib/i18n';
import { SendNewLinkButton } from './send-new-link-button';

const DISMISSED_KEY = 'verifyNoticeDismissed';

const dismissedThisSession = () => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * Under the header for a signed-in student whose address is unconfirmed. Visitors, verified
 * students and admins get nothing at all (a server-rendered page renders as a visitor, so the
 * page never moves for them).
 */
export function VerifyEmailNotice() {
  const { authenticate, user } = useAuth();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const t = useT();

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
    <section aria-label={t('verifyNotice.label')} className="border-b border-line bg-accent-soft/60">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-sm text-ink">
        <MailWarning size={18} className="shrink-0 text-accent-strong" aria-hidden />
        <p className="min-w-0 flex-1">
          {messageWith(
            (email) => t('verifyNotice.body', { email }),
            <strong translate="no" className="break-all">
              {user.email}
            </strong>,
          )}
        </p>
        <div className="flex items-center gap-1">
          <SendNewLinkButton className="rounded-full px-3 py-1.5 font-semibold text-accent-strong underline-offset-4 hover:underline inline-flex items-center gap-1.5" />
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
            onClick={dismiss}
            aria-label={t('verifyNotice.dismiss')}
          >
            <X size={18} aria-hidden />
          </button>
        </div>
      </div>
    </section>
  );
}
