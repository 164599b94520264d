import type { CourseSort } from '@academy/shared/catalogue-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Twelve cards: full rows of two and four columns. */
export const ASSET_PAGE_SIZE = 12;

export type AssetPageParams = {
  category: string;
  price?: string | undefined;
  /** `4`: four stars and up (issue 30). */
  rating?: string | undefined;
  sort: CourseSort;
  page: number;
};

export const getAssetPage = (params: AssetPageParams) => {
  const query = {
    category: params.category !== 'All' ? params.category : undefined,
    price: params.price || undefined,
    rating: params.rating || undefined,
    sort: params.sort,
    page: params.page,
    limit: ASSET_PAGE_SIZE,
  };
  return api.get('/student/digital-assets/get', { query });
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
