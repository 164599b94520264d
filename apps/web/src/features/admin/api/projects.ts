import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import type { ProjectStatus } from '@academy/shared/project-rules';
import type { AdminProject, ProjectReviewInput } from '@academy/shared/projects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** Which projects Admin → Projects lists: a page of them, in one status or all, of one course or all. */
export type ProjectFilters = {
  page: number;
  status: ProjectStatus | undefined;
  courseId: string | undefined;
};

/**
 * `GET /admin/projects` (issue 30): a page of the projects, the ones waiting longest first when
 * only those are asked for, else the most recently changed first.
 */
export const useAdminProjects = ({ page, status, courseId }: ProjectFilters) =>
  useQuery({
    queryKey: adminKeys.projectPage({ page, status, courseId }),
    queryFn: ({ signal }) =>
      api.get('/admin/projects', { query: { page, limit: ADMIN_PAGE_SIZE, status, courseId }, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/projects/:id`: one project with every version, newest first, and its student. */
export const useAdminProject = (id: string) =>
  useQuery({
    queryKey: adminKeys.project(id),
    queryFn: ({ signal }) =>
      api.get('/admin/projects/:id', { params: { id }, signal }).then((response) => response.data),
  });

/**
 * A project was answered or removed: the queue's pages are read again, and so is what the
 * storefront showed of projects in this tab (a course's gallery, a project's page), which an
 * approval or a removal changes.
 */
function useProjectChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.projectPages }),
      queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
    ]);
}

/**
 * `POST /admin/projects/:id/review`: the answer to the version the admin read. A 409 says a newer
 * version came in meanwhile, or the latest was answered already; the page offers to reload.
 */
export function useReviewProject(project: Pick<AdminProject, 'id'>) {
  const queryClient = useQueryClient();
  const changed = useProjectChanged();
  return useMutation({
    mutationFn: (review: Required<ProjectReviewInput>) =>
      api.post('/admin/projects/:id/review', { params: { id: project.id }, body: review }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminKeys.project(project.id), data);
      return changed();
    },
  });
}

/** `DELETE /projects/:id`: an admin removes a project, every version and file of it, for good. */
export function useRemoveProject() {
  const changed = useProjectChanged();
  return useMutation({
    mutationFn: (project: Pick<AdminProject, 'id'>) =>
      api.delete('/projects/:id', { params: { id: project.id } }),
    onSuccess: () => changed(),
  });
}
