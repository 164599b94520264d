import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Filters = { category?: string; limit?: number };

export const getAssets = ({ category, limit }: Filters) => {
  const query = {
    category: category && category !== 'All' ? category : undefined,
    ...(limit ? { page: 1, limit } : {}),
  };
  return api.get('/student/digital-assets/get', { query }).then((response) => response.data);
};

export const assetsQuery = (filters: Filters = {}) =>
  queryOptions({ queryKey: queryKeys.assets(filters), queryFn: () => getAssets(filters) });

export const useAssets = (filters: Filters = {}) => useQuery(assetsQuery(filters));
