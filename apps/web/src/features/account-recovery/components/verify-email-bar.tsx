import { MailWarning, X } from 'lucide-react';
import { messageWith, useT } from '@/lib/i18n';
import { SendNewLinkButton } from './send-new-link-button';

/** What VerifyEmailNotice shows: the unconfirmed address, a new link, and a way to close it. */
export default function VerifyEmailBar({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  const t = useT();
  return (
    <section aria-label={t('verifyNotice.label')} className="notice bg-accent-soft text-ink">
      <MailWarning size={18} className="shrink-0 text-accent-strong" aria-hidden />
      <p className="min-w-0 flex-1 basis-60">
        {messageWith(
          (slot) => t('verifyNotice.body', { email: slot }),
          <strong translate="no" className="break-all">
            {email}
          </strong>,
        )}
      </p>
      <div className="ml-auto flex items-center gap-1">
        <SendNewLinkButton className="rounded-full px-3 py-1.5 font-semibold text-accent-strong underline-offset-4 hover:underline inline-flex items-center gap-1.5" />
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-white/60 hover:text-ink"
          onClick={onDismiss}
          aria-label={t('verifyNotice.dismiss')}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    </section>
  );
}
