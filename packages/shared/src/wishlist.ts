import { z } from './zod';

/*
 * The wishlist (issue 31): courses, assets and bundles a signed-in student saved for later, with
 * today's price. Products the student comes to own leave it by themselves. Money is rupees.
 */

export const WISHLIST_PRODUCT_TYPES = ['course', 'asset', 'bundle'] as const;
export type WishlistProductType = (typeof WISHLIST_PRODUCT_TYPES)[number];

/** The most products one wishlist holds: a page's worth, like the cart. */
export const WISHLIST_MAX_ITEMS = 100;

/** `PUT` and `DELETE /wishlist/:productType/:productId`. */
export const wishlistParamsSchema = z.object({
  productType: z.enum(WISHLIST_PRODUCT_TYPES, { error: 'productType must be course, asset or bundle' }),
  productId: z.uuid('productId must be a valid id'),
});
export type WishlistParams = z.infer<typeof wishlistParamsSchema>;

/**
 * One saved product as the wishlist page shows it. `price` is today's (a bundle's is what it costs
 * this student); `bestPrice` is lower when a coupon on the home page's banner applies to it, and
 * `couponCode` names that coupon. `savedPrice` is what it cost, coupon included, when the student
 * saved it or was last told of a drop.
 */
export const wishlistItemSchema = z.object({
  type: z.enum(WISHLIST_PRODUCT_TYPES),
  id: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.string(),
  price: z.number(),
  bestPrice: z.number(),
  couponCode: z.string().nullable(),
  savedPrice: z.number(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Every call answers the wishlist as it now is, newest saved first. */
export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ items: z.array(wishlistItemSchema) }),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
