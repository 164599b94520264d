import {
  adminOrderDetailResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  gstRegisterQuerySchema,
  RESEND_RECEIPT_MESSAGES,
  resendReceiptResponseSchema,
} from '@academy/shared/admin-orders';
import { orderIdParamSchema } from '@academy/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvoicingSettings } from '../../config';
import { requireCaller } from '../../plugins/auth';
import { resendReceipt } from './receipt-resend';
import { getAdminOrderDetail, gstRegisterCsv, listOrders } from './service';

/** Admin → Orders: the order register, one order in full, the GST register as CSV, and Resend receipt. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ invoicing: InvoicingSettings }> = async (
  app,
  { invoicing },
) => {
  app.get(
    '/admin/orders',
    {
      config: { access: 'admin' },
      schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listOrders(app.db, request.query) }),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        querystring: gstRegisterQuerySchema,
        openapiResponses: {
          200: { contentTypes: ['text/csv'], description: 'The GST register, as a download.' },
        },
      },
    },
    async (request, reply) => {
      // The schema refuses a missing day; the fallbacks only satisfy the type.
      const { from = '', to = '' } = request.query;
      const csv = await gstRegisterCsv(app.db, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-register-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/orders/:orderId',
    {
      config: { access: 'admin' },
      schema: { params: orderIdParamSchema, response: { 200: adminOrderDetailResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await getAdminOrderDetail(app.db, invoicing, requireCaller(request), request.params.orderId),
    }),
  );

  app.post(
    '/admin/orders/:orderId/resend-receipt',
    {
      config: { access: 'admin' },
      schema: { params: orderIdParamSchema, response: { 200: resendReceiptResponseSchema } },
    },
    async (request) => {
      await resendReceipt(app.db, app.jobs, request.params.orderId);
      return { success: true as const, message: RESEND_RECEIPT_MESSAGES.queued };
    },
  );
};
