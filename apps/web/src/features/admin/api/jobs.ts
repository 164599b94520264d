import type { JobState } from '@academy/shared/admin-jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** `GET /admin/jobs`: a page of the jobs in one state, with how many are in each. */
export const useAdminJobs = (state: JobState, page: number) =>
  useQuery({
    queryKey: adminKeys.jobPage(state, page),
    queryFn: () => api.get('/admin/jobs', { query: { state, page } }).then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /admin/jobs/{id}/retry` or `/discard`: a failed job run again now, or a failed or
 * waiting job dropped. 409 with the reason when the job is not in a state that allows it.
 */
export function useJobAction(action: 'retry' | 'discard') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      action === 'retry'
        ? api.post('/admin/jobs/:id/retry', { params: { id: String(id) } })
        : api.post('/admin/jobs/:id/discard', { params: { id: String(id) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs }),
  });
}
