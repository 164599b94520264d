import { isCalendarDate } from '@academy/shared/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '@academy/shared/orders';
import { pageCount } from '@academy/shared/paging';
import { FileSpreadsheet, LoaderCircle, ReceiptIndianRupee } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/load-state';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { type OrderSearch, orderSearchParams, useAdminOrders, useExportGstRegister } from '../api/orders';
import { AdminPageHeader } from '../components/admin-page';
import { Pager } from '../components/pager';
import { OrderFilters } from './order-filters';
import { formatDay, indianToday } from './order-parts';
import { OrdersTable } from './orders-table';

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

      <OrderFilters search={search} range={range} filtered={filtered} update={update} clear={clear} />

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
              <OrdersTable orders={rows} dimmed={orders.isPlaceholderData} listSearch={params.toString()} />
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
