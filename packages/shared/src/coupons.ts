import { z } from 'zod';
import { COUPON_APPLICABLE_TO, COUPON_DISCOUNT_TYPES } from './catalogue';

/** A coupon as the home page's banner shows it (GET /api/coupons/active). Money in rupees. */
export const activeCouponSchema = z.object({
  code: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  /** Percent for 'percentage', rupees for 'fixed', 0 for 'free'. */
  discountValue: z.number(),
  maxDiscount: z.number().nullable(),
  minPurchaseAmount: z.number(),
  applicableTo: z.enum(COUPON_APPLICABLE_TO),
  expirationDate: z.string().nullable(),
});
export type ActiveCoupon = z.infer<typeof activeCouponSchema>;

export const activeCouponsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(activeCouponSchema),
});
