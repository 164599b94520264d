import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/:id`: a shown project's page; 404 once it is hidden, deleted or was never approved. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.project(id),
    queryFn: ({ signal }) =>
      api.get('/projects/:id', { params: { id }, signal }).then((response) => response.data),
  });

export const useProject = (id: string) => useQuery(projectQuery(id));
