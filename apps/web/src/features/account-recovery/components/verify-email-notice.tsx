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
 * Over the page's bottom (PageNotices) for a signed-in student whose address is unconfirmed.
 * Visitors, verified students and admins get nothing at all.
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
    <section aria-label={t('verifyNotice.label')} className="notice bg-accent-soft text-ink">
      <MailWarning size={18} className="shrink-0 text-accent-strong" aria-hidden />
      <p className="min-w-0 flex-1 basis-60">
        {messageWith(
          (email) => t('verifyNotice.body', { email }),
          <strong translate="no" className="break-all">
            {user.email}
          </strong>,
        )}
      </p>
      <div className="ml-auto flex items-center gap-1">
        <SendNewLinkButton className="rounded-full px-3 py-1.5 font-semibold text-accent-strong underline-offset-4 hover:underline inline-flex items-center gap-1.5" />
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-white/60 hover:text-ink"
          onClick={dismiss}
          aria-label={t('verifyNotice.dismiss')}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    </section>
  );
}
