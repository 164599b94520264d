import type { WishlistItem, WishlistProductType } from '@academy/shared/wishlist';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { translate } from '@/lib/i18n';
import { keepPendingAction } from '@/lib/pending-action';
import { replaceWithChangedAnswer } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { notify } from '@/lib/toast';

/** A product a heart saves: a course, an asset or a bundle. */
export type WishRef = { kind: WishlistProductType; id: string };

const wishPath = (item: WishRef) => ({ params: { productType: item.kind, productId: item.id } });

export const wishlistQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.wishlist(userId),
    queryFn: () => api.get('/wishlist').then((response) => response.data.items),
  });

/** The signed-in student's wishlist; nothing is asked for a visitor or an admin. */
export function useWishlist() {
  const { user } = useAuth();
  const student = user?.role === 'user' ? user._id : undefined;
  return useQuery({ ...wishlistQuery(student ?? ''), enabled: Boolean(student) });
}

export const isWished = (items: readonly WishlistItem[] | undefined, item: WishRef): boolean =>
  items?.some((entry) => entry.type === item.kind && entry.id === item.id) ?? false;

/**
 * Saves a product to the wishlist or takes it out. Every answer is the whole wishlist, which
 * replaces the cached one (and any read of it still on its way), so every heart on the page
 * follows at once. A visitor is asked to sign in first, and the product is saved once they have
 * (PendingWish).
 */
export function useWishToggle() {
  const { user } = useAuth();
  const redirectToSignIn = useRedirectToSignIn();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ item, save }: { userId: string; item: WishRef; save: boolean }) =>
      save
        ? api.put('/wishlist/:productType/:productId', wishPath(item))
        : api.delete('/wishlist/:productType/:productId', wishPath(item)),
    onSuccess: async (response, { userId }) => {
      await replaceWithChangedAnswer(queryClient, queryKeys.wishlist(userId), response.data.items);
      // The server's words, in the page's language: "Saved to your wishlist." and its pair.
      if (response.message) notify.success(response.message);
    },
    onError: (error, { userId }) => {
      notify.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist(userId) });
    },
  });
  const { mutate } = mutation;

  const toggle = useCallback(
    (item: WishRef, save: boolean) => {
      if (!user) {
        notify.error(translate('spec.loginFirst'));
        keepPendingAction({ kind: 'wish', item });
        redirectToSignIn();
        return;
      }
      mutate({ userId: user._id, item, save });
    },
    [user, mutate, redirectToSignIn],
  );

  return { toggle, isPending: mutation.isPending, pendingItem: mutation.variables?.item };
}
