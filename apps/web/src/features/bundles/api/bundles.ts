import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Bundles a page: two rows of three on a desktop. */
export const BUNDLE_PAGE_SIZE = 12;

export const bundlePageQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bundlePage(page),
    queryFn: () => api.get('/bundles', { query: { page, limit: BUNDLE_PAGE_SIZE } }),
  });

/** One page of the bundles on sale; the last page stays on screen while the next comes. */
export const useBundlePage = (page: number) =>
  useQuery({ ...bundlePageQuery(page), placeholderData: keepPreviousData });

/** A bundle as anyone sees it: what the server renders, and what the page shows first. */
export const useBundle = (id: string) =>
  useQuery({
    queryKey: queryKeys.bundle(id),
    queryFn: () => api.get('/bundles/:id', { params: { id } }).then((response) => response.data),
  });

/**
 * The same bundle asked by a signed-in student: what it costs them (`priceForYou`) and which items
 * they own. Its own query, so the page the server rendered for everyone hydrates as it was.
 */
export const useBundleForStudent = (id: string, userId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.bundleForStudent(id, userId ?? ''),
    queryFn: () => api.get('/bundles/:id', { params: { id } }).then((response) => response.data),
    enabled: Boolean(userId),
  });
