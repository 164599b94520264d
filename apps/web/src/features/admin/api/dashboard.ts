import type { Dashboard } from '@academy/shared/admin-dashboard';
import type { Pagination } from '@academy/shared/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** `GET /admin/dashboard`: totals, 30 days of revenue, recent orders and search terms. */
export const useDashboard = () =>
  useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () => api.get('/admin/dashboard').then((response) => response.data),
  });

/**
 * How many items a list holds: its first page of one item, of which only `pagination.total` is
 * read. Enabled only when the dashboard's own totals failed.
 */
const useListTotal = (
  list: readonly string[],
  firstItem: (signal: AbortSignal) => Promise<{ pagination: Pagination }>,
  enabled: boolean,
) =>
  useQuery({
    queryKey: adminKeys.total(list),
    queryFn: ({ signal }) => firstItem(signal).then((body) => body.pagination.total),
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
  const users = useListTotal(
    adminKeys.users,
    (signal) => api.get('/auth/all-users', { query: { limit: 1, role: 'user' }, signal }),
    fallback,
  );
  const courses = useListTotal(
    adminKeys.courses,
    (signal) => api.get('/admin/course/get', { query: { limit: 1 }, signal }),
    fallback,
  );
  const assets = useListTotal(
    adminKeys.assets,
    (signal) => api.get('/admin/digital-assets/get', { query: { limit: 1 }, signal }),
    fallback,
  );
  const coupons = useListTotal(
    adminKeys.coupons,
    (signal) => api.get('/admin/coupon/all', { query: { limit: 1 }, signal }),
    fallback,
  );
  if (dashboard.data) return { totals: dashboard.data.totals, failed: false };
  return {
    totals: { users: users.data, courses: courses.data, assets: assets.data, coupons: coupons.data },
    failed: fallback && users.isError && courses.isError && assets.isError && coupons.isError,
  };
}
