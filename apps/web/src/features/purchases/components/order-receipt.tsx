import type { OrderDetail, OrderLine, OrderRefund, TaxDocumentLink } from '@academy/shared/commerce';
import {
  ArrowRight,
  Ban,
  CircleCheck,
  Clock,
  Download,
  FileText,
  LoaderCircle,
  Receipt,
  TriangleAlert,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { CopyableValue } from '@/components/ui/copyable-value';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { useDownloadAsset } from '../api/download-asset';
import { type TaxDocumentKind, useDownloadTaxDocument } from '../api/download-tax-document';
import { formatOrderDateTime, formatOrderDay } from '../lib/order-dates';

const PROVIDERS: Record<OrderDetail['paymentProvider'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Test payment (sandbox)',
  none: 'No payment needed',
};

/** The next step for one bought line: its course player, or its file. */
function NextStep({ line, paid }: { line: OrderLine; paid: boolean }) {
  const { download, pendingId } = useDownloadAsset();
  if (!paid || !line.id) return null;
  if (line.type === 'course') {
    return (
      <Link
        to={paths.courseProgress(line.id)}
        className="btn-primary whitespace-nowrap max-sm:w-full"
        aria-label={`Start learning: ${line.title}`}
      >
        Start learning
        <ArrowRight size={16} aria-hidden />
      </Link>
    );
  }
  const downloading = pendingId === line.id;
  const assetId = line.id;
  return (
    <button
      type="button"
      className="btn-outline whitespace-nowrap max-sm:w-full"
      onClick={() => download(assetId)}
      disabled={downloading}
      aria-busy={downloading}
      aria-label={`Download: ${line.title}`}
    >
      {downloading ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <Download size={16} aria-hidden />
      )}
      Download
    </button>
  );
}

function StatusBanner({ order }: { order: OrderDetail }) {
  if (order.status === 'paid') {
    return (
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck size={28} aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-success uppercase">Order confirmed</p>
          <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">
            Thank you, {order.buyer.name.split(' ')[0]}!
          </h1>
          <p className="mt-2 text-ink-soft">
            {order.items.length === 1
              ? 'Your purchase is ready. It is also waiting for you in My Purchases.'
              : 'Your purchases are ready. They are also waiting for you in My Purchases.'}
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
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">Refunded</p>
          <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">This order was refunded</h1>
          <p className="mt-2 text-ink-soft">
            {refundedOn ? (
              <>Refunded on {formatOrderDay(refundedOn)}; access removed. </>
            ) : (
              'Access removed. '
            )}
            The money goes back the way you paid; banks usually take 5-7 working days.
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
          {failed ? 'Payment failed' : cancelled ? 'Order cancelled' : 'Awaiting payment'}
        </p>
        <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">
          {cancelled ? 'This order was cancelled' : 'This order is not paid'}
        </h1>
        <p className="mt-2 text-ink-soft">
          {cancelled && 'It was replaced by a newer checkout or closed. '}
          {order.refunds.length > 0
            ? 'A payment that reached us for it is being refunded; see below.'
            : 'Nothing was charged for it. You can buy these items again from their pages or your cart.'}
        </p>
      </div>
    </div>
  );
}

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
function RefundList({ refunds }: { refunds: OrderRefund[] }) {
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
                {refund.status === 'processed' && ' · allow 5-7 working days to reach you'}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A button that fetches the invoice or credit note PDF with the session and saves it. */
function TaxDocumentButton({
  kind,
  link,
  label,
  pendingKind,
  onDownload,
}: {
  kind: TaxDocumentKind;
  link: TaxDocumentLink;
  label: string;
  pendingKind: TaxDocumentKind | undefined;
  onDownload: (kind: TaxDocumentKind, link: TaxDocumentLink) => void;
}) {
  const downloading = pendingKind === kind;
  return (
    <button
      type="button"
      className="btn-outline max-sm:w-full"
      onClick={() => onDownload(kind, link)}
      disabled={downloading}
      aria-busy={downloading}
    >
      {downloading ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <FileText size={16} aria-hidden />
      )}
      {label}
    </button>
  );
}

/** Basis points as the invoice writes the rate: 900 → '9%'. */
const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/**
 * The order's confirmation page, laid out like a receipt: number, payment id (copyable), date,
 * every line with what it cost, the coupon's discount and the total paid, and the next step for
 * each line (Start learning, Download).
 */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  const paid = order.status === 'paid';
  const charged = paid || order.status === 'refunded';
  const documents = useDownloadTaxDocument();
  const { billing, tax } = order;
  // On a phone the facts sit two to a row, the long ids across both, so Start learning stays in view.
  const facts: { label: string; value: ReactNode; wide?: boolean }[] = [
    {
      label: 'Order number',
      value: <span className="font-mono text-sm break-all">{order.orderNumber}</span>,
      wide: true,
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
    <div className="mx-auto max-w-3xl">
      <StatusBanner order={order} />

      <article
        aria-labelledby="receipt-heading"
        className="mt-8 overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card"
      >
        <header className="flex items-center gap-2 border-b border-dashed border-line bg-sand/60 px-5 py-4 sm:px-6">
          <Receipt size={18} className="text-accent-strong" aria-hidden />
          <h2 id="receipt-heading" className="text-lg font-semibold">
            Order summary
          </h2>
        </header>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 px-5 py-5 sm:px-6">
          {facts.map((fact) => (
            <div key={fact.label} className={`min-w-0 ${fact.wide ? 'col-span-2 sm:col-span-1' : ''}`}>
              <dt className="text-xs font-medium text-ink-muted">{fact.label}</dt>
              <dd className="mt-1 font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>

        <ul className="divide-y divide-line border-t border-line" aria-label="Items">
          {order.items.map((line, index) => (
            <li
              key={`${line.type}-${line.id ?? index}`}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:px-6"
            >
              <div className="flex min-w-0 items-center gap-4">
                <CoverImage
                  src={line.image ?? undefined}
                  alt=""
                  width={160}
                  height={line.type === 'course' ? 90 : 120}
                  className="w-16 shrink-0 rounded-lg sm:w-20"
                />
                <div className="min-w-0">
                  <p className="font-semibold [overflow-wrap:anywhere]">{line.title}</p>
                  <p className="mt-0.5 text-xs font-medium text-ink-muted">
                    {line.type === 'course' ? 'Video course' : 'Digital asset'}
                  </p>
                </div>
              </div>
              <p className="text-right whitespace-nowrap tabular-nums">
                <span className="sr-only">Paid: </span>
                <span className="font-display font-semibold">
                  {line.pricePaid === 0 ? 'Free' : formatRupees(line.pricePaid)}
                </span>
                {line.listPrice > line.pricePaid && (
                  <s
                    className="block text-xs text-ink-muted"
                    aria-label={`was ${formatRupees(line.listPrice)}`}
                  >
                    {formatRupees(line.listPrice)}
                  </s>
                )}
              </p>
              <div className="col-span-2 sm:col-span-1 sm:justify-self-end">
                <NextStep line={line} paid={paid} />
              </div>
            </li>
          ))}
        </ul>

        <div className="border-t border-dashed border-line px-5 py-5 text-sm sm:px-6">
          <dl className="space-y-2.5">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-soft">Subtotal</dt>
              <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
            </div>
            {order.discount > 0 && (
              <div className="flex items-baseline justify-between gap-4 text-success">
                <dt>
                  Discount
                  {order.couponCode && (
                    <>
                      {' '}
                      (<span className="font-mono font-semibold">{order.couponCode}</span>)
                    </>
                  )}
                </dt>
                <dd className="tabular-nums">−{formatRupees(order.discount)}</dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="font-semibold">{charged ? 'Total paid' : 'Total'}</dt>
              <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="order-total">
                {formatRupees(order.total)}
              </dd>
            </div>
          </dl>
          {tax && (
            <dl
              className="mt-3 space-y-1 text-xs text-ink-muted"
              aria-label="GST included"
              data-testid="order-tax"
            >
              <div className="flex items-baseline justify-between gap-4">
                <dt>Includes GST at {percent(tax.rateBasisPoints)}</dt>
                <dd className="tabular-nums">{formatRupees(tax.cgst + tax.sgst + tax.igst)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt>Taxable value</dt>
                <dd className="tabular-nums">{formatRupees(tax.taxable)}</dd>
              </div>
              {tax.igst > 0 ? (
                <div className="flex items-baseline justify-between gap-4">
                  <dt>IGST {percent(tax.rateBasisPoints)}</dt>
                  <dd className="tabular-nums">{formatRupees(tax.igst)}</dd>
                </div>
              ) : (
                <>
                  <div className="flex items-baseline justify-between gap-4">
                    <dt>CGST {percent(tax.rateBasisPoints / 2)}</dt>
                    <dd className="tabular-nums">{formatRupees(tax.cgst)}</dd>
                  </div>
                  <div className="flex items-baseline justify-between gap-4">
                    <dt>SGST {percent(tax.rateBasisPoints / 2)}</dt>
                    <dd className="tabular-nums">{formatRupees(tax.sgst)}</dd>
                  </div>
                </>
              )}
            </dl>
          )}
        </div>

        {(order.invoice ?? order.creditNote) && (
          <div className="flex flex-wrap gap-3 border-t border-line px-5 py-4 sm:px-6">
            {order.invoice && (
              <TaxDocumentButton
                kind="invoice"
                link={order.invoice}
                label="Download invoice (PDF)"
                pendingKind={documents.pendingKind}
                onDownload={documents.download}
              />
            )}
            {order.creditNote && (
              <TaxDocumentButton
                kind="credit-note"
                link={order.creditNote}
                label="Download credit note"
                pendingKind={documents.pendingKind}
                onDownload={documents.download}
              />
            )}
          </div>
        )}

        <RefundList refunds={order.refunds} />

        <footer className="border-t border-line bg-sand/40 px-5 py-4 text-sm text-ink-soft sm:px-6">
          Billed to <span className="font-medium text-ink">{order.buyer.name}</span> ·{' '}
          <span className="break-all">{order.buyer.email}</span>
        </footer>
      </article>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.purchases} className="btn-outline max-sm:flex-1">
          My Purchases
        </Link>
        <Link to={paths.allCourses} className="btn-primary max-sm:flex-1">
          Keep exploring
          <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
    </div>
  );
}
