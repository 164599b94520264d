import type { AssetInput, AssetUpdateInput } from '@academy/shared/catalogue-assets';
import { ADMIN_ASSET_SORTS, ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { byIds, listQuery, pickerQuery, sortSpec, type TableSearch } from '../lib/table-search';

export type AssetSort = (typeof ADMIN_ASSET_SORTS)[number];

/** All Assets: newest first, names A to Z, prices cheapest first. */
export const ASSET_SORT = sortSpec(ADMIN_ASSET_SORTS, 'date');

const getAssets = (query: string, signal: AbortSignal) =>
  api.get('/admin/digital-assets/get', { query: new URLSearchParams(query), signal });

/** `GET /admin/digital-assets/get`: one page of every digital asset. */
export const useAdminAssetPage = (search: TableSearch<AssetSort>) =>
  useQuery({
    queryKey: adminKeys.assetPage(search),
    queryFn: ({ signal }) => getAssets(listQuery(search, ADMIN_PAGE_SIZE), signal),
    placeholderData: keepPreviousData,
  });

/** A picker's suggestions: the assets whose name holds `q` (the newest, when it is blank). */
export const useAssetOptions = (q: string, enabled = true) =>
  useQuery({
    queryKey: adminKeys.assetOptions(q),
    queryFn: ({ signal }) => getAssets(pickerQuery(q), signal),
    select: (page) => page.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });

/** The assets already chosen in a form, by id, to show their names (`?ids=`). */
export const useAssetsByIds = (ids: readonly string[]) =>
  useQuery({
    queryKey: adminKeys.assetsByIds(ids),
    queryFn: ({ signal }) => getAssets(byIds(ids), signal),
    select: (page) => page.data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: ids.length > 0,
  });

/** `GET /admin/digital-assets/detail/{id}`: the public fields plus the stored download URL. */
export const useAdminAsset = (id: string) =>
  useQuery({
    queryKey: adminKeys.asset(id),
    queryFn: () =>
      api.get('/admin/digital-assets/detail/:id', { params: { id } }).then((response) => response.data),
    staleTime: 0,
    gcTime: 0,
  });

type SaveAsset = { id: null; asset: AssetInput } | { id: string; asset: AssetUpdateInput };

/** SPEC §7 `POST /student/digital-assets/create` or `PUT /student/digital-assets/update/{id}`. */
export function useSaveAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAsset) =>
      input.id
        ? api.put('/student/digital-assets/update/:id', { params: { id: input.id }, body: input.asset })
        : api.post('/student/digital-assets/create', { body: input.asset }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.assets }),
  });
}

/** SPEC §7 `DELETE /student/digital-assets/delete/{id}`; refused once students have bought it. */
export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/student/digital-assets/delete/:id', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.assets });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
