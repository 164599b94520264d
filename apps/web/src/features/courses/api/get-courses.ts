import type { CourseSummary } from '@academy/shared/catalogue-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Filters = { category?: string; limit?: number };

export const getCourses = ({ category, limit }: Filters) => {
  const query = new URLSearchParams();
  if (category && category !== 'All') query.set('category', category);
  if (limit) {
    query.set('page', '1');
    query.set('limit', String(limit));
  }
  const suffix = query.size ? `?${query.toString()}` : '';
  return api<{ data: CourseSummary[] }>(`/student/course/get${suffix}`).then((response) => response.data);
};

export const coursesQuery = (filters: Filters = {}) =>
  queryOptions({ queryKey: queryKeys.courses(filters), queryFn: () => getCourses(filters) });

export const useCourses = (filters: Filters = {}) => useQuery(coursesQuery(filters));
