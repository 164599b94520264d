import { GIFT_DELIVERY_DAYS_MAX, GIFT_MESSAGE_MAX, GIFT_NAME_MAX } from '@academy/shared/gift-limits';
import type { GiftRequest } from '@academy/shared/gifts';
import * as Dialog from '@radix-ui/react-dialog';
import { Gift } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PendingDialog } from '@/components/dialogs/pending-dialog';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';

/*
 * The gift form (issue 31): who the product is for, a message, and when it is emailed. Its code
 * comes when the buyer opens it (give-as-gift.tsx). It stays mounted once opened, so a gift the
 * checkout refused (a day too far, the buyer's own address) reopens as the buyer left it.
 */

export type GiftDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A cart's gift: how many products it holds, named in the heading instead of `title`. */
  items?: number | undefined;
  /** What the gift costs, in rupees: the product's whole price, whatever the buyer owns. */
  price: number;
  onSubmit: (gift: GiftRequest) => void;
};

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
/** 'YYYY-MM-DD' of the India calendar day `days` from today, as the server counts them. */
const indiaDay = (days: number) =>
  new Date(Date.now() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

export function GiftDialog({ open, onOpenChange, title, items, price, onSubmit }: GiftDialogProps) {
  const t = useT();
  const [recipientName, setRecipientName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [later, setLater] = useState(false);
  const [deliverOn, setDeliverOn] = useState('');
  const { errors, formProps } = useFieldErrors({
    recipientName: { valueMissing: t('gift.nameMissing') },
    recipientEmail: { valueMissing: t('gift.emailMissing'), typeMismatch: t('auth.emailInvalid') },
    deliverOn: { valueMissing: t('gift.dayMissing') },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({
      recipientName: recipientName.trim(),
      recipientEmail: recipientEmail.trim(),
      ...(message.trim() ? { message: message.trim() } : {}),
      ...(later && deliverOn ? { deliverOn } : {}),
    });
  };

  return (
    <PendingDialog open={open} onOpenChange={onOpenChange} pending={false} widthClassName="sm:w-[32rem]">
      <form onSubmit={submit} {...formProps}>
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent-strong">
            <Gift size={22} aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <Dialog.Title className="font-display text-xl font-semibold">
              {items === undefined ? t('gift.title', { title }) : t('gift.cartTitle', { count: items })}
            </Dialog.Title>
            <Dialog.Description className="mt-1.5 text-sm text-ink-soft">
              {t('gift.intro')}
            </Dialog.Description>
          </div>
        </div>
        <div className="mt-6 grid gap-4">
          <TextField
            label={t('gift.recipientName')}
            name="recipientName"
            required
            maxLength={GIFT_NAME_MAX}
            autoComplete="off"
            value={recipientName}
            onChange={(event) => setRecipientName(event.target.value)}
            error={errors.recipientName}
          />
          <TextField
            label={t('gift.recipientEmail')}
            hint={t('gift.recipientEmailHint')}
            name="recipientEmail"
            type="email"
            required
            autoComplete="off"
            value={recipientEmail}
            onChange={(event) => setRecipientEmail(event.target.value)}
            error={errors.recipientEmail}
          />
          <TextAreaField
            label={t('gift.message')}
            hint={t('gift.messageHint', { count: GIFT_MESSAGE_MAX - message.length })}
            name="message"
            maxLength={GIFT_MESSAGE_MAX}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <fieldset>
            <legend className="field-label">{t('gift.when')}</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {[false, true].map((onDay) => (
                <label
                  key={String(onDay)}
                  className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 py-3 text-sm font-medium has-checked:border-accent has-checked:bg-accent/5"
                >
                  <input
                    type="radio"
                    name="when"
                    className="accent-accent"
                    checked={later === onDay}
                    onChange={() => setLater(onDay)}
                  />
                  {onDay ? t('gift.onDay') : t('gift.now')}
                </label>
              ))}
            </div>
          </fieldset>
          {later && (
            <TextField
              label={t('gift.day')}
              hint={t('gift.dayHint', { days: GIFT_DELIVERY_DAYS_MAX })}
              name="deliverOn"
              type="date"
              required
              min={indiaDay(0)}
              max={indiaDay(GIFT_DELIVERY_DAYS_MAX)}
              value={deliverOn}
              onChange={(event) => setDeliverOn(event.target.value)}
              error={errors.deliverOn}
            />
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <button type="button" className="btn-outline">
              {t('gift.cancel')}
            </button>
          </Dialog.Close>
          <button type="submit" className="btn-accent">
            <Gift size={16} aria-hidden />
            {t('gift.pay', { price: formatRupees(price) })}
          </button>
        </div>
      </form>
    </PendingDialog>
  );
}
