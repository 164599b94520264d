import { type AdminOrderRow, isCalendarDate } from '@academy/shared/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '@academy/shared/commerce';
import { pageCount } from '@academy/shared/paging';
import { FileSpreadsheet, LoaderCircle, ReceiptIndianRupee, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { type OrderSearch, orderSearchParams, useAdminOrders, useExportGstRegister } from '../api/orders';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { SelectInput, TextInput } from '../components/fields';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import {
  formatDateTime,
  formatDay,
  indianToday,
  ORDER_STATUS_LABELS,
  OrderStatusBadge,
  RefundStatusBadge,
} from './order-parts';

/** The register's search from the URL; anything malformed reads as no filter. */
function readSearch(params: URLSearchParams): OrderSearch {
  const status = params.get('status') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * The GST register's days: the filter's range, or this month so far. An open end is closed
 * with today, or with the first of the `to` day's month.
 */
function exportRange(search: OrderSearch): { from: string; to: string } {
  const to = search.to || indianToday();
  return { from: search.from || `${to.slice(0, 8)}01`, to };
}

const items = (order: AdminOrderRow) =>
  order.itemCount > 1 ? `${order.firstTitle} + ${order.itemCount - 1} more` : order.firstTitle || 'Order';

/** Admin → Orders: every order, searchable, with the GST register to export. */
export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const orders = useAdminOrders(search);
  const exportCsv = useExportGstRegister();
  const range = exportRange(search);
  const filtered = Boolean(search.q || search.status || search.from || search.to);

  const update = (change: Partial<OrderSearch>) =>
    setParams(orderSearchParams({ ...search, page: 1, ...change }));
  const clear = () => setParams(new URLSearchParams());
  const download = () =>
    exportCsv.mutate(range, {
      onError: (error) => notify.error(errorMessage(error, 'The GST register could not be exported.')),
    });

  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Every order, newest first. Search by the buyer's email, the order number, the payment ID or the invoice number."
        actions={
          <button
            type="button"
            className="btn-outline"
            onClick={download}
            disabled={
              exportCsv.isPending || (search.from !== '' && search.to !== '' && search.from > search.to)
            }
            aria-busy={exportCsv.isPending}
            title={`GST register, ${formatDay(range.from)} to ${formatDay(range.to)}`}
          >
            {exportCsv.isPending ? (
              <LoaderCircle size={16} className="animate-spin" aria-hidden />
            ) : (
              <FileSpreadsheet size={16} aria-hidden />
            )}
            Export CSV
          </button>
        }
      />

      <div className="mb-5 rounded-[var(--radius-card)] border border-line bg-white p-4">
        <SearchBox
          label="Search orders"
          placeholder="Email, order number, payment ID or invoice number"
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-end">
          <SelectInput
            label="Status"
            className="col-span-2 sm:col-span-1"
            value={search.status}
            onChange={(event) => update({ status: event.target.value as OrderSearch['status'] })}
            placeholder="Any status"
            options={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
          />
          <TextInput
            label="From"
            type="date"
            value={search.from}
            max={search.to || undefined}
            onChange={(event) => update({ from: event.target.value })}
          />
          <TextInput
            label="To"
            type="date"
            value={search.to}
            min={search.from || undefined}
            onChange={(event) => update({ to: event.target.value })}
          />
          {filtered && (
            <button type="button" className="btn-outline col-span-2 sm:col-span-1" onClick={clear}>
              <X size={16} aria-hidden />
              Clear filters
            </button>
          )}
        </div>
        <p className="mt-3 text-xs text-ink-muted">
          Dates are India&apos;s calendar days. Export CSV writes the GST register (invoices and credit notes)
          of {formatDay(range.from)} to {formatDay(range.to)}.
        </p>
      </div>

      <Loaded query={orders} loading="Loading orders" failed="The orders could not be loaded">
        {({ orders: rows, total, page, pageSize }) => {
          const pages = pageCount({ total, limit: pageSize });
          if (rows.length === 0) {
            return (
              <EmptyState icon={ReceiptIndianRupee} title={filtered ? 'No orders match' : 'No orders yet'}>
                <p>
                  {filtered
                    ? 'Try another email or number, or clear the filters.'
                    : 'When a student buys a course or an asset, the order appears here.'}
                </p>
              </EmptyState>
            );
          }
          return (
            <>
              <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
                {total === 1 ? '1 order' : `${total.toLocaleString('en-IN')} orders`}
              </p>
              <DataTable<AdminOrderRow>
                caption="Orders, newest first"
                dimmed={orders.isPlaceholderData}
                rows={rows}
                rowKey={(order) => order.orderId}
                columns={[
                  {
                    header: 'Order',
                    primary: true,
                    className: 'md:min-w-[14rem]',
                    cell: (order) => (
                      <Link
                        to={paths.admin.order(order.orderId)}
                        state={{ search: params.toString() }}
                        className="font-semibold text-ink underline decoration-line underline-offset-2 [overflow-wrap:anywhere] hover:decoration-ink"
                      >
                        {items(order)}
                      </Link>
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
                    cell: (order) => (
                      <span className="font-medium text-ink">{formatRupees(order.total)}</span>
                    ),
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
              <Pager
                label="Order pages"
                page={page}
                pages={pages}
                onPage={(next) => setParams(orderSearchParams({ ...search, page: next }))}
              >
                Page {page} of {pages} · {total.toLocaleString('en-IN')} {total === 1 ? 'order' : 'orders'}
              </Pager>
            </>
          );
        }}
      </Loaded>
    </>
  );
}
