import { z } from './zod';
import { paginationSchema } from './paging';

/** Wire shapes of purchases and downloads (SPEC §3, §7). Money is rupees on the wire. */

const id = (field: string) => z.uuid(`${field} must be a valid id`);

export const coursePurchaseParamsSchema = z.object({ courseId: id('courseId'), userId: id('userId') });
export const assetPurchaseParamsSchema = z.object({ assetId: id('assetId'), userId: id('userId') });

/** 200 `data: true` when bought; 404 when not (SPEC §7). */
export const purchaseInfoResponseSchema = z.object({ success: z.literal(true), data: z.literal(true) });

export const ENTITLEMENT_SOURCES = ['purchase', 'manual'] as const;

export const purchasedCourseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.string(),
  instructorName: z.string(),
  lectures: z.number(),
  /** How many of the course's lectures the student has watched (a Rewatch sets it back to 0). */
  viewedLectures: z.number(),
  /** The certificate earned by completing the course, once: a Rewatch does not take it back. */
  certificateNumber: z.string().nullable(),
  /** What was paid, in rupees; 0 for manual access. */
  price: z.number(),
  purchasedAt: z.string(),
  source: z.enum(ENTITLEMENT_SOURCES),
});
export type PurchasedCourse = z.infer<typeof purchasedCourseSchema>;

export const purchasedAssetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  type: z.string(),
  category: z.string(),
  price: z.number(),
  purchasedAt: z.string(),
  source: z.enum(ENTITLEMENT_SOURCES),
});
export type PurchasedAsset = z.infer<typeof purchasedAssetSchema>;

export const purchasedCoursesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(purchasedCourseSchema),
  pagination: paginationSchema,
});
export const purchasedAssetsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(purchasedAssetSchema),
  pagination: paginationSchema,
});

/* Downloads */

export const assetDownloadParamsSchema = z.object({ assetId: id('assetId') });

/** A short-lived link that saves the file as `filename` (Content-Disposition: attachment). */
export const assetDownloadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), filename: z.string(), expiresAt: z.string() }),
});
