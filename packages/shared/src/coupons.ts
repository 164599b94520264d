import { z } from './zod';
import { COUPON_APPLICABLE_TO, COUPON_DISCOUNT_TYPES } from './catalogue';
import { paginationSchema } from './paging';

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

/** A coupon as the admin area sees it (SPEC §3 Coupon). Money in rupees. */
export const couponSchema = activeCouponSchema.extend({
  _id: z.string(),
  usageLimit: z.number().nullable(),
  usedCount: z.number(),
  eligibleProducts: z.array(z.string()),
  /** Listed on the home page's banner; other codes are shared privately. */
  showOnBanner: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

const optionalNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(10_000_000, `${field} is too large`)
    .nullable()
    .optional();

/**
 * SPEC §5 Coupon form: numbers arrive as numbers, eligible product ids as a list. The rules
 * that tie fields together (a percentage from 1 to 100, a positive fixed amount) are the
 * server's, which names the field it refuses.
 */
export const couponInputSchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, 'code is required')
    .max(40, 'code must be at most 40 characters'),
  discountType: z.enum(COUPON_DISCOUNT_TYPES, {
    error: `discountType must be one of ${COUPON_DISCOUNT_TYPES.join(', ')}`,
  }),
  discountValue: z
    .number({ error: 'discountValue must be a number' })
    .min(0, 'discountValue cannot be negative')
    .max(10_000_000, 'discountValue is too large')
    .default(0),
  maxDiscount: optionalNumber('maxDiscount'),
  minPurchaseAmount: optionalNumber('minPurchaseAmount'),
  usageLimit: optionalNumber('usageLimit'),
  expirationDate: z.union([z.string().trim().max(40), z.null()]).optional(),
  applicableTo: z
    .enum(COUPON_APPLICABLE_TO, { error: `applicableTo must be one of ${COUPON_APPLICABLE_TO.join(', ')}` })
    .default('all'),
  eligibleProducts: z
    .array(z.uuid('eligibleProducts must be a list of course or asset ids'), {
      error: 'eligibleProducts must be a list of ids',
    })
    .max(500, 'eligibleProducts can have at most 500 ids')
    .default([]),
  /** Only a coupon marked so is listed on the home page's banner (issue 12): a code is private by default. */
  showOnBanner: z.boolean({ error: 'showOnBanner must be true or false' }).default(false),
});
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponResponseSchema = z.object({ success: z.literal(true), data: couponSchema });
export const couponSavedResponseSchema = couponResponseSchema.extend({ message: z.string() });
/** `GET /admin/coupon/all`: a page of coupons (adminCouponListQuerySchema). */
export const couponsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(couponSchema),
  pagination: paginationSchema,
});

/**
 * SPEC §7 `POST /admin/coupon/apply`: the discount `code` takes off one asset (`assetId`, the
 * spec's payload), one course (`courseId`) or the caller's cart (`cart: true`); exactly one of
 * them, priced for the caller or, with `gift: true`, as a gift. `purchaseAmount` is read and
 * ignored: the server prices the products itself.
 */
export const couponApplySchema = z
  .object({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .min(1, 'code is required')
      .max(40, 'code must be at most 40 characters'),
    assetId: z.uuid('assetId must be a valid id').optional(),
    courseId: z.uuid('courseId must be a valid id').optional(),
    bundleId: z.uuid('bundleId must be a valid id').optional(),
    cart: z.literal(true, { error: 'cart must be true (the caller’s cart)' }).optional(),
    /** Issue 31: priced as a gift, whole, whatever the caller owns. */
    gift: z.boolean({ error: 'gift must be true or false' }).optional(),
    purchaseAmount: z.unknown().optional(),
  })
  .refine(
    (body) =>
      [body.assetId, body.courseId, body.bundleId, body.cart].filter((target) => target !== undefined)
        .length === 1,
    { error: 'Send exactly one of assetId, courseId, bundleId or cart: true' },
  );
export type CouponApplyInput = z.input<typeof couponApplySchema>;

/** SPEC §3 Coupon result, plus the price after the discount. Rupees. */
export const couponApplyResponseSchema = z.object({
  success: z.literal(true),
  discount: z.number(),
  code: z.string(),
  message: z.string(),
  finalAmount: z.number(),
});

/**
 * `GET /admin/coupon/{code}`: any text; the server matches it case-insensitively and answers 404
 * for a code it does not know, however it is written.
 */
export const couponCodeParamSchema = z.object({ code: z.string().max(200, 'code is too long') });

/** `PATCH /admin/coupon/{id}`: what an admin may change on an existing coupon. */
export const couponUpdateSchema = z.object(
  { showOnBanner: z.boolean({ error: 'showOnBanner must be true or false' }) },
  { error: 'Send { showOnBanner: true | false }' },
);
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

export const bannerChangedMessage = (showOnBanner: boolean) =>
  showOnBanner ? 'Coupon shown on the home page banner' : 'Coupon taken off the home page banner';

/** `DELETE /admin/coupon/{id}`: an id that is not one of ours names no coupon (404, not 400). */
export const couponIdParamSchema = z.object({ id: z.string().max(200, 'id is too long') });
