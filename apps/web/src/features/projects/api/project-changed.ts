import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

/**
 * A student's project changed (a new version, shown or hidden, deleted): their own views of it,
 * the course's gallery and its public page, and the player's word on the certificate, which
 * waits for an approved project.
 */
export function useProjectChanged(courseId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
      user && queryClient.invalidateQueries({ queryKey: queryKeys.courseProgress(user._id, courseId) }),
    ]);
}
