import type { CourseProgress, WatchEvidence } from '@academy/shared/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { courseProgressQuery } from './get-course-progress';

/** SPEC §7 mark-lecture-viewed, with what the player last saw of the lecture (issue 14). */
type MarkLectureViewed = {
  userId: string;
  courseId: string;
  lectureId: string;
  watched?: WatchEvidence | undefined;
};

export const markLectureViewed = (body: MarkLectureViewed) =>
  api.post('/student/course-progress/mark-lecture-viewed', { body });

/**
 * SPEC §4 Course progress: a lecture played to its end is marked viewed, then the progress is
 * fetched again; the mutation resolves with that fresh progress. The server refuses a student's
 * mark with 409 until it has evidence that most of the lecture was played.
 */
export function useMarkLectureViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkLectureViewed): Promise<CourseProgress> => {
      await markLectureViewed(body);
      return queryClient.fetchQuery({ ...courseProgressQuery(body.userId, body.courseId), staleTime: 0 });
    },
  });
}
