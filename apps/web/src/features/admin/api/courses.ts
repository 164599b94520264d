import type { CourseInput } from '@academy/shared/catalogue-courses';
import { ADMIN_PAGE_SIZE, ADMIN_COURSE_SORTS } from '@academy/shared/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { byIds, listQuery, pickerQuery, sortSpec, type TableSearch } from '../lib/table-search';

export type CourseSort = (typeof ADMIN_COURSE_SORTS)[number];

/** All Courses: newest first, titles A to Z, prices cheapest first. */
export const COURSE_SORT = sortSpec(ADMIN_COURSE_SORTS, 'date');

const getCourses = (query: string, signal: AbortSignal) =>
  api.get('/admin/course/get', { query: new URLSearchParams(query), signal });

/** SPEC §7 `GET /admin/course/get`: one page of every course, published or not. */
export const useAdminCoursePage = (search: TableSearch<CourseSort>) =>
  useQuery({
    queryKey: adminKeys.coursePage(search),
    queryFn: ({ signal }) => getCourses(listQuery(search, ADMIN_PAGE_SIZE), signal),
    placeholderData: keepPreviousData,
  });

/** A picker's suggestions: the courses whose title holds `q` (the newest, when it is blank). */
export const useCourseOptions = (q: string, enabled = true) =>
  useQuery({
    queryKey: adminKeys.courseOptions(q),
    queryFn: ({ signal }) => getCourses(pickerQuery(q), signal),
    select: (page) => page.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });

/** The courses already chosen in a form, by id, to show their titles (`?ids=`). */
export const useCoursesByIds = (ids: readonly string[]) =>
  useQuery({
    queryKey: adminKeys.coursesByIds(ids),
    queryFn: ({ signal }) => getCourses(byIds(ids), signal),
    select: (page) => page.data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: ids.length > 0,
  });

/** SPEC §7 `GET /admin/course/get/details/{id}`: the edit form's course, always fresh. */
export const useAdminCourse = (id: string) =>
  useQuery({
    queryKey: adminKeys.course(id),
    queryFn: () =>
      api.get('/admin/course/get/details/:id', { params: { id } }).then((response) => response.data),
    staleTime: 0,
    gcTime: 0,
  });

type SaveCourse = { id: string | null; course: CourseInput };

/** SPEC §7 `POST /admin/course/add` or `PUT /admin/course/update/{id}`. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, course }: SaveCourse) =>
      id
        ? api.put('/admin/course/update/:id', { params: { id }, body: course })
        : api.post('/admin/course/add', { body: course }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.courses }),
  });
}

/** SPEC §7 `DELETE /admin/course/delete/{id}`; 409 when students are enrolled. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/course/delete/:id', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
