import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { GST_FIELDS, GstFields, gstProblemsOf } from '@/components/billing/gst-fields';
import {
  ACADEMY_STATE_CODE,
  draftOf,
  type GstDraft,
  type SavedBilling,
} from '@/components/billing/place-of-supply';
import { useGstForm } from '@/components/billing/use-gst-form';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { placeOfSupplyWord, stateWord } from '@/components/billing/state-words';
import { errorMessage } from '@/lib/error-message';
import { messageWith, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing';
import { AccountSection } from './section';

const ID_PREFIX = 'account-billing';

/**
 * "Billing details for GST invoices" (issue 12): the state and, for a business, the GSTIN and
 * registered name that the next checkout starts from. The checkout keeps what a buyer enters
 * there too; this is where to look at it, change it or clear it.
 */
export function BillingSection({ userId }: { userId: string }) {
  const billing = useBillingDetails(userId);
  const t = useT();
  return (
    <AccountSection
      id="billing"
      title={t('account.billing.title')}
      description={t('account.billing.description')}
    >
      {billing.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft" role="status">
          <LoaderCircle size={16} className="animate-spin" aria-hidden />
          {t('account.billing.loading')}
        </p>
      ) : billing.isError ? (
        <div role="alert" className="text-sm">
          <p className="font-medium">{t('account.billing.loadFailed')}</p>
          <button type="button" className="btn-outline mt-3" onClick={() => void billing.refetch()}>
            {t('errorScreen.retry')}
          </button>
        </div>
      ) : (
        <BillingForm key={JSON.stringify(billing.data)} userId={userId} saved={billing.data} />
      )}
    </AccountSection>
  );
}

function BillingForm({ userId, saved }: { userId: string; saved: SavedBilling }) {
  const save = useSaveBillingDetails(userId);
  const t = useT();
  const [form, setForm] = useState<GstDraft>(() => draftOf(saved));
  const fields = useGstForm(ID_PREFIX);
  // A refusal about none of the fields stays above the button (issue 28); one about a field is under it.
  const [refused, setRefused] = useState<string | null>(null);
  const problems = gstProblemsOf(form);
  const initial = draftOf(saved);
  const unchanged =
    form.stateCode === initial.stateCode &&
    form.gstin.trim() === initial.gstin &&
    form.legalName.trim() === initial.legalName;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.attempt(problems)) return;
    setRefused(null);
    save.mutate(form, {
      onSuccess: () => notify.success(t('account.billing.saved'), 3000),
      onError: (error) => {
        const message = errorMessage(error, t('account.billing.failed'));
        if (!fields.refused(error)) setRefused(message);
        notify.error(message, 4000);
      },
    });
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate aria-label={t('account.billing.title')}>
      <p className="rounded-2xl bg-sand px-4 py-3 text-sm" data-testid="account-place-of-supply">
        {messageWith(
          (state) => t('account.billing.placeOfSupply', { state }),
          <span className="font-semibold">{placeOfSupplyWord(t, saved.stateCode)}</span>,
        )}
        {saved.gstin ? (
          <>
            {/* GSTIN is the law's word, the same in every language (docs/glossary.md). */}
            {' · GSTIN '}
            <span translate="no" className="font-mono font-semibold">
              {saved.gstin}
            </span>{' '}
            <span translate="no">({saved.legalName})</span>
          </>
        ) : (
          !saved.stateCode && <span className="text-ink-soft"> {t('account.billing.noneSaved')}</span>
        )}
      </p>
      <GstFields
        idPrefix={ID_PREFIX}
        draft={form}
        onChange={(draft) => {
          fields.changed(...GST_FIELDS.filter((field) => draft[field] !== form[field]));
          setForm(draft);
        }}
        onLeave={fields.touch}
        errors={fields.shown(problems)}
        emptyStateLabel={t('account.billing.notGiven', { state: stateWord(t, ACADEMY_STATE_CODE) })}
      />
      <RefusalAlert message={refused} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={save.isPending || unchanged}>
        {save.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
        {t('account.billing.save')}
      </button>
    </form>
  );
}
