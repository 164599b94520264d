import { z } from './zod';
import { optionalText, priceSchema, productRatingSchema, requiredText, rupeesSchema } from './catalogue-api';
import { paginationSchema } from './paging';

export const assetSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  fakePrice: z.number(),
  subTitle: z.string(),
  keyPoints: z.string(),
  description: z.string(),
  type: z.string(),
  fileSize: z.string(),
  format: z.string(),
  dimensions: z.string(),
  resolution: z.string(),
  license: z.string(),
  category: z.string(),
  image: z.array(z.string()),
  students: z.number(),
  instructorId: z.string().nullable(),
  instructorName: z.string(),
  date: z.string(),
  /** Its visible reviews' figures; null before its first review. */
  rating: productRatingSchema.nullable(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

/** SPEC §5: name, price and fakePrice are required; the rest is optional. */
export const assetInputSchema = z.object({
  name: requiredText('name', 200),
  price: priceSchema,
  fakePrice: rupeesSchema('fakePrice'),
  subTitle: optionalText('subTitle', 300),
  keyPoints: optionalText('keyPoints'),
  description: optionalText('description', 20000),
  type: optionalText('type', 100),
  fileSize: optionalText('fileSize', 50),
  format: optionalText('format', 100),
  dimensions: optionalText('dimensions', 100),
  resolution: optionalText('resolution', 100),
  license: optionalText('license', 300),
  category: optionalText('category', 100),
  downloadUrl: optionalText('downloadUrl', 2000),
  image: z
    .array(z.string().trim().min(1).max(2000), { error: 'image must be a list of URLs' })
    .max(12, 'image can have at most 12 pictures')
    .default([]),
  instructorName: z.string().trim().max(120).optional(),
  instructorId: z.unknown().optional(),
  students: z.unknown().optional(),
  date: z.unknown().optional(),
});
export type AssetInput = z.input<typeof assetInputSchema>;

/** Update: like create, except that leaving `downloadUrl` out keeps the stored file. */
export const assetUpdateInputSchema = assetInputSchema.extend({
  downloadUrl: z.string().trim().max(2000, 'downloadUrl must be at most 2000 characters').optional(),
});
export type AssetUpdateInput = z.input<typeof assetUpdateInputSchema>;

/** The admin edit form's view of an asset: the public summary plus the stored download URL. */
export const adminAssetDetailSchema = assetSummarySchema.extend({ downloadUrl: z.string() });
export type AdminAssetDetail = z.infer<typeof adminAssetDetailSchema>;

/* Response envelopes of the asset routes. */

export const assetListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(assetSummarySchema),
  pagination: paginationSchema,
});
export const assetSummariesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(assetSummarySchema),
});
export const assetDetailResponseSchema = z.object({ success: z.literal(true), data: assetSummarySchema });
export const adminAssetDetailResponseSchema = z.object({
  success: z.literal(true),
  data: adminAssetDetailSchema,
});
export const assetSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: assetSummarySchema,
});
