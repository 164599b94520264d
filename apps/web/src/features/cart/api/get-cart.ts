import type { Cart } from '@academy/shared/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §3 Cart: the count is the courses plus the digital assets. */
export const countCartItems = (cart: Cart): number =>
  cart.courses.length + cart.digitalAssets.length + cart.bundles.length;

export const getCart = (userId: string) =>
  api.get('/student/cart/get/:userId', { params: { userId } }).then((response) => response.data);

export const cartQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.cart(userId), queryFn: () => getCart(userId) });

/** The signed-in student's cart; nothing is asked while nobody is signed in. */
export const useCart = (userId: string | undefined) =>
  useQuery({ ...cartQuery(userId ?? ''), enabled: Boolean(userId) });
