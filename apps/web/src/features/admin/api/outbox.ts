import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /admin/outbox`: the store's emails, newest first, a page at a time. */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.outbox(page),
    queryFn: () => api.get('/admin/outbox', { query: { page } }).then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/outbox/{id}`: one email with its HTML and text. */
export const useOutboxMessage = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.outboxMessage(id),
    queryFn: () => api.get('/admin/outbox/:id', { params: { id } }).then((body) => body.data),
  });
