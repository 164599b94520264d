import type { GiftView, OrderGift } from '@academy/shared/gifts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * Gifts (issue 31) as the web app asks for them: what a claim link gives and its claim, and the
 * gift on its buyer's order with the buyer's two changes. A link's token travels in the body,
 * never in a URL.
 */

export const giftViewQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.giftView(token),
    queryFn: (): Promise<GiftView> =>
      api.post('/gifts/view', { body: { token } }).then((answer) => answer.data),
    retry: false,
  });

/** What the link `token` gives; nothing is asked without one. */
export const useGiftView = (token: string) => useQuery({ ...giftViewQuery(token), enabled: token !== '' });

/** A claimed gift's view, until the server's own answers it (the page shows the outcome at once). */
export const markClaimed = (view: GiftView | undefined): GiftView | undefined =>
  view && { ...view, state: 'claimed' };

/** The signed-in recipient takes the gift; the link's view then says it is claimed. */
export function useClaimGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/gifts/claim', { body: { token } }),
    onSuccess: async () => {
      queryClient.setQueryData(queryKeys.giftView(token), markClaimed);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.giftView(token) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.purchases }),
      ]);
    },
  });
}

const orderPath = (orderId: string) => ({ params: { orderId } });

/** The gift of the buyer's order `orderId`, for an order that is one. */
export function useOrderGift(orderId: string, userId: string, isGift: boolean) {
  return useQuery({
    queryKey: queryKeys.orderGift(orderId, userId),
    queryFn: (): Promise<OrderGift> =>
      api.get('/student/orders/:orderId/gift', orderPath(orderId)).then((answer) => answer.data),
    enabled: isGift && userId !== '',
  });
}

/** Each change answers the gift as it now is, which replaces the cached one. */
function useGiftChange<Input>(
  orderId: string,
  userId: string,
  send: (input: Input) => Promise<{ data: OrderGift; message?: string | undefined }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.orderGift(orderId, userId), answer.data),
  });
}

export const useResendGift = (orderId: string, userId: string) =>
  useGiftChange<void>(orderId, userId, () =>
    api.post('/student/orders/:orderId/gift/resend', orderPath(orderId)),
  );

export const useChangeGiftRecipient = (orderId: string, userId: string) =>
  useGiftChange<string>(orderId, userId, (recipientEmail) =>
    api.put('/student/orders/:orderId/gift/recipient', { ...orderPath(orderId), body: { recipientEmail } }),
  );
