import { LoaderCircle, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/money';
import { RefundTerms } from '@/components/legal/refund-terms';
import { type CartRow, totalPrice } from './cart-rows';
import { useT } from '@/lib/i18n';

/** A coupon the server priced on this cart: what it takes off and the total after it. */
export type CartDiscount = { code: string; discount: number; finalAmount: number };

/**
 * The cart's three totals and 'Proceed to Checkout'. `couponBox` sits under the totals, then the
 * optional `gstInvoice` details; an applied `discount` adds its line and the Grand Total after it.
 */
export function OrderSummary({
  rows,
  discount,
  couponBox,
  gstInvoice,
  checkoutProblem,
  giftButton,
  onProceed,
  checkoutPending,
  removing,
}: {
  rows: CartRow[];
  discount: CartDiscount | null;
  couponBox: ReactNode;
  gstInvoice: ReactNode;
  checkoutProblem?: ReactNode;
  giftButton?: ReactNode;
  onProceed: () => void;
  checkoutPending: boolean;
  /** A row is being removed: the checkout waits for the cart it leaves. */
  removing: boolean;
}) {
  const t = useT();
  const totals = [
    { label: t('cart.coursesTotal'), value: totalPrice(rows.filter((row) => row.kind === 'course')) },
    { label: t('cart.assetsTotal'), value: totalPrice(rows.filter((row) => row.kind === 'asset')) },
    // Issue 31: a third line, only for a cart that holds a bundle.
    ...(rows.some((row) => row.kind === 'bundle')
      ? [{ label: t('cart.bundlesTotal'), value: totalPrice(rows.filter((row) => row.kind === 'bundle')) }]
      : []),
  ];
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card lg:sticky lg:top-28"
    >
      <h2 id="cart-summary-heading" className="text-xl font-semibold">
        {t('cart.summary')}
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        {totals.map((total) => (
          <div key={total.label} className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-soft">{total.label}</dt>
            <dd className="font-medium tabular-nums">{formatRupees(total.value)}</dd>
          </div>
        ))}
        {discount && (
          <div className="flex items-baseline justify-between gap-4 text-success">
            <dt>
              {t('coupon.label')} <span className="font-mono font-semibold">{discount.code}</span>
            </dt>
            <dd className="font-medium tabular-nums" data-testid="cart-discount">
              −{formatRupees(discount.discount)}
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
          <dt className="font-semibold">{t('cart.grandTotal')}</dt>
          <dd className="flex items-baseline gap-2">
            {discount && (
              <s
                className="text-sm text-ink-muted tabular-nums"
                aria-label={t('price.was', { price: formatRupees(totalPrice(rows)) })}
              >
                {formatRupees(totalPrice(rows))}
              </s>
            )}
            <span className="font-display text-2xl font-semibold tabular-nums" data-testid="cart-grand-total">
              {formatRupees(discount ? discount.finalAmount : totalPrice(rows))}
            </span>
          </dd>
        </div>
      </dl>
      {rows.length > 0 && couponBox && <div className="mt-5">{couponBox}</div>}
      {rows.length > 0 && gstInvoice && <div className="mt-3">{gstInvoice}</div>}
      <button
        type="button"
        className="btn-accent mt-6 w-full py-3"
        onClick={onProceed}
        disabled={checkoutPending || removing}
        aria-busy={checkoutPending}
      >
        {checkoutPending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
        {t('cart.proceed')}
      </button>
      {giftButton && <div className="mt-3 flex justify-center">{giftButton}</div>}
      <RefundTerms className="mt-3 text-center" />
      {checkoutProblem}
      <p className="mt-4 flex items-start gap-2 text-xs text-ink-muted">
        <Lock size={14} className="mt-0.5 shrink-0" aria-hidden />
        {t('cart.pricesChecked')}
      </p>
    </aside>
  );
}
