import { Price } from '@/components/catalogue/price';
import { formatRupees } from '@/lib/money';
import type { AppliedCoupon } from '../api/apply-coupon';
import { useT } from '@/lib/i18n';

/**
 * A product's price, and once a coupon is applied, the price after it with the price before
 * struck through and the coupon's saving beside them.
 */
export function CouponPrice({
  price,
  fakePrice,
  coupon,
  size = 'md',
}: {
  price: number;
  fakePrice: number;
  coupon: AppliedCoupon | null;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  if (!coupon) return <Price price={price} fakePrice={fakePrice} size={size} />;
  const large = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={`font-display font-semibold ${large ? 'text-3xl' : 'text-lg'}`}>
        {coupon.finalAmount === 0 ? t('price.free') : formatRupees(coupon.finalAmount)}
      </span>
      <s
        className={`text-ink-muted ${large ? 'text-lg' : 'text-sm'}`}
        aria-label={t('price.was', { price: formatRupees(price) })}
      >
        {formatRupees(price)}
      </s>
      <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-success">
        {coupon.code} · {t('offer.amount', { amount: formatRupees(coupon.discount) })}
      </span>
    </p>
  );
}
