import { randomInt } from 'node:crypto';
import type { CheckoutFailure, CheckoutSuccess } from '@academy/shared/checkout';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { signCheckout } from './signatures';

export type SandboxGatewaySettings = Pick<Config['payments'], 'keyId' | 'keySecret' | 'webhookSecret'>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay's id format: a prefix and 14 base62 characters (`order_…`, `pay_…`). */
function razorpayId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i += 1) id += BASE62[randomInt(BASE62.length)];
  return id;
}

/**
 * The gateway for development and demos: no network and no money. Orders get Razorpay-shaped
 * ids; results are signed like Razorpay Checkout signs them (see `sandboxCheckout`).
 */
export function createSandboxGateway(settings: SandboxGatewaySettings): PaymentGateway {
  return {
    provider: 'sandbox',
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,

    async createOrder({ amountPaise, currency }) {
      return { id: razorpayId('order'), amount: amountPaise, currency };
    },

    /**
     * Always holds: there is no provider to ask. The proof is the checkout signature, which
     * only the server (holder of the key secret) can make and which the order service checks,
     * against the gateway order id stored on our order, before calling this.
     */
    async confirmPayment({ gatewayOrderId, paymentId, amountPaise, currency }) {
      return {
        ok: true,
        payment: {
          id: paymentId,
          orderId: gatewayOrderId,
          amount: amountPaise,
          currency,
          status: 'captured',
        },
      };
    },

    /** The sandbox keeps no payments: what was paid is known only from the signed checkout result. */
    async fetchOrderPayments() {
      return [];
    },

    /** No money moved, so every refund is processed at once. */
    async refundPayment({ paymentId, amountPaise }) {
      return {
        ok: true,
        refund: { id: razorpayId('rfnd'), paymentId, amount: amountPaise, status: 'processed' },
      };
    },
  };
}

/**
 * What Razorpay Checkout hands the browser for a sandbox payment: on success the three fields
 * its `handler` receives, signed `order_id|payment_id` with the key secret; on failure the
 * `error` its `payment.failed` event carries.
 */
export function sandboxCheckout(
  keySecret: string,
  gatewayOrderId: string,
  outcome: 'success',
): CheckoutSuccess;
export function sandboxCheckout(
  keySecret: string,
  gatewayOrderId: string,
  outcome: 'failure',
): CheckoutFailure;
export function sandboxCheckout(
  keySecret: string,
  gatewayOrderId: string,
  outcome: 'success' | 'failure',
): CheckoutSuccess | CheckoutFailure;
export function sandboxCheckout(
  keySecret: string,
  gatewayOrderId: string,
  outcome: 'success' | 'failure',
): CheckoutSuccess | CheckoutFailure {
  const paymentId = razorpayId('pay');
  if (outcome === 'success') {
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: gatewayOrderId,
      razorpay_signature: signCheckout(keySecret, gatewayOrderId, paymentId),
    };
  }
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: gatewayOrderId, payment_id: paymentId },
    },
  };
}
