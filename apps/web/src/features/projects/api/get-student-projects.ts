import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/student/projects`: every project of the signed-in student, for My Purchases' rows. */
export const useStudentProjects = (userId: string) =>
  useQuery({
    queryKey: queryKeys.myProjects(userId),
    queryFn: ({ signal }) => api.get('/student/projects', { signal }).then((response) => response.data),
  });
