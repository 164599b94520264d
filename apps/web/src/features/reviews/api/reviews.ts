import type { ReviewProductType, ReviewSort } from '@academy/shared/review-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ReviewedProduct = { type: ReviewProductType; id: string };

/**
 * `GET /api/reviews`: the product's figures and a page of its visible reviews: the first, or the
 * one after the review whose cursor is `after` (the page before's `nextCursor`).
 */
export const reviewPageQuery = (product: ReviewedProduct, sort: ReviewSort, after?: string) =>
  queryOptions({
    queryKey: queryKeys.reviewPage(product.type, product.id, sort, after),
    queryFn: ({ signal }) =>
      api.get('/reviews', {
        query: { productType: product.type, productId: product.id, sort, ...(after ? { after } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * The first page, newest first: the product page asks for it in its server render, for the
 * figures at the top and the first reviews in its structured data; the list starts from it.
 */
export const useFirstReviews = (product: ReviewedProduct) => useQuery(reviewPageQuery(product, 'newest'));
