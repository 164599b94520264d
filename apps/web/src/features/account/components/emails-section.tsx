import type { AccountProfile } from '@academy/shared/account';
import { useId } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useChangeMarketingEmails } from '../api/account';
import { AccountSection } from './section';

/**
 * Issues 30 and 31: the emails a student may switch off (marketing mail: asking for a review, a
 * wishlist's price drop, an unfinished checkout's reminder). A switch that saves as it is turned; the mails' own unsubscribe link
 * turns it off too.
 */
export function EmailsSection({ account }: { account: AccountProfile }) {
  const t = useT();
  const change = useChangeMarketingEmails(account._id);
  const hintId = useId();
  const labelId = useId();
  const on = change.isPending ? (change.variables ?? account.marketingEmails) : account.marketingEmails;

  const toggle = () =>
    change.mutate(!account.marketingEmails, {
      onSuccess: ({ data }) =>
        notify.success(t(data.account.marketingEmails ? 'account.emails.on' : 'account.emails.off')),
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <AccountSection
      id="emails"
      title={t('account.emails.title')}
      description={t('account.emails.description')}
    >
      <div className="flex items-start justify-between gap-5">
        <div>
          <p id={labelId} className="font-medium">
            {t('account.emails.reviews')}
          </p>
          <p id={hintId} className="mt-1 text-sm text-ink-muted">
            {t('account.emails.reviewsHint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={change.isPending}
          disabled={change.isPending}
          onClick={toggle}
          className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-70 ${
            on ? 'bg-success' : 'bg-line-strong'
          }`}
        >
          <span
            aria-hidden
            className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5.5' : 'translate-x-0.5'}`}
          />
        </button>
      </div>
    </AccountSection>
  );
}
