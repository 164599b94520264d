import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One of the signed-in buyer's orders, as its confirmation page shows it. */
export const getOrder = (orderId: string) =>
  api.get('/student/orders/:orderId', { params: { orderId } }).then((response) => response.data);

/** Keyed by the reader too: another account signing in on this tab never sees this one's cache. */
export const useOrder = (orderId: string, userId: string) =>
  useQuery({ queryKey: queryKeys.order(orderId, userId), queryFn: () => getOrder(orderId), retry: false });

/** The signed-in buyer's paid orders, newest first, a page at a time. */
export const getOrders = (page: number, signal?: AbortSignal) =>
  api.get('/student/orders', { query: { page: page > 1 ? page : undefined }, signal });

export const useOrders = (userId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.orders(userId),
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.nextPage ?? undefined,
  });
