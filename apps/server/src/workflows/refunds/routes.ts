import { adminRefundBodySchema, adminRefundResponseSchema } from '@academy/shared/admin-orders';
import { orderIdParamSchema } from '@academy/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvoicingSettings } from '../../config';
import { requireCaller } from '../../plugins/auth';
import { refundOrder } from './refund';
import { getAdminOrderDetail } from '../../modules/admin-orders/service';

/**
 * An admin refunds a paid order in full (issue 12): access removed, coupon use returned, credit
 * note issued, the payment refunded through the gateway. Answers the order as it now is.
 */
export const refundRoutes: FastifyPluginAsyncZod<{ invoicing: InvoicingSettings }> = async (
  app,
  { invoicing },
) => {
  app.post(
    '/admin/orders/:orderId/refund',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamSchema,
        body: adminRefundBodySchema.nullish(),
        response: { 200: adminRefundResponseSchema },
      },
    },
    async (request) => {
      const admin = requireCaller(request);
      const { orderId } = request.params;
      const { message } = await refundOrder(
        { db: app.db, jobs: app.jobs, invoicing },
        admin,
        orderId,
        request.body?.note,
      );
      const data = await getAdminOrderDetail(app.db, invoicing, admin, orderId);
      return { success: true as const, message, data };
    },
  );
};
