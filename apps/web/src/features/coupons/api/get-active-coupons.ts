import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getActiveCoupons = () => api.get('/coupons/active').then((response) => response.data);

export const useActiveCoupons = () =>
  useQuery({ queryKey: queryKeys.activeCoupons, queryFn: getActiveCoupons, staleTime: 5 * 60_000 });
