import type { Coupon, CouponInput, CouponUpdate } from '@academy/shared/coupons';
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

/** `PATCH /admin/coupon/{id}` (issue 12): puts a coupon on the home page's banner or takes it off. */
export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: CouponUpdate & { id: string }) =>
      api<{ message: string; data: Coupon }>(`/admin/coupon/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Coupon[]>(queryKeys.admin.coupons, (list) =>
        list?.map((coupon) => (coupon._id === data._id ? data : coupon)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeCoupons });
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
