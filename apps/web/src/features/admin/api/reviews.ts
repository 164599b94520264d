import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import type { ReviewProductType } from '@academy/shared/review-rules';
import type { AdminReview } from '@academy/shared/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** Which reviews Admin → Reviews lists: a page of them, of one product, stars and visibility or all. */
export type ReviewFilters = {
  page: number;
  product: { type: ReviewProductType; id: string } | undefined;
  rating: number | undefined;
  hidden: 'true' | 'false' | undefined;
};

/** `GET /admin/reviews` (issue 30): a page of the reviews, newest first, with their authors' accounts. */
export const useAdminReviews = ({ page, product, rating, hidden }: ReviewFilters) =>
  useQuery({
    queryKey: adminKeys.reviewPage({ page, product, rating, hidden }),
    queryFn: ({ signal }) =>
      api.get('/admin/reviews', {
        query: {
          page,
          limit: ADMIN_PAGE_SIZE,
          productType: product?.type,
          productId: product?.id,
          rating,
          hidden,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * A review changed: the admin's lists, and the product page's reviews and figures and its
 * author's own review (hidden or not), are read again. The mutation stays pending until the list
 * on screen has its fresh page, so a dialog closes on the review as it now is.
 */
function useReviewChanged() {
  const queryClient = useQueryClient();
  return ({ product }: Pick<AdminReview, 'product'>) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.reviews }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews(product.type, product.id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.myReviews(product.type, product.id) }),
    ]);
}

/** `PATCH /admin/reviews/:id`: hidden from the product page with a reason, or shown again. */
export function useSetReviewHidden() {
  const changed = useReviewChanged();
  return useMutation({
    mutationFn: ({ review, reason }: { review: AdminReview; reason: string | null }) =>
      api.patch('/admin/reviews/:id', {
        params: { id: review.id },
        body: reason === null ? { hidden: false } : { hidden: true, reason },
      }),
    onSuccess: (_response, { review }) => changed(review),
  });
}

/** `POST /admin/reviews/:id/reply`: the academy's answer under the review, replacing an earlier one. */
export function useReplyToReview() {
  const changed = useReviewChanged();
  return useMutation({
    mutationFn: ({ review, text }: { review: AdminReview; text: string }) =>
      api.post('/admin/reviews/:id/reply', { params: { id: review.id }, body: { text } }),
    onSuccess: (_response, { review }) => changed(review),
  });
}

/** `DELETE /reviews/:id`: an admin deletes a review for good (the audit log records it). */
export function useDeleteReview() {
  const changed = useReviewChanged();
  return useMutation({
    mutationFn: (review: AdminReview) => api.delete('/reviews/:id', { params: { id: review.id } }),
    onSuccess: (_response, review) => changed(review),
  });
}
