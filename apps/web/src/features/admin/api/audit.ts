import type { AuditAction } from '@academy/shared/admin-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** `GET /admin/audit` (issue 26): the admin actions, newest first, a page at a time, of one action or all. */
export const useAuditPage = (page: number, action: AuditAction | undefined) =>
  useQuery({
    queryKey: adminKeys.auditPage(page, action),
    queryFn: ({ signal }) => api.get('/admin/audit', { query: { page, action }, signal }),
    placeholderData: keepPreviousData,
  });
