import { reconciliationSummaryResponseSchema } from '@academy/shared/admin-orders';
import { messageResponseSchema } from '@academy/shared/auth';
import { sandboxPayResponseSchema, sandboxPaySchema } from '@academy/shared/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, InvalidError, NotFoundError, UnavailableError } from '../../lib/errors';
import { requireCaller } from '../../plugins/auth';
import { findOwnOrder } from '../../modules/orders/service';
import { creditReportedPayment, type OrderContext } from '../checkout/checkout';
import { applyReportedRefund } from '../refunds/refund';
import { reconciliationSummary } from '../../modules/payments/service';
import { sandboxCheckout } from '../../infrastructure/payments/sandbox-gateway';
import { isValidWebhookSignature } from '../../infrastructure/payments/signatures';

export const PAYMENT_MESSAGES = {
  sandboxDisabled: 'The sandbox checkout is not enabled on this server.',
  webhooksDisabled: 'Payment webhooks are not configured on this server.',
  badSignature: 'The webhook signature is not valid.',
  badEvent: 'The webhook body is not a payment event.',
} as const;

/**
 * The part of a Razorpay webhook we read: the payment of `payment.captured` and `order.paid`,
 * and the refund of `refund.processed` and `refund.failed`.
 */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable(),
          amount: z.number().int(),
          currency: z.string(),
          status: z.string(),
        }),
      })
      .optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          payment_id: z.string(),
          amount: z.number().int(),
          status: z.string(),
        }),
      })
      .optional(),
  }),
});

const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

const FULFILLING_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Routes of ours (ARCHITECTURE "Routes we add"): the sandbox checkout's Pay and Fail buttons, and
 * the Razorpay webhook, which fulfils orders whose browser never came back.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: OrderContext }> = async (app, { context }) => {
  const { gateway } = context;

  app.get(
    '/admin/payments/reconciliation',
    { config: { access: 'admin' }, schema: { response: { 200: reconciliationSummaryResponseSchema } } },
    async () => ({ success: true as const, data: await reconciliationSummary(app.db) }),
  );

  app.post(
    '/payments/sandbox/pay',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: sandboxPaySchema, response: { 200: sandboxPayResponseSchema } },
    },
    async (request) => {
      if (gateway.provider !== 'sandbox') throw new NotFoundError(PAYMENT_MESSAGES.sandboxDisabled);
      const { razorpayOrderId, outcome } = request.body;
      const order = await findOwnOrder(app.db, requireCaller(request), { gatewayOrderId: razorpayOrderId });
      if (order.status === 'paid') throw new ConflictError('This order is already paid.');
      return sandboxCheckout(gateway.keySecret, razorpayOrderId, outcome);
    },
  );

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes Razorpay sent, so the body is kept raw in this scope.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const webhook = {
      config: { access: 'public' as const },
      schema: {
        description: 'Called by Razorpay; signed with the webhook secret (header x-razorpay-signature).',
        openapiBody: {
          contentType: 'application/json',
          description: 'A Razorpay webhook event, as sent (the parts read here).',
          schema: webhookEventSchema,
        },
        response: { 200: messageResponseSchema },
      },
    };
    webhooks.post('/payments/razorpay/webhook', webhook, async (request) => {
      const secret = gateway.webhookSecret;
      if (!secret) throw new UnavailableError(PAYMENT_MESSAGES.webhooksDisabled);
      const signature = request.headers['x-razorpay-signature'];
      const body = request.body;
      if (
        typeof signature !== 'string' ||
        !Buffer.isBuffer(body) ||
        !isValidWebhookSignature(secret, body, signature)
      ) {
        throw new InvalidError(PAYMENT_MESSAGES.badSignature);
      }

      let parsed;
      try {
        parsed = webhookEventSchema.safeParse(JSON.parse(body.toString('utf8')));
      } catch {
        throw new InvalidError(PAYMENT_MESSAGES.badEvent);
      }
      if (!parsed.success) throw new InvalidError(PAYMENT_MESSAGES.badEvent);
      const { event, payload } = parsed.data;
      const eventId = request.headers['x-razorpay-event-id'];
      const refund = payload.refund?.entity;
      if (REFUND_EVENTS.has(event) && refund) {
        const outcome = await applyReportedRefund(app.db, app.jobs, {
          eventId: typeof eventId === 'string' && eventId ? eventId : undefined,
          eventType: event as 'refund.processed' | 'refund.failed',
          refundId: refund.id,
          paymentId: refund.payment_id,
        });
        const log = { event, eventId, refundId: refund.id, paymentId: refund.payment_id, outcome };
        if (outcome === 'unknown-refund' || event === 'refund.failed') {
          request.log.warn(log, 'refund webhook needs a look');
        } else {
          request.log.info(log, 'refund webhook');
        }
        return { success: true, message: outcome };
      }
      const payment = payload.payment?.entity;
      if (!FULFILLING_EVENTS.has(event) || !payment?.order_id || payment.status !== 'captured') {
        return { success: true, message: `Ignored ${event}` };
      }

      const outcome = await creditReportedPayment(context, {
        eventId: typeof eventId === 'string' && eventId ? eventId : undefined,
        eventType: event,
        gatewayOrderId: payment.order_id,
        paymentId: payment.id,
        amountPaise: payment.amount,
        currency: payment.currency,
      });
      const log = { event, eventId, gatewayOrderId: payment.order_id, paymentId: payment.id, outcome };
      if (outcome === 'mismatch' || outcome === 'refunding' || outcome === 'unknown-order') {
        request.log.warn(log, 'payment webhook needs a look');
      } else {
        request.log.info(log, 'payment webhook');
      }
      return { success: true, message: outcome };
    });
  });
};
