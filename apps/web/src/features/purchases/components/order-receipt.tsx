import type { OrderDetail } from '@academy/shared/orders';
import { ArrowRight, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messageWith, useT } from '@/lib/i18n';
import { RefundList } from './order-refunds';
import { StatusBanner } from './order-status-banner';
import { ReceiptFacts } from './receipt-facts';
import { ReceiptLines } from './receipt-lines';
import { ReceiptTotals, TaxDocuments } from './receipt-totals';

/**
 * The order's confirmation page, laid out like a receipt: number, payment id (copyable), date,
 * every line with what it cost, the coupon's discount and the total paid, and the next step for
 * each line (Start learning, Download).
 */
export function OrderReceipt({
  order,
  children,
}: {
  order: OrderDetail;
  /** What another feature says about the order, between its status and its receipt (a gift). */
  children?: ReactNode;
}) {
  const paid = order.status === 'paid';
  const charged = paid || order.status === 'refunded';
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <StatusBanner order={order} />

      {children}

      <article
        aria-labelledby="receipt-heading"
        className="mt-8 overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card"
      >
        <header className="flex items-center gap-2 border-b border-dashed border-line bg-sand/60 px-5 py-4 sm:px-6">
          <Receipt size={18} className="text-accent-strong" aria-hidden />
          <h2 id="receipt-heading" className="text-lg font-semibold">
            {t('cart.summary')}
          </h2>
        </header>

        <ReceiptFacts order={order} charged={charged} />

        <ReceiptLines items={order.items} opens={paid && !order.isGift} />

        <ReceiptTotals order={order} charged={charged} />

        <TaxDocuments order={order} />

        <RefundList refunds={order.refunds} />

        <footer className="border-t border-line bg-sand/40 px-5 py-4 text-sm text-ink-soft sm:px-6">
          {messageWith(
            (name) => t('receipt.billedTo', { name }),
            <span translate="no" className="font-medium text-ink">
              {order.buyer.name}
            </span>,
          )}
          {' · '}
          <span translate="no" className="break-all">
            {order.buyer.email}
          </span>
        </footer>
      </article>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.purchases} className="btn-outline max-sm:flex-1">
          {t('menu.myPurchases')}
        </Link>
        <Link to={paths.allCourses} className="btn-primary max-sm:flex-1">
          {t('receipt.keepExploring')}
          <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
    </div>
  );
}
