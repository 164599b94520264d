import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** 200 `data: true` when the asset is bought, 404 when it is not. */
export async function getAssetPurchase(assetId: string, userId: string): Promise<boolean> {
  try {
    await api.get('/student/assets/bought/purchase-info/:assetId/:userId', { params: { assetId, userId } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export const assetPurchaseQuery = (assetId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.assetPurchase(assetId, userId),
    queryFn: () => getAssetPurchase(assetId, userId),
  });

/** SPEC §4 Asset detail: the purchased flag comes from this check. */
export const useAssetPurchase = (assetId: string, userId: string | undefined) =>
  useQuery({ ...assetPurchaseQuery(assetId, userId ?? ''), enabled: Boolean(userId && assetId) });
