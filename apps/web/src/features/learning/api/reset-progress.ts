import type { CourseProgress } from '@academy/shared/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { courseProgressQuery } from './get-course-progress';

type ResetProgress = { userId: string; courseId: string };

export const resetProgress = (body: ResetProgress) =>
  api.post('/student/course-progress/reset-progress', { body });

/** SPEC §4 Rewatch: progress reset, then fetched again; resolves with the fresh progress. */
export function useResetProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResetProgress): Promise<CourseProgress> => {
      await resetProgress(body);
      return queryClient.fetchQuery({ ...courseProgressQuery(body.userId, body.courseId), staleTime: 0 });
    },
  });
}
