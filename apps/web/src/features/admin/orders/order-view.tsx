import type { AdminOrderDetail } from '@academy/shared/admin-orders';
import type { TaxDocumentLink } from '@academy/shared/orders';
import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { ArrowLeft, FileText, LoaderCircle, Send } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useAdminOrder, useDownloadDocument, useResendReceipt } from '../api/orders';
import { AdminPageHeader } from '../components/admin-page';
import { OrderItemsPanel, OrderRefundsPanel, OrderTaxPanel } from './order-money-panels';
import { formatDateTime, OrderStatusBadge } from './order-parts';
import { OrderBuyerPanel, OrderPaymentPanel } from './order-people-panels';
import { RefundAction } from './refund-action';
import { refundMode } from './refund-mode';

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

/** Resend receipt (issue 26): the receipt and its invoice emailed to the buyer again. */
function ResendReceiptButton({ orderId }: { orderId: string }) {
  const resend = useResendReceipt(orderId);
  return (
    <button
      type="button"
      className="btn-outline"
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ message }) => notify.success(message, TOAST_DEFAULT_MS),
          onError: (error) =>
            notify.error(errorMessage(error, 'The receipt could not be sent again.'), TOAST_DEFAULT_MS),
        })
      }
    >
      {resend.isPending ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <Send size={16} aria-hidden />
      )}
      Resend receipt
    </button>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const mode = refundMode(order);

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
            {order.status === 'paid' && <ResendReceiptButton orderId={order.orderId} />}
            {order.creditNote && <DocumentButton document={order.creditNote} label="credit note" />}
            {mode && <RefundAction order={order} mode={mode} />}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderItemsPanel order={order} />
          <OrderTaxPanel order={order} />
          <OrderRefundsPanel order={order} />
        </div>

        <div className="space-y-6">
          <OrderBuyerPanel order={order} />
          <OrderPaymentPanel order={order} />
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
