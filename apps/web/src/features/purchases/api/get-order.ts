import type { OrderDetail, OrderSummary } from '@academy/shared/commerce';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One of the signed-in buyer's orders, as its confirmation page shows it. */
export const getOrder = (orderId: string) =>
  api<{ data: OrderDetail }>(`/student/orders/${encodeURIComponent(orderId)}`).then(
    (response) => response.data,
  );

export const useOrder = (orderId: string) =>
  useQuery({ queryKey: queryKeys.order(orderId), queryFn: () => getOrder(orderId), retry: false });

/** The signed-in buyer's paid orders, newest first. */
export const getOrders = () =>
  api<{ data: OrderSummary[] }>('/student/orders').then((response) => response.data);

export const useOrders = () => useQuery({ queryKey: queryKeys.orders, queryFn: getOrders });
