import type { Coupon, CouponInput } from '@academy/shared/coupons';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7 `GET /admin/coupon/all`. */
export const adminCouponsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.coupons,
    queryFn: () => api<{ data: Coupon[] }>('/admin/coupon/all').then((response) => response.data),
  });

export const useAdminCoupons = () => useQuery(adminCouponsQuery());

/** SPEC §7 `GET /admin/coupon/{code}`: the whole answer, shown as JSON by Get Coupon Details. */
export const getCouponByCode = (code: string) =>
  api<{ success: boolean; data: Coupon }>(`/admin/coupon/${encodeURIComponent(code)}`);

/** SPEC §7 `POST /admin/coupon/create`. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: CouponInput) =>
      api<{ message: string; data: Coupon }>('/admin/coupon/create', { method: 'POST', body: coupon }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.coupons });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}

/** SPEC §7 `DELETE /admin/coupon/{id}`. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/admin/coupon/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.coupons });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
