import type { AdminOrderDetail } from '@academy/shared/admin-orders';
import type { OrderRefund, TaxDocumentLink } from '@academy/shared/commerce';
import { ArrowLeft, FileText, LoaderCircle, RotateCcw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useAdminOrder, useDownloadDocument, useRefundOrder } from '../api/orders';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CopyableValue } from '@/components/ui/copyable-value';
import { formatDateTime, OrderStatusBadge, RefundStatusBadge } from './order-parts';

const GATEWAYS: Record<AdminOrderDetail['gateway'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox (test payments)',
  none: 'None: the order cost nothing',
};

const PAID_VIA: Record<NonNullable<AdminOrderDetail['paidVia']>, string> = {
  checkout: 'The checkout in the browser',
  webhook: "Razorpay's webhook",
  reconciliation: 'The reconciliation check',
  free: 'Nothing to pay',
};

const REFUND_REASONS: Record<OrderRefund['reason'], string> = {
  admin: 'Refunded by an admin',
  'duplicate-payment': 'A second payment for the same order',
  'order-closed': 'Paid after the order was closed',
  'already-owned': 'The buyer already owned everything in it',
  'coupon-used-up': 'The coupon was used up before the payment came',
};

/** A label and its value, in a definition list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 font-medium text-ink">{children}</dd>
    </div>
  );
}

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

function DocumentButton({ document, label }: { document: TaxDocumentLink; label: string }) {
  const download = useDownloadDocument();
  return (
    <button
      type="button"
      className="btn-outline"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() =>
        download.mutate(document, {
          onError: (error) => notify.error(errorMessage(error, `The ${label} could not be downloaded.`)),
        })
      }
    >
      {download.isPending ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <FileText size={16} aria-hidden />
      )}
      {label[0]?.toUpperCase()}
      {label.slice(1)} {document.number}
    </button>
  );
}

/**
 * What the Refund button does for this order: refund a paid order (money back, or only access
 * taken back when it cost nothing), try again a refund the gateway refused, or nothing.
 */
function refundMode(order: AdminOrderDetail): 'refund' | 'free' | 'retry' | null {
  if (order.status === 'paid') return order.total > 0 && order.paymentId ? 'refund' : 'free';
  const failed = order.refunds.some((refund) => refund.reason === 'admin' && refund.status === 'failed');
  return order.status === 'refunded' && failed ? 'retry' : null;
}

function RefundConsequences({ order, mode }: { order: AdminOrderDetail; mode: 'refund' | 'free' | 'retry' }) {
  const firstName = order.buyer.name.split(' ')[0] || 'The buyer';
  if (mode === 'retry') {
    return (
      <p>
        Razorpay refused the refund of {formatRupees(order.total)} last time. It is asked again; {firstName}{' '}
        is emailed when it goes through. Access stays removed.
      </p>
    );
  }
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {mode === 'refund' ? (
        <li>
          The whole amount, {formatRupees(order.total)}, goes back to {firstName} through Razorpay, to the
          card, UPI or account that paid. Banks usually take 5 to 7 working days.
        </li>
      ) : (
        <li>The order cost nothing, so no money goes back.</li>
      )}
      <li>
        {order.items.length === 1 ? 'Access to what was bought' : 'Access to everything in the order'} is
        removed at once.
      </li>
      {order.couponCode && (
        <li>
          The use of coupon <span className="font-mono font-semibold">{order.couponCode}</span> is given back.
        </li>
      )}
      {order.invoiceNumber && (
        <li>
          A credit note is issued against{' '}
          <span className="whitespace-nowrap">invoice {order.invoiceNumber}</span>.
        </li>
      )}
      {mode === 'refund' && <li>{firstName} is emailed about the refund.</li>}
    </ul>
  );
}

/** The Refund button and its confirmation. */
function RefundAction({ order, mode }: { order: AdminOrderDetail; mode: 'refund' | 'free' | 'retry' }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const refund = useRefundOrder(order.orderId);

  const confirm = () =>
    refund.mutate(note.trim() ? { note: note.trim() } : {}, {
      onSuccess: ({ message }) => {
        setOpen(false);
        setNote('');
        notify.success(message);
      },
    });

  const labels = {
    refund: { button: 'Refund', title: `Refund ${formatRupees(order.total)}?`, confirm: 'Refund order' },
    free: { button: 'Refund', title: 'Take back this free order?', confirm: 'Take back order' },
    retry: { button: 'Try the refund again', title: 'Try the refund again?', confirm: 'Try again' },
  }[mode];

  return (
    <>
      <button
        type="button"
        className="btn border border-danger/40 bg-white text-danger hover:border-danger"
        onClick={() => {
          refund.reset();
          setOpen(true);
        }}
      >
        <RotateCcw size={16} aria-hidden />
        {labels.button}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={labels.title}
        description={
          <>
            <RefundConsequences order={order} mode={mode} />
            {mode !== 'retry' && (
              <>
                <label htmlFor={noteId} className="mt-4 block text-sm font-medium text-ink">
                  Note (optional, for the records)
                </label>
                <textarea
                  id={noteId}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  maxLength={500}
                  rows={2}
                  disabled={refund.isPending}
                  className="field-input mt-1.5 resize-y py-2 text-sm"
                  placeholder="Why the order is refunded"
                />
              </>
            )}
          </>
        }
        confirmLabel={labels.confirm}
        cancelLabel={mode === 'retry' ? 'Not now' : 'Keep the order'}
        pending={refund.isPending}
        error={
          refund.error
            ? errorMessage(refund.error, 'The refund could not be started. Please try again.')
            : null
        }
        onConfirm={confirm}
      />
    </>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const mode = refundMode(order);
  const tax = order.tax;
  const intraState = tax ? tax.igst === 0 && tax.cgst + tax.sgst > 0 : false;
  const rate = tax ? tax.rateBasisPoints / 100 : 0;

  return (
    <>
      <AdminPageHeader
        title={`Order from ${order.buyer.name || order.buyer.email}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span>Placed {formatDateTime(order.createdAt)}</span>
          </span>
        }
        actions={
          <>
            {order.invoice && <DocumentButton document={order.invoice} label="invoice" />}
            {order.creditNote && <DocumentButton document={order.creditNote} label="credit note" />}
            {mode && <RefundAction order={order} mode={mode} />}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
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
        </div>

        <div className="space-y-6">
          <Panel title="Buyer and billing">
            <dl className="grid gap-4 text-sm">
              <Fact label="Name">{order.buyer.name || '—'}</Fact>
              <Fact label="Email">
                <span className="[overflow-wrap:anywhere]">{order.buyer.email}</span>
              </Fact>
              <Fact label="Place of supply">
                {order.billing.placeOfSupply}-{order.billing.placeOfSupplyName}
              </Fact>
              <Fact label="GSTIN">
                {order.billing.gstin ? (
                  <span className="font-mono">{order.billing.gstin}</span>
                ) : (
                  <span className="text-ink-soft">None (a private buyer)</span>
                )}
              </Fact>
              {order.billing.legalName && <Fact label="Registered name">{order.billing.legalName}</Fact>}
            </dl>
          </Panel>

          <Panel title="Payment">
            <dl className="grid gap-4 text-sm">
              <Fact label="Order number">
                <CopyableValue value={order.orderNumber} label="order number" />
              </Fact>
              <Fact label="Gateway">{GATEWAYS[order.gateway]}</Fact>
              {order.paymentId && (
                <Fact label="Payment ID">
                  <CopyableValue value={order.paymentId} label="payment ID" />
                </Fact>
              )}
              {order.gatewayOrderId && (
                <Fact label="Gateway order ID">
                  <CopyableValue value={order.gatewayOrderId} label="gateway order ID" />
                </Fact>
              )}
              <Fact label="Paid via">
                {order.paidVia ? PAID_VIA[order.paidVia] : order.paidAt ? 'Not recorded' : 'Not paid'}
              </Fact>
              {order.paidAt && <Fact label="Paid on">{formatDateTime(order.paidAt)}</Fact>}
              {order.invoiceNumber && (
                <Fact label="Invoice">
                  <span className="font-mono">{order.invoiceNumber}</span>
                </Fact>
              )}
              {order.creditNote && (
                <Fact label="Credit note">
                  <span className="font-mono">{order.creditNote.number}</span>
                </Fact>
              )}
            </dl>
          </Panel>
        </div>
      </div>
    </>
  );
}

/** /admin/orders/{orderId}: one order in full, with its documents and the Refund button. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const order = useAdminOrder(orderId);
  // Back to the register as it was left: the same search, filters and page.
  const listSearch = (location.state as { search?: unknown } | null)?.search;
  const back =
    typeof listSearch === 'string' && listSearch ? `${paths.admin.orders}?${listSearch}` : paths.admin.orders;

  return (
    <>
      <Link to={back} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
        <ArrowLeft size={16} aria-hidden />
        Orders
      </Link>
      <Loaded query={order} loading="Loading the order" failed="The order could not be loaded">
        {(data) => <OrderView order={data} />}
      </Loaded>
    </>
  );
}
