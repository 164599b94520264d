import type { Dashboard } from '@academy/shared/admin';
import type { User } from '@academy/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminAssetsQuery } from './assets';
import { adminCouponsQuery } from './coupons';
import { adminCoursesQuery } from './courses';

/** `GET /admin/dashboard`: totals, 30 days of revenue, recent orders and search terms. */
export const useDashboard = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard,
    queryFn: () => api<{ data: Dashboard }>('/admin/dashboard').then((response) => response.data),
  });

/** SPEC §7 `GET /auth/all-users` (response data.users). */
export const useAllUsers = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.allUsers,
    queryFn: () =>
      api<{ data: { users: User[] } }>('/auth/all-users').then((response) => response.data.users),
    enabled,
  });

export type Totals = Record<keyof Dashboard['totals'], number | undefined>;

/**
 * The four counts of SPEC §2 Dashboard: from the dashboard answer, or, when that call fails,
 * counted from the lists the admin area loads anyway.
 */
export function useTotals(dashboard: ReturnType<typeof useDashboard>): {
  totals: Totals;
  failed: boolean;
} {
  const fallback = dashboard.isError;
  const users = useAllUsers(fallback);
  const courses = useQuery({ ...adminCoursesQuery(), enabled: fallback });
  const assets = useQuery({ ...adminAssetsQuery(), enabled: fallback });
  const coupons = useQuery({ ...adminCouponsQuery(), enabled: fallback });
  if (dashboard.data) return { totals: dashboard.data.totals, failed: false };
  return {
    totals: {
      users: users.data?.length,
      courses: courses.data?.length,
      assets: assets.data?.length,
      coupons: coupons.data?.length,
    },
    failed: fallback && users.isError && courses.isError && assets.isError && coupons.isError,
  };
}
