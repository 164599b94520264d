import {
  giftClaimResponseSchema,
  giftRecipientBodySchema,
  giftTokenBodySchema,
  giftViewResponseSchema,
  orderGiftParamsSchema,
  orderGiftResponseSchema,
} from '@academy/shared/gifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GIFT_MESSAGES } from '../../modules/gifts/messages';
import { requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { changeRecipient, claimGift, orderGift, resendGift, viewGift } from './gifts';

export type GiftRoutesOptions = {
  /** Signs and checks the claim links (modules/gifts/links.ts). */
  secret: string;
};

/**
 * Issue 31: a gift's claim link (its token in the body, never in a URL the server logs), and the
 * gift on its buyer's order.
 */
export const giftRoutes: FastifyPluginAsyncZod<GiftRoutesOptions> = async (app, { secret }) => {
  // A link is a 256-bit signature: guessing is hopeless, but a client trying should still stop.
  const limitLinks = rateLimit({
    name: 'gift-links',
    max: 30,
    windowMs: 60_000,
    key: (request) => request.caller?.id ?? request.ip,
  });

  app.post(
    '/gifts/view',
    {
      config: { access: 'public' },
      preHandler: limitLinks,
      schema: { body: giftTokenBodySchema, response: { 200: giftViewResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await viewGift(app.db, secret, request.body.token) }),
  );

  app.post(
    '/gifts/claim',
    {
      config: { access: 'user' },
      preHandler: limitLinks,
      schema: { body: giftTokenBodySchema, response: { 200: giftClaimResponseSchema } },
    },
    async (request) => {
      const products = await claimGift(app.db, secret, requireCaller(request), request.body.token);
      return { success: true as const, message: GIFT_MESSAGES.claimed, data: { products } };
    },
  );

  app.get(
    '/student/orders/:orderId/gift',
    {
      config: { access: 'user' },
      schema: { params: orderGiftParamsSchema, response: { 200: orderGiftResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await orderGift(app.db, requireCaller(request), request.params.orderId),
    }),
  );

  app.post(
    '/student/orders/:orderId/gift/resend',
    {
      config: { access: 'user' },
      schema: { params: orderGiftParamsSchema, response: { 200: orderGiftResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: GIFT_MESSAGES.resent,
      data: await resendGift(app.db, app.jobs, requireCaller(request), request.params.orderId),
    }),
  );

  app.put(
    '/student/orders/:orderId/gift/recipient',
    {
      config: { access: 'user' },
      schema: {
        params: orderGiftParamsSchema,
        body: giftRecipientBodySchema,
        response: { 200: orderGiftResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: GIFT_MESSAGES.recipientChanged,
      data: await changeRecipient(
        app.db,
        app.jobs,
        requireCaller(request),
        request.params.orderId,
        request.body.recipientEmail,
      ),
    }),
  );
};
