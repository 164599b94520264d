import type { AdminOrderRow } from '@academy/shared/admin-orders';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { DataTable } from '../components/data-table';
import { formatDateTime, OrderStatusBadge, RefundStatusBadge } from './order-parts';

const items = (order: AdminOrderRow) =>
  order.itemCount > 1 ? `${order.firstTitle} + ${order.itemCount - 1} more` : order.firstTitle || 'Order';

/**
 * One page of the Orders register. Each order links to its page, which is handed `listSearch`
 * (the register's query string) to come back to the same search.
 */
export function OrdersTable({
  orders,
  dimmed,
  listSearch,
}: {
  orders: AdminOrderRow[];
  dimmed: boolean;
  listSearch: string;
}) {
  return (
    <DataTable<AdminOrderRow>
      caption="Orders, newest first"
      dimmed={dimmed}
      rows={orders}
      rowKey={(order) => order.orderId}
      columns={[
        {
          header: 'Order',
          primary: true,
          className: 'md:min-w-[14rem]',
          cell: (order) => (
            <span className="block min-w-0">
              <Link
                to={paths.admin.order(order.orderId)}
                state={{ search: listSearch }}
                className="font-semibold text-ink underline decoration-line underline-offset-2 [overflow-wrap:anywhere] hover:decoration-ink"
              >
                {items(order)}
              </Link>
              <span className="block font-mono text-xs text-ink-muted">{order.orderNumber}</span>
            </span>
          ),
        },
        {
          header: 'Buyer',
          cell: (order) => (
            <span className="block min-w-0">
              <span className="block font-medium text-ink">{order.buyer.name}</span>
              <span className="block text-xs break-words text-ink-muted">{order.buyer.email}</span>
            </span>
          ),
        },
        {
          header: 'Date',
          cell: (order) => (
            <time dateTime={order.createdAt} className="whitespace-nowrap">
              {formatDateTime(order.createdAt)}
            </time>
          ),
        },
        {
          header: 'Total',
          numeric: true,
          cell: (order) => <span className="font-medium text-ink">{formatRupees(order.total)}</span>,
        },
        {
          header: 'Status',
          cell: (order) => (
            <span className="inline-flex flex-wrap gap-1">
              <OrderStatusBadge status={order.status} />
              {order.refundStatus && order.refundStatus !== 'processed' && (
                <RefundStatusBadge status={order.refundStatus} />
              )}
            </span>
          ),
        },
        {
          header: 'Invoice',
          cell: (order) =>
            order.invoiceNumber ? (
              <span className="font-mono text-xs whitespace-nowrap">{order.invoiceNumber}</span>
            ) : (
              <span className="text-ink-muted">—</span>
            ),
        },
      ]}
    />
  );
}
