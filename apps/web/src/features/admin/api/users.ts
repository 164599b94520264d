import type { ListedUser, Role } from '@academy/shared/auth';
import { ADMIN_PAGE_SIZE, ADMIN_USER_SORTS } from '@academy/shared/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { type ListPage, listQuery, sortSpec, type TableSearch } from '../lib/table-search';

export type UserSort = (typeof ADMIN_USER_SORTS)[number];

/** Students: the latest to join first, names and emails A to Z. */
export const USER_SORT = sortSpec(ADMIN_USER_SORTS, 'date');

const usersQuery = (search: TableSearch<UserSort>, role: Role | undefined) => {
  const query = new URLSearchParams(listQuery(search, ADMIN_PAGE_SIZE));
  if (role) query.set('role', role);
  return query;
};

/** One page of the accounts, students, admins or both (`role` absent). */
export const useUserPage = (search: TableSearch<UserSort>, role: Role | undefined) =>
  useQuery({
    queryKey: adminKeys.userPage({ ...search, role }),
    queryFn: ({ signal }): Promise<ListPage<ListedUser>> =>
      api
        .get('/auth/all-users', { query: usersQuery(search, role), signal })
        // SPEC §7 `GET /auth/all-users` keeps its `data.users`; the page is beside it.
        .then((body) => ({ data: body.data.users, pagination: body.pagination })),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /admin/users/{id}/disable` or `…/enable` (issue 26): the Students pages and the audit
 * log are read afresh.
 */
export function useSetAccountDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api.post(disabled ? '/admin/users/:id/disable' : '/admin/users/:id/enable', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
