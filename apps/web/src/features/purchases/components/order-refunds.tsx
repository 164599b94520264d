import type { OrderRefund } from '@academy/shared/orders';
import { type MessageId, messageWith, useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { useOrderDay } from '../lib/order-dates';

const REFUND_REASONS: Record<OrderRefund['reason'], MessageId> = {
  admin: 'orderRefund.reason.admin',
  'duplicate-payment': 'orderRefund.reason.duplicatePayment',
  'order-closed': 'orderRefund.reason.orderClosed',
  'already-owned': 'orderRefund.reason.alreadyOwned',
  'coupon-used-up': 'orderRefund.reason.couponUsedUp',
};

const REFUND_STATUSES: Record<OrderRefund['status'], { label: MessageId; className: string }> = {
  queued: { label: 'orderRefund.status.queued', className: 'bg-sand text-ink-soft' },
  pending: { label: 'orderRefund.status.pending', className: 'bg-sand text-ink-soft' },
  // Success and danger text reach 4.5:1 on white, not on their own pale tints.
  processed: { label: 'order.refunded', className: 'border border-success/40 bg-white text-success' },
  failed: { label: 'orderRefund.status.failed', className: 'border border-danger/40 bg-white text-danger' },
};

/** Money going back for this order: each refund, its reason and where it stands. */
export function RefundList({ refunds }: { refunds: OrderRefund[] }) {
  const t = useT();
  const formatDay = useOrderDay();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="border-t border-line px-5 py-5 sm:px-6">
      <h3 id="refunds-heading" className="text-sm font-semibold">
        {t('orderRefund.heading')}
      </h3>
      <ul className="mt-3 space-y-3">
        {refunds.map((refund) => {
          const status = REFUND_STATUSES[refund.status];
          return (
            <li key={refund.paymentId} className="rounded-xl border border-line bg-paper px-4 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold tabular-nums">{formatRupees(refund.amount)}</p>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>
                  {t(status.label)}
                </span>
              </div>
              <p className="mt-1 text-ink-soft">{t(REFUND_REASONS[refund.reason])}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {messageWith(
                  (id) => t('orderRefund.payment', { id }),
                  <span translate="no" className="font-mono break-all">
                    {refund.paymentId}
                  </span>,
                )}
                {' · '}
                {messageWith(
                  (date) => t('orderRefund.started', { date }),
                  <time dateTime={refund.createdAt}>{formatDay(refund.createdAt)}</time>,
                )}
                {refund.processedAt && (
                  <>
                    {' · '}
                    {messageWith(
                      (date) => t('orderRefund.processed', { date }),
                      <time dateTime={refund.processedAt}>{formatDay(refund.processedAt)}</time>,
                    )}
                  </>
                )}
                {refund.status === 'processed' && ` · ${t('orderRefund.allowDays')}`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
