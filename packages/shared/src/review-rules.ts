/**
 * Issue 30: what a review may be, apart from reviews.ts, so that the product pages' review form
 * and list check and show them without loading zod.
 */
export const REVIEW_PRODUCT_TYPES = ['course', 'asset'] as const;
export type ReviewProductType = (typeof REVIEW_PRODUCT_TYPES)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** A product page's reviews come ten at a time. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
