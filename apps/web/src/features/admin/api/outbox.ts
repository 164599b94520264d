import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** `GET /admin/outbox`: the store's emails, newest first, a page at a time. */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: adminKeys.outbox(page),
    queryFn: () => api.get('/admin/outbox', { query: { page } }).then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/outbox/{id}`: one email with its HTML and text. */
export const useOutboxMessage = (id: string) =>
  useQuery({
    queryKey: adminKeys.outboxMessage(id),
    queryFn: () => api.get('/admin/outbox/:id', { params: { id } }).then((body) => body.data),
  });

/**
 * `POST /admin/outbox/{id}/resend`: the email written again as a new message and sent. 409 with
 * the reason when it cannot be (its one-time link was removed, it is still being sent).
 */
export function useResendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/admin/outbox/:id/resend', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxes }),
  });
}
