import type { BillingDetailsInput } from '@academy/shared/gst';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/account/billing`: the details the next checkout starts from. */
export const useBillingDetails = (userId: string) =>
  useQuery({
    queryKey: queryKeys.billing(userId),
    queryFn: ({ signal }) => api.get('/account/billing', { signal }).then((response) => response.data),
  });

/** `PUT /api/account/billing`: blank fields clear what was saved. */
export function useSaveBillingDetails(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetailsInput) =>
      api.put('/account/billing', { body }).then((response) => response.data),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.billing(userId), saved),
  });
}
