import { ChevronRight, LoaderCircle, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messageWith, useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { useOrders } from '../api/get-order';
import { useOrderDay } from '../lib/order-dates';

/**
 * Purchases' "Orders": every paid order (refunded ones marked), newest first, each with its
 * invoice number and linking to its confirmation page.
 * Shown only when there is one; its loading and failure stay quiet (the purchases above are
 * what the page is for).
 */
export function OrdersList({ userId }: { userId: string }) {
  const orders = useOrders(userId);
  const t = useT();
  const formatDay = useOrderDay();
  const rows = orders.data?.pages.flatMap((page) => page.data) ?? [];
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="orders-heading" className="mt-12">
      <h2 id="orders-heading" className="text-2xl font-semibold">
        {t('order.listTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('order.listIntro')}</p>
      <ul className="mt-5 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card">
        {rows.map((order) => {
          const more = order.itemCount - 1;
          const title = <span translate="no">{order.firstTitle}</span>;
          const summary =
            more > 0
              ? messageWith((slot) => t('order.summaryMore', { title: slot, count: more }), title)
              : title;
          return (
            <li key={order.orderId}>
              <Link
                to={paths.order(order.orderId)}
                className="flex items-center gap-4 px-5 py-4 hover:bg-sand/50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-ink-soft">
                  <ReceiptText size={18} aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-semibold [overflow-wrap:anywhere]">{summary}</span>
                  <span className="mt-0.5 block text-xs text-ink-muted">
                    <time dateTime={order.paidAt}>{formatDay(order.paidAt)}</time>
                    {order.invoiceNumber && (
                      <>
                        {' · '}
                        <span className="whitespace-nowrap">
                          {messageWith(
                            (slot) => t('order.invoiceNumber', { number: slot }),
                            <span translate="no">{order.invoiceNumber}</span>,
                          )}
                        </span>
                      </>
                    )}
                    {order.couponCode && (
                      <>
                        {' · '}
                        <span translate="no">{order.couponCode}</span>
                      </>
                    )}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  {order.status === 'refunded' && (
                    <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-strong">
                      {t('order.refunded')}
                    </span>
                  )}
                  <span className="font-display font-semibold whitespace-nowrap tabular-nums">
                    {order.total === 0 ? t('price.free') : formatRupees(order.total)}
                  </span>
                </span>
                <ChevronRight size={18} className="shrink-0 text-ink-muted" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
      {orders.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className="btn-outline"
            onClick={() => void orders.fetchNextPage()}
            disabled={orders.isFetchingNextPage}
            aria-busy={orders.isFetchingNextPage}
          >
            {orders.isFetchingNextPage && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
            {t('order.showMore')}
          </button>
        </div>
      )}
    </section>
  );
}
