import {
  assetOrderCreateSchema,
  cartOrderCreatedResponseSchema,
  cartOrderCreateSchema,
  courseOrderCreateSchema,
  orderCreatedResponseSchema,
  orderDetailResponseSchema,
  orderIdParamSchema,
  ordersResponseSchema,
  verifyPaymentResponseSchema,
  verifyPaymentSchema,
} from '@academy/shared/commerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin, requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import type { InvoicingSettings } from '../../config';
import type { PaymentGateway } from '../payments/gateway';
import { createOrder, getOrderDetail, listPaidOrders, ORDER_MESSAGES, verifyPayment } from './service';

export type OrderRoutesOptions = {
  gateway: PaymentGateway;
  invoicing: InvoicingSettings;
  createRateLimitPerMinute: number;
};

/**
 * SPEC §7 Orders: a course, an asset or the cart, each with an optional coupon; and the buyer's
 * orders (the confirmation page, Purchases). Prices sent by the browser (`coursePricing`,
 * `assetPricing`, the cart items' prices) are accepted and ignored.
 */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
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
  const verified = { success: true as const, message: ORDER_MESSAGES.verified };

  app.post(
    '/student/order/create-order',
    {
      config: { access: 'user' },
      preHandler: limitCreates,
      schema: { body: courseOrderCreateSchema, response: { 200: orderCreatedResponseSchema } },
    },
    async (request) => {
      const { userId, courseId, couponCode } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await createOrder(app.db, gateway, {
        userId,
        kind: 'course',
        products: [{ type: 'Course', id: courseId }],
        couponCode,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/student/assets/order/create-order',
    {
      config: { access: 'user' },
      preHandler: limitCreates,
      schema: { body: assetOrderCreateSchema, response: { 200: orderCreatedResponseSchema } },
    },
    async (request) => {
      const { userId, assetId, couponCode } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await createOrder(app.db, gateway, {
        userId,
        kind: 'asset',
        products: [{ type: 'Asset', id: assetId }],
        couponCode,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/create-order',
    {
      config: { access: 'user' },
      preHandler: limitCreates,
      schema: { body: cartOrderCreateSchema, response: { 200: cartOrderCreatedResponseSchema } },
    },
    async (request) => {
      const { userId, cartItems, couponCode } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await createOrder(app.db, gateway, {
        userId,
        kind: 'cart',
        products: cartItems.map((item) => ({ type: item.itemType, id: item.itemId })),
        couponCode,
      });
      return { success: true as const, ...data };
    },
  );

  app.get(
    '/student/orders',
    { config: { access: 'user' }, schema: { response: { 200: ordersResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await listPaidOrders(app.db, requireCaller(request).id) };
    },
  );

  // The buyer's own order (or any, for an admin), with its invoice; two paths, one answer.
  for (const path of ['/orders/:orderId', '/student/orders/:orderId']) {
    app.get(
      path,
      {
        config: { access: 'user' },
        schema: { params: orderIdParamSchema, response: { 200: orderDetailResponseSchema } },
      },
      async (request, reply) => {
        const data = await getOrderDetail(app.db, invoicing, requireCaller(request), request.params.orderId);
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data };
      },
    );
  }

  for (const path of [
    '/student/order/verify-payment',
    '/student/assets/order/verify-payment',
    '/verify-order',
  ]) {
    app.post(
      path,
      {
        config: { access: 'user' },
        schema: { body: verifyPaymentSchema, response: { 200: verifyPaymentResponseSchema } },
      },
      async (request) => {
        await verifyPayment(app.db, gateway, requireCaller(request), request.body);
        return verified;
      },
    );
  }
};
