import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCourse = (id: string) =>
  api.get('/student/course/get/details/:id', { params: { id } }).then((response) => response.data);

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.course(id), queryFn: () => getCourse(id) });

export const useCourse = (id: string) => useQuery(courseQuery(id));
