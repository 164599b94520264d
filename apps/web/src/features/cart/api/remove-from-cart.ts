import { MESSAGES } from '@academy/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceWithChangedAnswer } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import type { CartItemRef } from './add-to-cart';

export const removeFromCart = (userId: string, item: CartItemRef) => {
  switch (item.kind) {
    case 'course':
      return api.delete('/student/cart/remove', { body: { userId, courseId: item.id } });
    case 'asset':
      return api.delete('/student/cart/assets/remove', { body: { userId, assetId: item.id } });
    case 'bundle':
      return api.delete('/student/cart/bundles/remove', { body: { userId, bundleId: item.id } });
  }
};

/** The cross on a cart row: 'Removed From Cart', or SPEC §8's 'Failed to load cart data'. */
export function useRemoveFromCart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CartItemRef) => removeFromCart(userId, item),
    onSuccess: async (response) => {
      await replaceWithChangedAnswer(queryClient, queryKeys.cart(userId), response.data);
      notify.success(MESSAGES.removedFromCart);
    },
    onError: () => notify.error(MESSAGES.cartLoadFailed),
  });
}
