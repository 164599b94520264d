import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/courses/:id/projects`: the course's gallery, newest approval first, 12 a page. */
export const useCourseProjects = (courseId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.courseProjects(courseId),
    queryFn: ({ pageParam, signal }) =>
      api.get('/courses/:id/projects', {
        params: { id: courseId },
        query: { page: pageParam > 1 ? pageParam : undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.nextPage ?? undefined,
  });
