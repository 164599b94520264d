import type { Bundle, BundleInput } from '@academy/shared/bundles';
import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { pickerQuery, sortSpec, type TableSearch } from '../lib/table-search';

/** All Bundles: newest first, the one order the server lists them in. */
export const BUNDLE_SORT = sortSpec(['date'], 'date');
export type BundleSort = (typeof BUNDLE_SORT)['initial'];

const getBundles = (query: URLSearchParams, signal: AbortSignal) =>
  api.get('/admin/bundles', { query, signal });

const getBundle = (id: string, signal?: AbortSignal) =>
  api.get('/admin/bundles/:id', { params: { id }, signal }).then((response) => response.data);

/** `GET /admin/bundles`: one page of every bundle, on sale or draft, found by title. */
export const useAdminBundlePage = (search: TableSearch<BundleSort>) =>
  useQuery({
    queryKey: adminKeys.bundlePage(search),
    queryFn: ({ signal }) =>
      getBundles(
        new URLSearchParams({
          page: String(search.page),
          limit: String(ADMIN_PAGE_SIZE),
          ...(search.q ? { q: search.q } : {}),
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** A picker's suggestions: the bundles whose title holds `q` (the newest, when it is blank). */
export const useBundleOptions = (q: string, enabled = true) =>
  useQuery({
    queryKey: adminKeys.bundleOptions(q),
    queryFn: ({ signal }) => getBundles(new URLSearchParams(pickerQuery(q)), signal),
    select: (page) => page.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });

type NamedBundles = { data: Bundle[]; isFetching: boolean };

const namedBundles = (results: { data?: Bundle | undefined; isFetching: boolean }[]): NamedBundles => ({
  data: results.flatMap((result) => (result.data ? [result.data] : [])),
  isFetching: results.some((result) => result.isFetching),
});

/**
 * The bundles already chosen in a form, to show their titles. The list takes no `ids=`, so each
 * is asked for by its id; an id that names no bundle is simply absent from `data`.
 */
export const useBundlesByIds = (ids: readonly string[], enabled = true): NamedBundles =>
  useQueries({
    queries: (enabled ? ids : []).map((id) => ({
      queryKey: adminKeys.bundleById(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getBundle(id, signal),
      staleTime: 60_000,
    })),
    combine: namedBundles,
  });

/** `GET /admin/bundles/{id}`: the edit form's bundle, with its items at today's prices, always fresh. */
export const useAdminBundle = (id: string) =>
  useQuery({
    queryKey: adminKeys.bundle(id),
    queryFn: ({ signal }) => getBundle(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

type SaveBundle = { id: string | null; bundle: BundleInput };

/** `POST /admin/bundles` or `PUT /admin/bundles/{id}`; 400 names the field it refuses. */
export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bundle }: SaveBundle) =>
      id
        ? api.put('/admin/bundles/:id', { params: { id }, body: bundle })
        : api.post('/admin/bundles', { body: bundle }),
    // The store's pages of bundles (an admin browsing it in this tab) change with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bundles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bundles }),
      ]),
  });
}

/** `DELETE /admin/bundles/{id}`; its buyers keep what it gave them. */
export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/bundles/:id', { params: { id } }),
    // The store's pages of bundles (an admin browsing it in this tab) change with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bundles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bundles }),
      ]),
  });
}
