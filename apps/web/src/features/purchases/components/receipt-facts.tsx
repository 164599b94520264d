import type { OrderDetail } from '@academy/shared/orders';
import type { ReactNode } from 'react';
import { stateWord } from '@/components/billing/state-words';
import { CopyableValue } from '@/components/ui/copyable-value';
import { type Translate, useT } from '@/lib/i18n';
import { useOrderDateTime, useOrderDay } from '../lib/order-dates';

/** How the order was paid; Razorpay by its brand name in every language. */
const providerWord = (t: Translate, provider: OrderDetail['paymentProvider']): string => {
  switch (provider) {
    case 'razorpay':
      return 'Razorpay';
    case 'sandbox':
      return t('receipt.provider.sandbox');
    case 'none':
      return t('receipt.provider.none');
  }
};

/** The receipt's facts: number, date, payment, tax documents, place of supply, business billed. */
export function ReceiptFacts({ order, charged }: { order: OrderDetail; charged: boolean }) {
  const { billing } = order;
  const t = useT();
  const formatDay = useOrderDay();
  const formatDateTime = useOrderDateTime();
  // On a phone the facts sit two to a row, the long ids across both, so Start learning stays in view.
  const facts: { label: string; value: ReactNode; wide?: boolean }[] = [
    {
      label: t('receipt.orderNumber'),
      value: (
        <span translate="no" className="font-mono text-sm">
          {order.orderNumber}
        </span>
      ),
    },
    {
      label: charged ? t('receipt.paidOn') : t('receipt.placedOn'),
      value: (
        <time dateTime={order.paidAt ?? order.createdAt}>
          {formatDateTime(order.paidAt ?? order.createdAt)}
        </time>
      ),
    },
    { label: t('receipt.paymentMethod'), value: providerWord(t, order.paymentProvider) },
    ...(order.paymentId
      ? [
          {
            label: t('receipt.paymentId'),
            value: <CopyableValue value={order.paymentId} label={t('receipt.paymentIdWord')} />,
            wide: true,
          },
        ]
      : []),
    ...(order.invoice
      ? [
          {
            label: t('receipt.taxInvoice'),
            value: (
              <span>
                <span translate="no" className="font-mono text-sm" data-testid="invoice-number">
                  {order.invoice.number}
                </span>
                <span className="text-sm text-ink-muted"> · {formatDay(order.invoice.issuedAt)}</span>
              </span>
            ),
          },
        ]
      : []),
    ...(order.creditNote
      ? [
          {
            label: t('receipt.creditNote'),
            value: (
              <span>
                <span translate="no" className="font-mono text-sm">
                  {order.creditNote.number}
                </span>
                <span className="text-sm text-ink-muted"> · {formatDay(order.creditNote.issuedAt)}</span>
              </span>
            ),
          },
        ]
      : []),
    ...(charged
      ? [
          {
            label: t('receipt.placeOfSupply'),
            value: `${stateWord(t, billing.placeOfSupply)} (${billing.placeOfSupply})`,
          },
        ]
      : []),
    ...(billing.gstin
      ? [
          {
            label: t('receipt.billedToBusiness'),
            wide: true,
            value: (
              <span className="[overflow-wrap:anywhere]">
                {billing.legalName && (
                  <>
                    <span translate="no">{billing.legalName}</span>
                    {' · '}
                  </>
                )}
                <span translate="no" className="font-mono text-sm">
                  {`GSTIN ${billing.gstin}`}
                </span>
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
