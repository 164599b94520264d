import { z } from './zod';
import { optionalText, priceSchema, requiredText } from './catalogue-api';
import { pageQueryFields, paginationSchema } from './paging';

/*
 * Bundles (issue 31): kits of courses and digital assets at one price below the sum of theirs.
 * A buyer who owns some items already pays only for the rest (`priceForYou`).
 */

/** The most products one bundle may hold. */
export const MAX_BUNDLE_ITEMS = 50;

const productIds = (field: string) =>
  z
    .array(z.uuid(`${field} must hold valid ids`), { error: `${field} must be a list of ids` })
    .max(MAX_BUNDLE_ITEMS, `${field} can hold at most ${MAX_BUNDLE_ITEMS} ids`)
    .refine((ids) => new Set(ids).size === ids.length, `${field} names an item twice`)
    .default([]);

/**
 * `POST /admin/bundles` and `PUT /admin/bundles/:id`. Two items or more, and a price below the
 * sum of theirs, the server checks against today's prices (400 naming `courseIds` or `price`).
 */
export const bundleInputSchema = z.object({
  title: requiredText('title', 200),
  description: optionalText('description', 5000),
  image: optionalText('image', 2000),
  courseIds: productIds('courseIds'),
  assetIds: productIds('assetIds'),
  price: priceSchema,
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).default(false),
});
export type BundleInput = z.input<typeof bundleInputSchema>;

export const BUNDLE_ITEM_TYPES = ['course', 'asset'] as const;
export type BundleItemType = (typeof BUNDLE_ITEM_TYPES)[number];

/** One product of a bundle, at today's price (rupees). */
export const bundleItemSchema = z.object({
  type: z.enum(BUNDLE_ITEM_TYPES),
  id: z.string(),
  title: z.string(),
  price: z.number(),
  image: z.string(),
  /** Signed in: whether the caller owns it already (it is then not charged). */
  owned: z.boolean().optional(),
});
export type BundleItem = z.infer<typeof bundleItemSchema>;

/**
 * A bundle as the store shows it. `listPrice` is what its items cost one by one today;
 * `priceForYou` (signed in) is `price` × the list prices of the items the caller does not own ÷
 * those of all items, to the rupee: 0 when they own every one.
 */
export const bundleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number(),
  listPrice: z.number(),
  isPublished: z.boolean(),
  date: z.string(),
  items: z.array(bundleItemSchema),
  priceForYou: z.number().optional(),
});
export type Bundle = z.infer<typeof bundleSchema>;

/**
 * `GET /bundles`: the bundles on sale, newest first, a page at a time; with `courseId` or
 * `assetId`, those holding that product ("Get it in a kit" on its page).
 */
export const bundleListQuerySchema = z.object({
  ...pageQueryFields,
  courseId: z.uuid('courseId must be a valid id').optional(),
  assetId: z.uuid('assetId must be a valid id').optional(),
});

/** `GET /admin/bundles`: every bundle, newest first; `q` finds a title. */
export const adminBundleListQuerySchema = z.object({
  ...pageQueryFields,
  q: z
    .string()
    .trim()
    .max(200, 'q must be at most 200 characters')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});

export const bundleResponseSchema = z.object({ success: z.literal(true), data: bundleSchema });
export const bundleSavedResponseSchema = bundleResponseSchema.extend({ message: z.string() });
export const bundleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(bundleSchema),
  pagination: paginationSchema,
});
