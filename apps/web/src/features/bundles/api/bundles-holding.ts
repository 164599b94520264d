import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * Apart from the bundle pages' calls (bundles.ts): a course's and an asset's pages load this
 * with their first paint, and nothing else of the bundles feature.
 */

/** The bundles on sale holding a course or an asset ("Get it in a kit" on its page). */
export const useBundlesHolding = (kind: 'course' | 'asset', id: string) =>
  useQuery({
    queryKey: queryKeys.bundlesHolding(kind, id),
    queryFn: () =>
      api
        .get('/bundles', {
          query: kind === 'course' ? { courseId: id, limit: 3 } : { assetId: id, limit: 3 },
        })
        .then((response) => response.data),
  });
