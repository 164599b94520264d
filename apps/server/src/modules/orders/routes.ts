import {
  orderDetailResponseSchema,
  orderIdParamSchema,
  ordersResponseSchema,
  personalListQuerySchema,
} from '@academy/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvoicingSettings } from '../../config';
import { requireCaller } from '../../plugins/auth';
import { getOrderDetail, listPaidOrders } from './order-views';

/**
 * SPEC §7 Orders: the buyer's orders (the confirmation page, Purchases). Checkout itself, which
 * spans the cart, coupons, access and invoices, is a workflow (src/workflows/checkout).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ invoicing: InvoicingSettings }> = async (
  app,
  { invoicing },
) => {
  app.get(
    '/student/orders',
    {
      config: { access: 'user' },
      schema: { querystring: personalListQuerySchema, response: { 200: ordersResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { orders, pagination } = await listPaidOrders(app.db, requireCaller(request).id, request.query);
      return { success: true as const, data: orders, pagination };
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
};
