import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useProjectChanged } from './project-changed';

/** `PATCH /api/student/projects/:id`: whether the approved project may be shown in the gallery. */
export function useSetProjectVisibility(courseId: string) {
  const changed = useProjectChanged(courseId);
  return useMutation({
    mutationFn: ({ id, shown }: { id: string; shown: boolean }) =>
      api.patch('/student/projects/:id', { params: { id }, body: { public: shown } }),
    onSuccess: changed,
  });
}
