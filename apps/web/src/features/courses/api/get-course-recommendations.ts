import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §8: a failed recommendation call is logged and shows an empty list, no message. */
export const getCourseRecommendations = (category: string, excludeId: string) =>
  api
    .get('/student/course/recommendations', { query: { category, excludeId } })
    .then((response) => response.data)
    .catch((error: unknown) => {
      console.warn('Course recommendations failed', error);
      return [];
    });

export const useCourseRecommendations = (category: string | undefined, excludeId: string) =>
  useQuery({
    queryKey: queryKeys.courseRecommendations(category ?? '', excludeId),
    queryFn: () => getCourseRecommendations(category ?? '', excludeId),
    enabled: Boolean(category),
  });
