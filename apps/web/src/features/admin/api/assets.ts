import type {
  AdminAssetDetail,
  AssetInput,
  AssetSummary,
  AssetUpdateInput,
} from '@academy/shared/catalogue-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §7 `GET student/digital-assets/get`, unpaged: every asset, newest first. */
export const adminAssetsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.assets,
    queryFn: () =>
      api<{ data: AssetSummary[] }>('/student/digital-assets/get').then((response) => response.data),
  });

export const useAdminAssets = () => useQuery(adminAssetsQuery());

/** `GET /admin/digital-assets/detail/{id}`: the public fields plus the stored download URL. */
export const useAdminAsset = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.asset(id),
    queryFn: () =>
      api<{ data: AdminAssetDetail }>(`/admin/digital-assets/detail/${encodeURIComponent(id)}`).then(
        (response) => response.data,
      ),
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
        ? api<{ message: string; data: AssetSummary }>(
            `/student/digital-assets/update/${encodeURIComponent(input.id)}`,
            { method: 'PUT', body: input.asset },
          )
        : api<{ message: string; data: AssetSummary }>('/student/digital-assets/create', {
            method: 'POST',
            body: input.asset,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.assets }),
  });
}

/** SPEC §7 `DELETE /student/digital-assets/delete/{id}`; refused once students have bought it. */
export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/student/digital-assets/delete/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.assets });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
