import type { ActiveCoupon } from '@academy/shared/coupons';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getActiveCoupons = () =>
  api<{ data: ActiveCoupon[] }>('/coupons/active').then((response) => response.data);

export const useActiveCoupons = () =>
  useQuery({ queryKey: queryKeys.activeCoupons, queryFn: getActiveCoupons, staleTime: 5 * 60_000 });
