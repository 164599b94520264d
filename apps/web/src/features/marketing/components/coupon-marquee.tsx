import type { ActiveCoupon } from '@academy/shared/coupons';
import { TicketPercent } from 'lucide-react';
import { messageWith, type Translate, useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { useWhenIdle } from '@/lib/use-when-idle';

const scope = {
  all: 'offer.onEverything',
  courses: 'offer.onCourses',
  digitalAsset: 'offer.onAssets',
  bundles: 'offer.onBundles',
} as const;

/** The offer in words; `code` stands for the code where the sentence places it. */
export function describeCoupon(t: Translate, coupon: ActiveCoupon, code: string): string {
  const amount =
    coupon.discountType === 'percentage'
      ? coupon.maxDiscount
        ? t('offer.percentUpTo', { percent: coupon.discountValue, max: formatRupees(coupon.maxDiscount) })
        : t('price.off', { percent: coupon.discountValue })
      : coupon.discountType === 'fixed'
        ? t('offer.amount', { amount: formatRupees(coupon.discountValue) })
        : t('offer.freeAccess');
  const values = { code, amount, scope: t(scope[coupon.applicableTo]) };
  return coupon.minPurchaseAmount > 0
    ? t('offer.lineAbove', { ...values, minimum: formatRupees(coupon.minPurchaseAmount) })
    : t('offer.line', values);
}

/**
 * SPEC §2 Home: the banner of active coupons, scrolling. It scrolls round on a second copy of its
 * line, which only the browser draws, once the page is in and it is idle (as the testimonials).
 */
export function CouponMarquee({ coupons }: { coupons: ActiveCoupon[] }) {
  const t = useT();
  const looping = useWhenIdle();
  if (coupons.length === 0) return null;
  const items = Array.from({ length: Math.max(2, Math.ceil(6 / coupons.length)) }, () => coupons).flat();
  return (
    <section aria-label={t('offer.label')} className="overflow-hidden bg-accent py-3 text-white">
      <ul
        className={`flex w-max gap-10 hover:[animation-play-state:paused] ${looping ? 'animate-[marquee_40s_linear_infinite]' : ''}`}
      >
        {(looping ? [...items, ...items] : items).map((coupon, index) => (
          <li
            key={`${coupon.code}-${index}`}
            className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap"
            aria-hidden={index >= coupons.length}
          >
            <TicketPercent size={18} aria-hidden />
            {messageWith(
              (code) => describeCoupon(t, coupon, code),
              <span translate="no">{coupon.code}</span>,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
