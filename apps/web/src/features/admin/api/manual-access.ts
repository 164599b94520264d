import type {
  GrantManualAccessResponse,
  ManualAccessListResponse,
  StudentSearchResponse,
} from '@academy/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7 `GET /admin/course/all-manual-access`. */
export const useManualAccess = () =>
  useQuery({
    queryKey: queryKeys.admin.manualAccess,
    queryFn: () =>
      api<ManualAccessListResponse>('/admin/course/all-manual-access').then((response) => response.data),
  });

/** SPEC §7 `POST /admin/course/grant-manual-access` `{ id, studentIds }` (ids or emails). */
export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; studentIds: string[] }) =>
      api<GrantManualAccessResponse>('/admin/course/grant-manual-access', { method: 'POST', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.manualAccess });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses });
    },
  });
}

/** SPEC §7 `DELETE /admin/course/remove-manual-access` `{ studentId, courseId }`. */
export function useRemoveAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { studentId: string; courseId: string }) =>
      api<{ message?: string }>('/admin/course/remove-manual-access', { method: 'DELETE', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.manualAccess });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses });
    },
  });
}

/** `GET /admin/users/search?q=`: students by name or email, for the Grant Access picker. */
export const useStudentSearch = (query: string) =>
  useQuery({
    queryKey: queryKeys.admin.userSearch(query),
    queryFn: ({ signal }) =>
      api<StudentSearchResponse>(`/admin/users/search?q=${encodeURIComponent(query)}`, { signal }).then(
        (response) => response.data,
      ),
    enabled: query.length >= 2,
    staleTime: 60_000,
  });
