import { couponApplyResponseSchema, couponApplySchema } from '@academy/shared/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { COUPON_MESSAGES } from '../coupons/rules';
import { quoteCoupon } from './pricing';

/**
 * POST /api/admin/coupon/apply: what a coupon takes off a course, an asset, a kit or the cart,
 * priced as the checkout will price it (pricing.ts), before the student pays: for them, or as a gift.
 */
export const couponQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guessing codes is what this route invites (issue 25): each account may have 10 codes refused
  // per 15 minutes, counted in the database so every instance shares the count. A code that
  // works takes its hit back, so a student trying their own coupons is never stopped.
  const limitGuesses = rateLimit({
    name: 'coupon-apply',
    max: 10,
    windowMs: 15 * 60_000,
    key: (request) => requireCaller(request).id,
    message: COUPON_MESSAGES.tooManyGuesses,
  });

  // The body's purchaseAmount is accepted and ignored: the discount comes from the server's prices.
  app.post(
    '/admin/coupon/apply',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: couponApplySchema, response: { 200: couponApplyResponseSchema } },
      preHandler: limitGuesses,
    },
    async (request) => {
      const { code, assetId, courseId, bundleId, gift = false } = request.body;
      const target = assetId
        ? { assetId }
        : courseId
          ? { courseId }
          : bundleId
            ? { bundleId }
            : { cart: true as const };
      const result = await quoteCoupon(app.db, requireCaller(request).id, code, target, { gift });
      await limitGuesses.forgive(request);
      return { success: true as const, ...result };
    },
  );
};
