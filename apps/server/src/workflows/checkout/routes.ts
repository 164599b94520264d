import {
  assetOrderCreateSchema,
  bundleOrderCreateSchema,
  cartOrderCreatedResponseSchema,
  cartOrderCreateSchema,
  courseOrderCreateSchema,
  orderCreatedResponseSchema,
  verifyPaymentResponseSchema,
  verifyPaymentSchema,
} from '@academy/shared/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin, requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import type { InvoicingSettings } from '../../config';
import { ConflictError } from '../../lib/errors';
import type { PaymentGateway } from '../../infrastructure/payments/gateway';
import { ORDER_MESSAGES } from '../../modules/orders/messages';
import { createOrder, verifyPayment } from './checkout';

export type CheckoutRoutesOptions = {
  gateway: PaymentGateway;
  invoicing: InvoicingSettings;
  createRateLimitPerMinute: number;
};

/**
 * SPEC §7 Orders: a course, an asset, a bundle or the cart, each with an optional coupon and
 * optionally as a gift (issue 31), and the payment's verification (checkout.ts). Prices sent by the browser (`coursePricing`,
 * `assetPricing`, the cart items' prices) are accepted and ignored.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { gateway, invoicing, ...options },
) => {
  // Each order costs a call to the gateway: a runaway client should not make thousands.
  const limitCreates = rateLimit({
    name: 'order-create',
    max: options.createRateLimitPerMinute,
    windowMs: 60_000,
    key: (request) => request.caller?.id ?? request.ip,
  });
  const context = { db: app.db, gateway, invoicing, jobs: app.jobs };

  app.post(
    '/student/order/create-order',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      preHandler: limitCreates,
      schema: { body: courseOrderCreateSchema, response: { 200: orderCreatedResponseSchema } },
    },
    async (request) => {
      const { userId, courseId, couponCode, billing, gift } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await createOrder(context, {
        userId,
        kind: 'course',
        products: [{ type: 'Course', id: courseId }],
        couponCode,
        billing,
        gift,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/student/assets/order/create-order',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      preHandler: limitCreates,
      schema: { body: assetOrderCreateSchema, response: { 200: orderCreatedResponseSchema } },
    },
    async (request) => {
      const { userId, assetId, couponCode, billing, gift } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await createOrder(context, {
        userId,
        kind: 'asset',
        products: [{ type: 'Asset', id: assetId }],
        couponCode,
        billing,
        gift,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/student/bundles/order/create-order',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      preHandler: limitCreates,
      schema: { body: bundleOrderCreateSchema, response: { 200: orderCreatedResponseSchema } },
    },
    async (request) => {
      const { userId, bundleId, couponCode, billing, gift } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await createOrder(context, {
        userId,
        kind: 'bundle',
        products: [{ type: 'Bundle', id: bundleId }],
        couponCode,
        billing,
        gift,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/create-order',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      preHandler: limitCreates,
      schema: { body: cartOrderCreateSchema, response: { 200: cartOrderCreatedResponseSchema } },
    },
    async (request) => {
      const { userId, cartItems, couponCode, billing, gift } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await createOrder(context, {
        userId,
        kind: 'cart',
        products: cartItems.map((item) => ({ type: item.itemType, id: item.itemId })),
        couponCode,
        billing,
        gift,
      });
      return { success: true as const, ...data };
    },
  );

  for (const path of [
    '/student/order/verify-payment',
    '/student/assets/order/verify-payment',
    '/verify-order',
  ]) {
    app.post(
      path,
      {
        config: { access: 'user', publicPages: 'unchanged' },
        schema: { body: verifyPaymentSchema, response: { 200: verifyPaymentResponseSchema } },
      },
      async (request) => {
        const result = await verifyPayment(context, requireCaller(request), request.body);
        if (result.outcome !== 'refunding')
          return { success: true as const, message: ORDER_MESSAGES.verified };
        const message = ORDER_MESSAGES.refunding[result.reason];
        // A second payment for a paid order: the order stands, only the extra money goes back.
        if (result.reason === 'duplicate-payment') return { success: true as const, message };
        throw new ConflictError(message);
      },
    );
  }
};
