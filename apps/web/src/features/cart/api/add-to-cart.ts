import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { translate } from '@/lib/i18n';
import { keepPendingAction } from '@/lib/pending-action';
import { replaceWithChangedAnswer } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { notify } from '@/lib/toast';

export type CartItemRef = { kind: 'course' | 'asset' | 'bundle'; id: string };

export const addToCart = (userId: string, item: CartItemRef) => {
  switch (item.kind) {
    case 'course':
      return api.post('/student/cart/add', { body: { userId, courseId: item.id } });
    case 'asset':
      return api.post('/student/cart/assets/add', { body: { userId, assetId: item.id } });
    case 'bundle':
      return api.post('/student/cart/bundles/add', { body: { userId, bundleId: item.id } });
  }
};

const ALREADY_IN_CART = {
  course: 'spec.courseAlreadyInCart',
  asset: 'spec.assetAlreadyInCart',
  bundle: 'cart.bundleAlreadyInCart',
} as const;

/** SPEC §8: 400 is "already in the cart"; 409 (already bought) and the rest say what the server said. */
function addErrorMessage(error: unknown, item: CartItemRef): string {
  if (error instanceof ApiError && error.status === 400) {
    return translate(ALREADY_IN_CART[item.kind]);
  }
  return errorMessage(error);
}

/**
 * Add To Cart for a course or an asset (SPEC §5: signed-in students only). Every answer carries
 * the whole cart, which replaces the cached one, so the header badge follows at once.
 */
export function useAddToCart() {
  const { user } = useAuth();
  const redirectToSignIn = useRedirectToSignIn();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ userId, item }: { userId: string; item: CartItemRef }) => addToCart(userId, item),
    onSuccess: async (response, { userId }) => {
      await replaceWithChangedAnswer(queryClient, queryKeys.cart(userId), response.data);
      // The server's own words; these only when it confirms without them.
      notify.success(response.message || translate('cart.added'));
    },
    onError: (error, { userId, item }) => {
      notify.error(addErrorMessage(error, item));
      // 'Already in the cart' means this page's cart is stale (added elsewhere): fetch it again,
      // so Add To Cart turns into Go to cart.
      if (error instanceof ApiError && error.status === 400) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart(userId) });
      }
    },
  });

  const add = (item: CartItemRef) => {
    if (!user) {
      // SPEC's toast, then no dead end (issue 28): sign in, and come back with it in the cart.
      notify.error(translate('spec.loginFirst'));
      keepPendingAction({ kind: 'addToCart', item });
      redirectToSignIn();
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate({ userId: user._id, item });
  };

  return { add, isPending: mutation.isPending, pendingItem: mutation.variables?.item };
}
