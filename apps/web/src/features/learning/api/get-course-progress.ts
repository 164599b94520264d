import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { offlineProgress, withSavedLectures } from '../lib/offline-progress';

/** SPEC §7: the course with its curriculum (signed URLs for an owner), progress and state. */
export const getCourseProgress = (userId: string, courseId: string) =>
  api
    .get('/student/course-progress/get/:userId/:courseId', { params: { userId, courseId } })
    .then((response) => response.data);

/**
 * The player's view of the course. Lectures saved on this device play from it; without the
 * network, a course with saved lectures shows as it was last seen (issue 32).
 */
async function courseProgress(userId: string, courseId: string) {
  try {
    return await withSavedLectures(await getCourseProgress(userId, courseId), userId, courseId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const offline = await offlineProgress(userId, courseId);
      if (offline) return offline;
    }
    throw error;
  }
}

export const courseProgressQuery = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.courseProgress(userId, courseId),
    queryFn: () => courseProgress(userId, courseId),
    // Asked offline too: the device may have the course saved.
    networkMode: 'always',
  });

export const useCourseProgress = (userId: string, courseId: string) =>
  useQuery({ ...courseProgressQuery(userId, courseId), enabled: Boolean(userId && courseId) });
