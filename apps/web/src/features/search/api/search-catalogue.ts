import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * SPEC §7: `GET student/course/search?q=` answers `{ data: { courses, assets } }`, ranked; a
 * later `page` the next results of each kind, and `nextPage` whether there are any.
 */
export const searchCatalogue = (query: string, page: number, signal?: AbortSignal) => {
  return api
    .get('/student/course/search', { query: { q: query, page: page > 1 ? page : undefined }, signal })
    .then((response) => response.data);
};

/**
 * SPEC §2 Search: runs only when there is something to search for. Another page of the same
 * search keeps the last one on screen while it loads; a new search does not.
 */
export const searchCatalogueQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.search(query, page),
    queryFn: ({ signal }) => searchCatalogue(query, page, signal),
    enabled: query.length > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === query ? previous : undefined,
  });

export const useSearchCatalogue = (query: string, page: number) =>
  useQuery(searchCatalogueQuery(query, page));
