import type { ManualAccessRecord } from '@academy/shared/admin-access';
import { ADMIN_MANUAL_ACCESS_SORTS, ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { type ListPage, listQuery, sortSpec, type TableSearch } from '../lib/table-search';

export type ManualAccessSort = (typeof ADMIN_MANUAL_ACCESS_SORTS)[number];

/** Manual Access: the latest grant first, or students' names A to Z. */
export const MANUAL_ACCESS_SORT = sortSpec(ADMIN_MANUAL_ACCESS_SORTS, 'date');

/** One course one student was granted: a row of the Manual Access table. */
export type ManualAccessRow = {
  studentId: string;
  studentName: string;
  studentEmail: string;
  courseId: string;
  courseTitle: string;
  grantedAt: string;
};

const byCourse = (page: ListPage<ManualAccessRecord>): ListPage<ManualAccessRow> => ({
  pagination: page.pagination,
  data: page.data.flatMap((record) =>
    record.manualAccessCourses.map((course) => ({
      studentId: record.userId._id,
      studentName: record.userId.name,
      studentEmail: record.userId.email,
      courseId: course._id,
      courseTitle: course.title,
      grantedAt: course.grantedAt,
    })),
  ),
});

/**
 * SPEC §7 `GET /admin/course/all-manual-access`: one page of students, each with their grants,
 * read as one row per grant (the page and its total still count students).
 */
export const useManualAccessPage = (search: TableSearch<ManualAccessSort>) =>
  useQuery({
    queryKey: adminKeys.manualAccessPage(search),
    queryFn: ({ signal }) =>
      api.get('/admin/course/all-manual-access', {
        query: new URLSearchParams(listQuery(search, ADMIN_PAGE_SIZE)),
        signal,
      }),
    select: byCourse,
    placeholderData: keepPreviousData,
  });

/** SPEC §7 `POST /admin/course/grant-manual-access` `{ id, studentIds }` (ids or emails). */
export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; studentIds: string[] }) =>
      api.post('/admin/course/grant-manual-access', { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.manualAccess });
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
    },
  });
}

/** SPEC §7 `DELETE /admin/course/remove-manual-access` `{ studentId, courseId }`. */
export function useRemoveAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { studentId: string; courseId: string }) =>
      api.delete('/admin/course/remove-manual-access', { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.manualAccess });
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
    },
  });
}

/** `GET /admin/users/search?q=`: students by name or email, for the Grant Access picker. */
export const useStudentSearch = (query: string) =>
  useQuery({
    queryKey: adminKeys.userSearch(query),
    queryFn: ({ signal }) =>
      api.get('/admin/users/search', { query: { q: query }, signal }).then((response) => response.data),
    enabled: query.length >= 2,
    staleTime: 60_000,
  });
