import type { AssetSummary } from '@academy/shared/catalogue-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Filters = { category?: string; limit?: number };

export const getAssets = ({ category, limit }: Filters) => {
  const query = new URLSearchParams();
  if (category && category !== 'All') query.set('category', category);
  if (limit) {
    query.set('page', '1');
    query.set('limit', String(limit));
  }
  const suffix = query.size ? `?${query.toString()}` : '';
  return api<{ data: AssetSummary[] }>(`/student/digital-assets/get${suffix}`).then(
    (response) => response.data,
  );
};

export const assetsQuery = (filters: Filters = {}) =>
  queryOptions({ queryKey: queryKeys.assets(filters), queryFn: () => getAssets(filters) });

export const useAssets = (filters: Filters = {}) => useQuery(assetsQuery(filters));
