import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Puts the cart an addition or a removal answered with into the cache. A fetch of the cart already
 * under way (the header's, started as the student signed in) was answered by the server before the
 * change and can arrive after it: it would put the old cart back, and the addition would vanish
 * from the page. It is cancelled first.
 */
export async function settleCart<Cart>(queryClient: QueryClient, userId: string, cart: Cart): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.cart(userId) });
  queryClient.setQueryData(queryKeys.cart(userId), cart);
}
