import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** `GET /admin/enquiries`: the offline-batch enquiries, newest first, a page at a time. */
export const useEnquiries = (page: number) =>
  useQuery({
    queryKey: adminKeys.enquiries(page),
    queryFn: () => api.get('/admin/enquiries', { query: { page, limit: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
