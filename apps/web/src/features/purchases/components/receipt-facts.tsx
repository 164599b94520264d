import type { OrderDetail } from '@academy/shared/orders';
import type { ReactNode } from 'react';
import { CopyableValue } from '@/components/ui/copyable-value';
import { formatOrderDateTime, formatOrderDay } from '../lib/order-dates';

const PROVIDERS: Record<OrderDetail['paymentProvider'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Test payment (sandbox)',
  none: 'No payment needed',
};

/** The receipt's facts: number, date, payment, tax documents, place of supply, business billed. */
export function ReceiptFacts({ order, charged }: { order: OrderDetail; charged: boolean }) {
  const { billing } = order;
  // On a phone the facts sit two to a row, the long ids across both, so Start learning stays in view.
  const facts: { label: string; value: ReactNode; wide?: boolean }[] = [
    {
      label: 'Order number',
      value: <span className="font-mono text-sm">{order.orderNumber}</span>,
    },
    {
      label: charged ? 'Paid on' : 'Placed on',
      value: (
        <time dateTime={order.paidAt ?? order.createdAt}>
          {formatOrderDateTime(order.paidAt ?? order.createdAt)}
        </time>
      ),
    },
    { label: 'Payment method', value: PROVIDERS[order.paymentProvider] },
    ...(order.paymentId
      ? [
          {
            label: 'Payment ID',
            value: <CopyableValue value={order.paymentId} label="payment ID" />,
            wide: true,
          },
        ]
      : []),
    ...(order.invoice
      ? [
          {
            label: 'Tax invoice',
            value: (
              <span>
                <span className="font-mono text-sm" data-testid="invoice-number">
                  {order.invoice.number}
                </span>
                <span className="text-sm text-ink-muted"> · {formatOrderDay(order.invoice.issuedAt)}</span>
              </span>
            ),
          },
        ]
      : []),
    ...(order.creditNote
      ? [
          {
            label: 'Credit note',
            value: (
              <span>
                <span className="font-mono text-sm">{order.creditNote.number}</span>
                <span className="text-sm text-ink-muted"> · {formatOrderDay(order.creditNote.issuedAt)}</span>
              </span>
            ),
          },
        ]
      : []),
    ...(charged
      ? [{ label: 'Place of supply', value: `${billing.placeOfSupplyName} (${billing.placeOfSupply})` }]
      : []),
    ...(billing.gstin
      ? [
          {
            label: 'Billed to business',
            wide: true,
            value: (
              <span className="[overflow-wrap:anywhere]">
                {billing.legalName && <>{billing.legalName} · </>}
                <span className="font-mono text-sm">GSTIN {billing.gstin}</span>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 px-5 py-5 sm:px-6">
      {facts.map((fact) => (
        <div key={fact.label} className={`min-w-0 ${fact.wide ? 'col-span-2 sm:col-span-1' : ''}`}>
          <dt className="text-xs font-medium text-ink-muted">{fact.label}</dt>
          <dd className="mt-1 font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
