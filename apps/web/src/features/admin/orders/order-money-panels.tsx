import type { AdminOrderDetail } from '@academy/shared/admin-orders';
import type { OrderRefund } from '@academy/shared/orders';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/money';
import { Panel } from '../components/admin-page';
import { formatDateTime, RefundStatusBadge } from './order-parts';

const REFUND_REASONS: Record<OrderRefund['reason'], string> = {
  admin: 'Refunded by an admin',
  'duplicate-payment': 'A second payment for the same order',
  'order-closed': 'Paid after the order was closed',
  'already-owned': 'The buyer already owned everything in it',
  'coupon-used-up': 'The coupon was used up before the payment came',
};

function Amount({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-3 font-semibold' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-display text-xl' : ''}`}>{value}</dd>
    </div>
  );
}

/** What was bought, at what price, the discount and the total. */
export function OrderItemsPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title="Items">
      <ul className="divide-y divide-line" aria-label="Items">
        {order.items.map((line, index) => (
          <li
            key={`${line.type}-${line.id ?? index}`}
            className="flex items-start justify-between gap-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold [overflow-wrap:anywhere]">{line.title}</p>
              <p className="mt-0.5 text-xs text-ink-muted">
                {line.type === 'course' ? 'Video course' : 'Digital asset'}
                {line.id === null && ' · since removed from the catalogue'}
              </p>
            </div>
            <p className="shrink-0 text-right tabular-nums">
              <span className="font-medium">{formatRupees(line.pricePaid)}</span>
              {line.listPrice > line.pricePaid && (
                <s className="block text-xs text-ink-muted">{formatRupees(line.listPrice)}</s>
              )}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-dashed border-line pt-4 text-sm">
        <Amount label="Subtotal" value={formatRupees(order.subtotal)} />
        {order.discount > 0 && (
          <Amount
            label={
              <>
                Discount
                {order.couponCode && (
                  <>
                    {' '}
                    (<span className="font-mono font-semibold">{order.couponCode}</span>)
                  </>
                )}
              </>
            }
            value={`−${formatRupees(order.discount)}`}
          />
        )}
        <Amount
          label={order.status === 'created' ? 'Total due' : 'Total'}
          value={formatRupees(order.total)}
          strong
        />
      </dl>
    </Panel>
  );
}

/** The GST inside the total: CGST and SGST within Maharashtra, IGST otherwise. */
export function OrderTaxPanel({ order }: { order: AdminOrderDetail }) {
  const tax = order.tax;
  const intraState = tax ? tax.igst === 0 && tax.cgst + tax.sgst > 0 : false;
  const rate = tax ? tax.rateBasisPoints / 100 : 0;
  return (
    <Panel title="GST" description="Prices include GST; this is the tax inside the total.">
      {tax ? (
        <dl className="space-y-2 text-sm">
          <Amount label="Taxable value" value={formatRupees(tax.taxable)} />
          {intraState ? (
            <>
              <Amount label={`CGST at ${rate / 2} %`} value={formatRupees(tax.cgst)} />
              <Amount label={`SGST at ${rate / 2} %`} value={formatRupees(tax.sgst)} />
            </>
          ) : (
            <Amount label={`IGST at ${rate} %`} value={formatRupees(tax.igst)} />
          )}
          <Amount label="Invoice value" value={formatRupees(order.total)} strong />
        </dl>
      ) : (
        <p className="text-sm text-ink-soft">
          {order.status === 'paid' || order.status === 'refunded'
            ? 'No tax invoice: the order cost nothing.'
            : 'An invoice is issued when the order is paid.'}
        </p>
      )}
    </Panel>
  );
}

/** Money gone back for the order: each refund, its reason and where it stands. */
export function OrderRefundsPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title="Refunds">
      {order.refunds.length === 0 ? (
        <p className="text-sm text-ink-soft">No money has gone back for this order.</p>
      ) : (
        <ul className="divide-y divide-line">
          {order.refunds.map((refund) => (
            <li key={refund.paymentId} className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold tabular-nums">{formatRupees(refund.amount)}</span>
                <RefundStatusBadge status={refund.status} />
              </div>
              <p className="text-ink-soft">{REFUND_REASONS[refund.reason]}</p>
              <p className="text-xs text-ink-muted">
                Asked {formatDateTime(refund.createdAt)}
                {refund.processedAt && ` · processed ${formatDateTime(refund.processedAt)}`}
              </p>
              <div className="text-xs text-ink-muted">
                Payment <span className="font-mono">{refund.paymentId}</span>
                {refund.refundId && (
                  <>
                    {' '}
                    · Razorpay refund <span className="font-mono">{refund.refundId}</span>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
