import type { SearchResult } from '@academy/shared/catalogue-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7: `GET student/course/search?q=` answers `{ data: { courses, assets } }`, ranked. */
export const searchCatalogue = (query: string, signal?: AbortSignal) =>
  api<{ success: boolean; data: SearchResult }>(`/student/course/search?q=${encodeURIComponent(query)}`, {
    signal,
  }).then((response) => response.data);

/** SPEC §2 Search: runs only when there is something to search for. */
export const searchCatalogueQuery = (query: string) =>
  queryOptions({
    queryKey: queryKeys.search(query),
    queryFn: ({ signal }) => searchCatalogue(query, signal),
    enabled: query.length > 0,
  });

export const useSearchCatalogue = (query: string) => useQuery(searchCatalogueQuery(query));
