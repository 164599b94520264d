import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7: 200 `data: true` when the course is bought, 404 when it is not. */
export async function getCoursePurchase(courseId: string, userId: string): Promise<boolean> {
  try {
    await api.get('/student/course/purchase-info/:courseId/:userId', { params: { courseId, userId } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export const coursePurchaseQuery = (courseId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.coursePurchase(courseId, userId),
    queryFn: () => getCoursePurchase(courseId, userId),
  });

/** Whether the signed-in student owns the course; never asked for a visitor. */
export const useCoursePurchase = (courseId: string, userId: string | undefined) =>
  useQuery({ ...coursePurchaseQuery(courseId, userId ?? ''), enabled: Boolean(userId && courseId) });
