import { z } from './zod';

/** Wire shapes of the cart (SPEC §3, §7). Money is rupees on the wire. */

const id = (field: string) => z.uuid(`${field} must be a valid id`);

/**
 * The most lines a cart holds, courses and assets together: a page's worth, so the cart page
 * and the checkout stay bounded (a store's carts hold a handful; Shopify stops at 500 lines).
 */
export const CART_MAX_ITEMS = 100;

export const cartCourseAddSchema = z.object({ userId: id('userId'), courseId: id('courseId') });
export const cartAssetAddSchema = z.object({ userId: id('userId'), assetId: id('assetId') });
export const cartBundleAddSchema = z.object({ userId: id('userId'), bundleId: id('bundleId') });
export const userIdParamSchema = z.object({ userId: id('userId') });

export const cartCourseSchema = z.object({
  courseId: z.object({
    _id: z.string(),
    title: z.string(),
    image: z.string(),
    category: z.string(),
    price: z.number(),
  }),
});
export const cartAssetSchema = z.object({
  assetId: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.array(z.string()),
    type: z.string(),
    category: z.string(),
    price: z.number(),
  }),
});
/** Issue 31: a bundle in the cart, at what it costs this student (the items they own are not charged). */
export const cartBundleSchema = z.object({
  bundleId: z.object({
    _id: z.string(),
    title: z.string(),
    image: z.string(),
    price: z.number(),
    /** The kit's own price, whatever the student owns: what it costs given as a gift. */
    wholePrice: z.number(),
    listPrice: z.number(),
    /** How many items it holds. */
    items: z.number().int(),
  }),
});
export const cartSchema = z.object({
  courses: z.array(cartCourseSchema),
  digitalAssets: z.array(cartAssetSchema),
  bundles: z.array(cartBundleSchema),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartCourse = z.infer<typeof cartCourseSchema>;
export type CartAsset = z.infer<typeof cartAssetSchema>;
export type CartBundle = z.infer<typeof cartBundleSchema>;

/** Every cart call answers the cart as it now is, so the badge updates from the answer. */
export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: cartSchema,
});
