import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §8: a failed recommendation call is logged and shows an empty list, no message. */
export const getAssetRecommendations = (category: string, excludeId: string) =>
  api
    .get('/student/digital-assets/recommendation', { query: { category, excludeId } })
    .then((response) => response.data)
    .catch((error: unknown) => {
      console.warn('Asset recommendations failed', error);
      return [];
    });

export const useAssetRecommendations = (category: string | undefined, excludeId: string) =>
  useQuery({
    queryKey: queryKeys.assetRecommendations(category ?? '', excludeId),
    queryFn: () => getAssetRecommendations(category ?? '', excludeId),
    enabled: category !== undefined,
  });
