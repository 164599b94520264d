import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/account/billing`: what the buyer gave last time, to name the place of supply and pre-fill. */
export const getBillingDetails = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/account/billing', { signal }).then((response) => response.data);

/** Only for a signed-in buyer; a visitor's place of supply is the academy's until they sign in. */
export const useBillingDetails = (userId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.billing(userId ?? ''),
    queryFn: getBillingDetails,
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
  });
