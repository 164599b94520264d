import { z } from './zod';
import { requiredText } from './catalogue-api';
import { ADMIN_PAGE_SIZE, pageQueryFields, paginationSchema } from './paging';
import { REVIEW_PRODUCT_TYPES, REVIEW_SORTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './review-rules';

/*
 * Issue 30: verified reviews of courses and digital assets. Only an owner (a buyer, or a
 * student an admin granted it to) reviews; one review per owner per product.
 */

const productTypeSchema = z.enum(REVIEW_PRODUCT_TYPES, { error: 'productType must be course or asset' });
const productIdSchema = z.uuid('productId must be a valid id');

export const reviewListQuerySchema = z.object({
  productType: productTypeSchema,
  productId: productIdSchema,
  page: pageQueryFields.page.default(1),
  sort: z.enum(REVIEW_SORTS, { error: 'sort must be newest, highest or lowest' }).default('newest'),
  /**
   * `data.nextCursor` of the page before: the ten reviews after it in this order, read from the
   * index without counting through the ones before (`page` is then not read).
   */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'after must be the nextCursor of an earlier page')
    .optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** How many reviews gave each number of stars. */
export const reviewDistributionSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});

/** The visible reviews of one product: their average to one decimal (null without any), count and spread. */
export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: reviewDistributionSchema,
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The academy's answer under a review. */
export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string() });

/** A review as anyone may read it: the author's first name and last initial, never their email or id. */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  author: z.object({ name: z.string() }),
  createdAt: z.string(),
  verified: z.literal(true),
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /reviews/mine`: which product's review the caller asks for. */
export const myReviewQuerySchema = reviewListQuerySchema.pick({ productType: true, productId: true });
export type MyReviewQuery = z.infer<typeof myReviewQuerySchema>;

/** The caller's own review of a product, hidden or not (the author is told when it is), or null. */
export const myReviewResponseSchema = z.object({
  success: z.literal(true),
  data: reviewSchema.extend({ hidden: z.boolean() }).nullable(),
});
export type MyReview = NonNullable<z.infer<typeof myReviewResponseSchema>['data']>;

export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    summary: reviewSummarySchema,
    reviews: z.array(reviewSchema),
    /** Where the next page starts (`after=`), or null after the last review. */
    nextCursor: z.string().nullable(),
  }),
  /** Pages by number; a page read with `after` has `nextPage` null: follow `nextCursor`. */
  pagination: paginationSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** Review text is plain text: trimmed, 20 to 2,000 characters. */
const reviewTextSchema = z
  .string({ error: 'text is required' })
  .trim()
  .min(REVIEW_TEXT_MIN, `text must be at least ${REVIEW_TEXT_MIN} characters`)
  .max(REVIEW_TEXT_MAX, `text must be at most ${REVIEW_TEXT_MAX} characters`);

export const reviewInputSchema = z.object({
  productType: productTypeSchema,
  productId: productIdSchema,
  rating: z
    .number({ error: 'rating must be a whole number of stars from 1 to 5' })
    .int('rating must be a whole number of stars from 1 to 5')
    .min(1, 'rating must be a whole number of stars from 1 to 5')
    .max(5, 'rating must be a whole number of stars from 1 to 5'),
  text: reviewTextSchema,
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** `POST /reviews`: 201 when written, 200 when it replaced the author's earlier review. */
export const reviewSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: reviewSchema,
});

export const reviewDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A review as the admin area lists it: with the product, the author's account and why it is hidden. */
export const adminReviewSchema = reviewSchema.extend({
  product: z.object({ type: z.enum(REVIEW_PRODUCT_TYPES), id: z.string(), title: z.string() }),
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListQuerySchema = z.object({
  page: pageQueryFields.page.default(1),
  limit: pageQueryFields.limit.default(ADMIN_PAGE_SIZE),
  productType: productTypeSchema.optional(),
  productId: productIdSchema.optional(),
  rating: z.coerce
    .number({ error: 'rating must be a whole number of stars from 1 to 5' })
    .int('rating must be a whole number of stars from 1 to 5')
    .min(1, 'rating must be a whole number of stars from 1 to 5')
    .max(5, 'rating must be a whole number of stars from 1 to 5')
    .optional(),
  hidden: z.enum(['true', 'false'], { error: 'hidden must be true or false' }).optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminReviewSchema),
  pagination: paginationSchema,
});

export const adminReviewVisibilitySchema = z
  .object({
    hidden: z.boolean({ error: 'hidden must be true or false' }),
    reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
  })
  .refine((body) => !body.hidden || (body.reason ?? '') !== '', {
    message: 'reason is required to hide a review',
    path: ['reason'],
  });
export type AdminReviewVisibility = z.infer<typeof adminReviewVisibilitySchema>;

export const adminReviewReplyInputSchema = z.object({ text: requiredText('text', REVIEW_TEXT_MAX) });

export const adminReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminReviewSchema,
});
