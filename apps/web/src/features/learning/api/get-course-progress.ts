import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7: the course with its curriculum (signed URLs for an owner), progress and state. */
export const getCourseProgress = (userId: string, courseId: string) =>
  api
    .get('/student/course-progress/get/:userId/:courseId', { params: { userId, courseId } })
    .then((response) => response.data);

export const courseProgressQuery = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.courseProgress(userId, courseId),
    queryFn: () => getCourseProgress(userId, courseId),
  });

export const useCourseProgress = (userId: string, courseId: string) =>
  useQuery({ ...courseProgressQuery(userId, courseId), enabled: Boolean(userId && courseId) });
