/** Gifts (issue 31): the claim link and the gift on its buyer's order, in the ApiContract (contract.ts). */
import type { z } from 'zod';
import type {
  giftClaimResponseSchema,
  giftRecipientBodySchema,
  giftTokenBodySchema,
  giftViewResponseSchema,
  orderGiftResponseSchema,
} from './gifts';

export type GiftContract = {
  'POST /gifts/view': {
    response: z.output<typeof giftViewResponseSchema>;
    body: z.input<typeof giftTokenBodySchema>;
  };
  'POST /gifts/claim': {
    response: z.output<typeof giftClaimResponseSchema>;
    body: z.input<typeof giftTokenBodySchema>;
  };
  'GET /student/orders/:orderId/gift': { response: z.output<typeof orderGiftResponseSchema> };
  'POST /student/orders/:orderId/gift/resend': { response: z.output<typeof orderGiftResponseSchema> };
  'PUT /student/orders/:orderId/gift/recipient': {
    response: z.output<typeof orderGiftResponseSchema>;
    body: z.input<typeof giftRecipientBodySchema>;
  };
};
