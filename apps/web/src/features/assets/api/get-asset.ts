import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAsset = (id: string) =>
  api.get('/student/digital-assets/detail/:id', { params: { id } }).then((response) => response.data);

export const assetQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.asset(id), queryFn: () => getAsset(id) });

export const useAsset = (id: string) => useQuery(assetQuery(id));
