import type { OrderRefund } from '@academy/shared/orders';
import { formatRupees } from '@/lib/money';
import { formatOrderDay } from '../lib/order-dates';

const REFUND_REASONS: Record<OrderRefund['reason'], string> = {
  admin: 'Refunded by the academy',
  'duplicate-payment': 'A second payment for an order already paid',
  'order-closed': 'A payment for an order that had been replaced or closed',
  'already-owned': 'A payment for products you already owned',
  'coupon-used-up': 'The coupon ran out before the payment reached us',
};

const REFUND_STATUSES: Record<OrderRefund['status'], { label: string; className: string }> = {
  queued: { label: 'Starting', className: 'bg-sand text-ink-soft' },
  pending: { label: 'In progress', className: 'bg-sand text-ink-soft' },
  // Success and danger text reach 4.5:1 on white, not on their own pale tints.
  processed: { label: 'Refunded', className: 'border border-success/40 bg-white text-success' },
  failed: { label: 'We will contact you', className: 'border border-danger/40 bg-white text-danger' },
};

/** Money going back for this order: each refund, its reason and where it stands. */
export function RefundList({ refunds }: { refunds: OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="border-t border-line px-5 py-5 sm:px-6">
      <h3 id="refunds-heading" className="text-sm font-semibold">
        Refunds
      </h3>
      <ul className="mt-3 space-y-3">
        {refunds.map((refund) => {
          const status = REFUND_STATUSES[refund.status];
          return (
            <li key={refund.paymentId} className="rounded-xl border border-line bg-paper px-4 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold tabular-nums">{formatRupees(refund.amount)}</p>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>
                  {status.label}
                </span>
              </div>
              <p className="mt-1 text-ink-soft">{REFUND_REASONS[refund.reason]}</p>
              <p className="mt-1 text-xs text-ink-muted">
                Payment <span className="font-mono break-all">{refund.paymentId}</span> · started{' '}
                <time dateTime={refund.createdAt}>{formatOrderDay(refund.createdAt)}</time>
                {refund.processedAt && (
                  <>
                    {' '}
                    · processed{' '}
                    <time dateTime={refund.processedAt}>{formatOrderDay(refund.processedAt)}</time>
                  </>
                )}
                {refund.status === 'processed' && ' · allow 5–7 working days to reach you'}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
