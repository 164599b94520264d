import type { ReviewProductType, ReviewSort } from '@academy/shared/review-rules';
import type { ReviewInput } from '@academy/shared/reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** `GET /api/reviews/mine`: the signed-in owner's review of the product, or null. */
export const useMyReview = (product: ReviewedProduct, userId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.myReview(product.type, product.id, userId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get('/reviews/mine', { query: { productType: product.type, productId: product.id }, signal })
        .then((response) => response.data),
    enabled: Boolean(userId),
  });

/** Writing, rewriting or deleting one's review changes the product's pages and figures. */
function useReviewChanged(product: ReviewedProduct) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews(product.type, product.id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.myReviews(product.type, product.id) }),
    ]);
}

/** `POST /api/reviews`: 201 published, 200 replaced the author's earlier review. */
export function useSaveReview(product: ReviewedProduct) {
  const changed = useReviewChanged(product);
  return useMutation({
    mutationFn: (review: Pick<ReviewInput, 'rating' | 'text'>) =>
      api.post('/reviews', { body: { productType: product.type, productId: product.id, ...review } }),
    onSuccess: changed,
  });
}

/** `DELETE /api/reviews/:id`: the author takes their review down. */
export function useDeleteReview(product: ReviewedProduct) {
  const changed = useReviewChanged(product);
  return useMutation({
    mutationFn: (id: string) => api.delete('/reviews/:id', { params: { id } }),
    onSuccess: changed,
  });
}
