import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/courses/:id/projects/mine`: the signed-in student's project for the course, or null. */
export const useMyProject = (courseId: string, userId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.myProject(userId ?? '', courseId),
    queryFn: ({ signal }) =>
      api
        .get('/courses/:id/projects/mine', { params: { id: courseId }, signal })
        .then((response) => response.data),
    enabled: Boolean(userId),
  });
