import type { ReviewInput } from '@academy/shared/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReviewedProduct } from './reviews';

/*
 * The signed-in owner's own review: read, written, deleted. Apart from reviews.ts, which the
 * product pages load with their first render, so this comes with the list, below the fold.
 */

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
