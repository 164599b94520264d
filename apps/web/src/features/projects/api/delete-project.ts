import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useProjectChanged } from './project-changed';

/** `DELETE /api/projects/:id`: the author takes their project down, every version of it. */
export function useDeleteProject(courseId: string) {
  const changed = useProjectChanged(courseId);
  return useMutation({
    mutationFn: (id: string) => api.delete('/projects/:id', { params: { id } }),
    onSuccess: changed,
  });
}
