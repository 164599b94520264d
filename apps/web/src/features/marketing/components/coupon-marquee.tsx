import type { ActiveCoupon } from '@academy/shared/coupons';
import { TicketPercent } from 'lucide-react';
import { formatRupees } from '@/lib/money';

const scope = { all: 'everything', courses: 'courses', digitalAsset: 'digital assets' } as const;

export function describeCoupon(coupon: ActiveCoupon): string {
  const amount =
    coupon.discountType === 'percentage'
      ? `${coupon.discountValue}% off${coupon.maxDiscount ? ` (up to ${formatRupees(coupon.maxDiscount)})` : ''}`
      : coupon.discountType === 'fixed'
        ? `${formatRupees(coupon.discountValue)} off`
        : 'free access';
  const minimum = coupon.minPurchaseAmount > 0 ? ` above ${formatRupees(coupon.minPurchaseAmount)}` : '';
  return `Use code ${coupon.code} for ${amount} on ${scope[coupon.applicableTo]}${minimum}`;
}

/** SPEC §2 Home: the banner of active coupons, scrolling. */
export function CouponMarquee({ coupons }: { coupons: ActiveCoupon[] }) {
  if (coupons.length === 0) return null;
  const items = Array.from({ length: Math.max(2, Math.ceil(6 / coupons.length)) }, () => coupons).flat();
  return (
    <section aria-label="Offers" className="overflow-hidden bg-accent py-3 text-white">
      <ul className="flex w-max animate-[marquee_40s_linear_infinite] gap-10 hover:[animation-play-state:paused]">
        {[...items, ...items].map((coupon, index) => (
          <li
            key={`${coupon.code}-${index}`}
            className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap"
            aria-hidden={index >= coupons.length}
          >
            <TicketPercent size={18} aria-hidden />
            {describeCoupon(coupon)}
          </li>
        ))}
      </ul>
    </section>
  );
}
