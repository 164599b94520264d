import type { OrderGift } from '@academy/shared/gifts';
import { Gift, LoaderCircle, Mail, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { QueryError } from '@/components/ui/load-state';
import { useDateFormat } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { messageWith, type Translate, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useOrderGift, useResendGift } from '../api/gifts';
import { GiftAddressForm } from './order-gift-address';

const TONE: Record<OrderGift['status'], string> = {
  unpaid: 'bg-sand text-ink-soft',
  scheduled: 'bg-accent-soft text-accent-strong',
  sent: 'bg-accent-soft text-accent-strong',
  claimed: 'bg-success-soft text-success',
  cancelled: 'bg-sand text-ink-soft',
};

/** Where the gift stands, in words, with its day in the page's language. */
function statusWords(t: Translate, gift: OrderGift, day: (date: string) => string): string {
  switch (gift.status) {
    case 'unpaid':
      return t('giftOrder.statusUnpaid');
    case 'scheduled':
      return t('giftOrder.statusScheduled', { date: gift.deliverOn ? day(gift.deliverOn) : '' });
    case 'sent':
      return t('giftOrder.statusSent', { date: gift.sentAt ? day(gift.sentAt) : '' });
    case 'claimed':
      return t('giftOrder.statusClaimed', { date: gift.claimedAt ? day(gift.claimedAt) : '' });
    case 'cancelled':
      return t('giftOrder.statusCancelled');
  }
}

/**
 * Issue 31: on the buyer's order page, the gift the order is: for whom, where it stands, the
 * buyer's message, and the buyer's two changes: the email sent again, the address corrected
 * until the gift is claimed.
 */
export function OrderGiftPanel({ orderId, userId }: { orderId: string; userId: string }) {
  const t = useT();
  const gift = useOrderGift(orderId, userId, true);
  const resend = useResendGift(orderId, userId);
  const day = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const closedForm = useRef(false);
  useEffect(() => {
    if (!changing && closedForm.current) changeButton.current?.focus();
  }, [changing]);

  if (gift.isPending) {
    return (
      <p role="status" className="mt-8 flex items-center gap-2 text-sm text-ink-soft">
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
        {t('giftOrder.loading')}
      </p>
    );
  }
  if (gift.isError) {
    return (
      <div className="mt-8">
        <QueryError query={gift} title={t('giftOrder.loadFailed')} />
      </div>
    );
  }
  const { data } = gift;
  const open = data.status !== 'claimed' && data.status !== 'cancelled';
  const closeForm = () => {
    closedForm.current = true;
    setChanging(false);
  };
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.message) notify.success(answer.message);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <section
      aria-labelledby="order-gift-title"
      className="mt-8 overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card"
    >
      <header className="flex items-start gap-4 bg-accent-soft/50 px-5 py-4 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-white">
          <Gift size={20} aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="order-gift-title" className="text-lg font-semibold">
            {messageWith(
              (name) => t('giftOrder.title', { name }),
              <span translate="no">{data.recipientName}</span>,
            )}
          </h2>
          <p translate="no" className="text-sm break-all text-ink-soft">
            {data.recipientEmail}
          </p>
        </div>
      </header>
      <dl className="space-y-4 px-5 py-5 sm:px-6">
        <div>
          <dt className="text-xs font-medium text-ink-muted">{t('giftOrder.status')}</dt>
          <dd className="mt-1.5">
            <span
              className={`inline-flex rounded-lg px-3 py-1 text-sm font-semibold ${TONE[data.status]}`}
              data-testid="gift-status"
            >
              {statusWords(t, data, day)}
            </span>
          </dd>
        </div>
        {data.message && (
          <div>
            <dt className="text-xs font-medium text-ink-muted">{t('giftOrder.message')}</dt>
            <dd translate="no" className="mt-1 border-l-4 border-accent-soft pl-3 whitespace-pre-line">
              {data.message}
            </dd>
          </div>
        )}
      </dl>
      {open && !changing && (
        <div className="flex flex-wrap gap-3 border-t border-line px-5 py-4 sm:px-6">
          {data.status === 'sent' && (
            <button
              type="button"
              className="btn-outline max-sm:w-full"
              onClick={sendAgain}
              disabled={resend.isPending}
              aria-busy={resend.isPending}
            >
              {resend.isPending ? (
                <LoaderCircle size={16} className="animate-spin" aria-hidden />
              ) : (
                <Mail size={16} aria-hidden />
              )}
              {t('giftOrder.resend')}
            </button>
          )}
          <button
            ref={changeButton}
            type="button"
            className="btn-outline max-sm:w-full"
            onClick={() => setChanging(true)}
          >
            <PenLine size={16} aria-hidden />
            {t('giftOrder.change')}
          </button>
        </div>
      )}
      {open && changing && <GiftAddressForm orderId={orderId} userId={userId} onDone={closeForm} />}
    </section>
  );
}
