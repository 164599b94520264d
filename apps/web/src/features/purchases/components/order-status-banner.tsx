import type { OrderDetail } from '@academy/shared/orders';
import { Ban, CircleCheck, Clock, TriangleAlert, Undo2 } from 'lucide-react';
import { messageWith, useT } from '@/lib/i18n';
import { useOrderDay } from '../lib/order-dates';

/** What became of the order, in words, above its receipt: confirmed, refunded, unpaid or cancelled. */
export function StatusBanner({ order }: { order: OrderDetail }) {
  const t = useT();
  const formatDay = useOrderDay();
  if (order.status === 'paid') {
    return (
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck size={28} aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-success uppercase">
            {t('order.confirmed')}
          </p>
          <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">
            {messageWith(
              (name) => t('order.thanks', { name }),
              <span translate="no">{order.buyer.name.split(' ')[0]}</span>,
            )}
          </h1>
          <p className="mt-2 text-ink-soft">
            {order.isGift
              ? t('order.giftPaid')
              : order.items.length === 1
                ? t('order.readyOne')
                : t('order.readyMany')}
          </p>
        </div>
      </div>
    );
  }
  if (order.status === 'refunded') {
    const refundedOn = order.creditNote?.issuedAt ?? order.refunds[0]?.createdAt;
    return (
      <div className="flex items-start gap-4" role="status">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          <Undo2 size={26} aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">
            {t('order.refunded')}
          </p>
          <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">{t('order.refundedTitle')}</h1>
          <p className="mt-2 text-ink-soft">
            {refundedOn ? t('order.refundedOn', { date: formatDay(refundedOn) }) : t('order.accessRemoved')}{' '}
            {t('order.moneyBack')}
          </p>
        </div>
      </div>
    );
  }
  const failed = order.status === 'failed';
  const cancelled = order.status === 'cancelled';
  const Icon = failed ? TriangleAlert : cancelled ? Ban : Clock;
  return (
    <div className="flex items-start gap-4">
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full ${failed ? 'bg-danger/10 text-danger' : 'bg-sand text-ink-soft'}`}
      >
        <Icon size={26} aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">
          {failed ? t('order.paymentFailed') : cancelled ? t('order.cancelled') : t('order.awaitingPayment')}
        </p>
        <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">
          {cancelled ? t('order.cancelledTitle') : t('order.notPaidTitle')}
        </h1>
        <p className="mt-2 text-ink-soft">
          {cancelled && `${t('order.replaced')} `}
          {order.refunds.length > 0 ? t('order.refundBelow') : t('order.nothingCharged')}
        </p>
      </div>
    </div>
  );
}
