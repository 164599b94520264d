import type { Dashboard } from '@academy/shared/admin';
import type { Pagination } from '@academy/shared/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /admin/dashboard`: totals, 30 days of revenue, recent orders and search terms. */
export const useDashboard = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard,
    queryFn: () => api<{ data: Dashboard }>('/admin/dashboard').then((response) => response.data),
  });

/**
 * How many items a list holds: its first page of one item, of which only `pagination.total` is
 * read. Enabled only when the dashboard's own totals failed.
 */
const useListTotal = (list: readonly string[], path: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.total(list),
    queryFn: ({ signal }) =>
      api<{ pagination: Pagination }>(path, { signal }).then((body) => body.pagination.total),
    enabled,
  });

export type Totals = Record<keyof Dashboard['totals'], number | undefined>;

/**
 * The four counts of SPEC §2 Dashboard: from the dashboard answer, or, when that call fails,
 * from the totals of the admin lists (students only, as the dashboard counts them).
 */
export function useTotals(dashboard: ReturnType<typeof useDashboard>): {
  totals: Totals;
  failed: boolean;
} {
  const fallback = dashboard.isError;
  const users = useListTotal(queryKeys.admin.users, '/auth/all-users?limit=1&role=user', fallback);
  const courses = useListTotal(queryKeys.admin.courses, '/admin/course/get?limit=1', fallback);
  const assets = useListTotal(queryKeys.admin.assets, '/admin/digital-assets/get?limit=1', fallback);
  const coupons = useListTotal(queryKeys.admin.coupons, '/admin/coupon/all?limit=1', fallback);
  if (dashboard.data) return { totals: dashboard.data.totals, failed: false };
  return {
    totals: { users: users.data, courses: courses.data, assets: assets.data, coupons: coupons.data },
    failed: fallback && users.isError && courses.isError && assets.isError && coupons.isError,
  };
}
