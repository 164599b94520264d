import type { AssetSummary, CourseSort } from '@academy/shared/catalogue-api';
import type { Pagination } from '@academy/shared/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Twelve cards: full rows of two and four columns. */
export const ASSET_PAGE_SIZE = 12;

export type AssetPageParams = {
  category: string;
  price?: string | undefined;
  sort: CourseSort;
  page: number;
};

export type AssetPage = { data: AssetSummary[]; pagination: Pagination };

export const getAssetPage = (params: AssetPageParams) => {
  const query = new URLSearchParams();
  if (params.category !== 'All') query.set('category', params.category);
  if (params.price) query.set('price', params.price);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  query.set('limit', String(ASSET_PAGE_SIZE));
  return api<AssetPage>(`/student/digital-assets/get?${query.toString()}`);
};

/** The key is the list's URL state, so each shared link and Back has its own cached page. */
export const assetPageQuery = (params: AssetPageParams) =>
  queryOptions({
    queryKey: queryKeys.assetPage(params),
    queryFn: () => getAssetPage(params),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAssetPage = (params: AssetPageParams) => useQuery(assetPageQuery(params));
