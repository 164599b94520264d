import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { useRefusal } from '@/components/form/use-refusal';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useChangeGiftRecipient } from '../api/gifts';

const FIELDS = ['recipientEmail'] as const;

/**
 * Issue 31: the buyer corrects the gift's address while it is unclaimed. The server's refusal
 * (the buyer's own address, a gift claimed meanwhile) stays in the form; its answer, a toast.
 */
export function GiftAddressForm({
  orderId,
  userId,
  onDone,
}: {
  orderId: string;
  userId: string;
  onDone: () => void;
}) {
  const t = useT();
  const [email, setEmail] = useState('');
  const change = useChangeGiftRecipient(orderId, userId);
  const refusal = useRefusal(FIELDS);
  const { errors, formProps } = useFieldErrors({
    recipientEmail: { valueMissing: t('auth.emailMissing'), typeMismatch: t('auth.emailInvalid') },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusal.clear();
    change.mutate(email, {
      onSuccess: (answer) => {
        if (answer.message) notify.success(answer.message);
        onDone();
      },
      onError: (error) => notify.error(refusal.refused(error, t('spec.genericFailure'))),
    });
  };

  return (
    <form
      className="space-y-4 border-t border-line px-5 py-5 sm:px-6"
      onSubmit={onSubmit}
      aria-label={t('giftOrder.change')}
      {...formProps}
    >
      <TextField
        label={t('giftOrder.newAddress')}
        hint={t('giftOrder.newAddressHint')}
        name="recipientEmail"
        type="email"
        autoComplete="off"
        required
        // Opened by the press of Change the address: the field is what comes next.
        autoFocus
        error={errors.recipientEmail ?? refusal.onField('recipientEmail')}
        value={email}
        onChange={(event) => {
          refusal.changed('recipientEmail');
          setEmail(event.target.value);
        }}
      />
      <RefusalAlert message={refusal.onForm} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="btn-primary max-sm:flex-1"
          disabled={change.isPending}
          aria-busy={change.isPending}
        >
          {change.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {t('giftOrder.save')}
        </button>
        <button type="button" className="btn-outline max-sm:flex-1" onClick={onDone}>
          {t('giftOrder.cancel')}
        </button>
      </div>
    </form>
  );
}
