import type { Coupon, CouponInput, CouponUpdate } from '@academy/shared/coupons';
import { ADMIN_COUPON_SORTS, ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { type ListPage, listQuery, sortSpec, type TableSearch } from '../lib/table-search';

export type CouponSort = (typeof ADMIN_COUPON_SORTS)[number];

/** All Coupons: newest first, codes A to Z, the most used first, the soonest to expire first. */
export const COUPON_SORT = sortSpec(ADMIN_COUPON_SORTS, 'date');

/** SPEC §7 `GET /admin/coupon/all`: one page of the coupons. */
export const useAdminCouponPage = (search: TableSearch<CouponSort>) =>
  useQuery({
    queryKey: adminKeys.couponPage(search),
    queryFn: ({ signal }) =>
      api.get('/admin/coupon/all', {
        query: new URLSearchParams(listQuery(search, ADMIN_PAGE_SIZE)),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** SPEC §7 `GET /admin/coupon/{code}`: the whole answer, shown as JSON by Get Coupon Details. */
export const getCouponByCode = (code: string) => api.get('/admin/coupon/:code', { params: { code } });

/** SPEC §7 `POST /admin/coupon/create`. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: CouponInput) => api.post('/admin/coupon/create', { body: coupon }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.coupons });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

/** `PATCH /admin/coupon/{id}` (issue 12): puts a coupon on the home page's banner or takes it off. */
export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: CouponUpdate & { id: string }) =>
      api.patch('/admin/coupon/:id', { params: { id }, body: change }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<ListPage<Coupon>>(
        { queryKey: adminKeys.couponPages },
        (page) =>
          page && { ...page, data: page.data.map((coupon) => (coupon._id === data._id ? data : coupon)) },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeCoupons });
    },
  });
}

/** SPEC §7 `DELETE /admin/coupon/{id}`. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/coupon/:id', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.coupons });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
