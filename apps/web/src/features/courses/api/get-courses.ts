import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Filters = { category?: string; limit?: number };

export const getCourses = ({ category, limit }: Filters) => {
  const query = {
    category: category && category !== 'All' ? category : undefined,
    ...(limit ? { page: 1, limit } : {}),
  };
  return api.get('/student/course/get', { query }).then((response) => response.data);
};

export const coursesQuery = (filters: Filters = {}) =>
  queryOptions({ queryKey: queryKeys.courses(filters), queryFn: () => getCourses(filters) });

export const useCourses = (filters: Filters = {}) => useQuery(coursesQuery(filters));
