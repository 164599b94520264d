import type { CourseDetail, CourseInput, CourseSummary } from '@academy/shared/catalogue-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7 `GET /admin/course/get`: every course, published or not. */
export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.courses,
    queryFn: () => api<{ data: CourseSummary[] }>('/admin/course/get').then((response) => response.data),
  });

export const useAdminCourses = () => useQuery(adminCoursesQuery());

/** SPEC §7 `GET /admin/course/get/details/{id}`: the edit form's course, always fresh. */
export const useAdminCourse = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.course(id),
    queryFn: () =>
      api<{ data: CourseDetail }>(`/admin/course/get/details/${encodeURIComponent(id)}`).then(
        (response) => response.data,
      ),
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
        ? api<{ message: string; data: CourseDetail }>(`/admin/course/update/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: course,
          })
        : api<{ message: string; data: CourseDetail }>('/admin/course/add', { method: 'POST', body: course }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses }),
  });
}

/** SPEC §7 `DELETE /admin/course/delete/{id}`; 409 when students are enrolled. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/admin/course/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
