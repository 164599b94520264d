import type { PaymentProvider } from '@academy/shared/payment';

/** An order at the payment provider (Razorpay's Orders API, or the sandbox's imitation of it). */
export type GatewayOrder = { id: string; amount: number; currency: string };

/** What the provider says about a payment, read from its Payments API. */
export type GatewayPayment = {
  id: string;
  orderId: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
};

/** Confirming a payment either holds (captured for the order's amount) or names why not. */
export type PaymentConfirmation = { ok: true; payment: GatewayPayment } | { ok: false; reason: string };

/**
 * The payment provider behind orders. Both implementations issue Razorpay-shaped ids and sign
 * `order_id|payment_id` with the key secret, so the order service verifies them the same way.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key id (shown in the dialog, needed by Razorpay Checkout). */
  readonly keyId: string;
  /** The key secret that signs checkout results. */
  readonly keySecret: string;
  /** The secret webhook bodies are signed with; undefined when webhooks are not configured. */
  readonly webhookSecret: string | undefined;
  /** `receipt` is our order id; `notes` travel with the order for the provider's dashboard. */
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /**
   * Asks the provider about `paymentId` and checks it belongs to `gatewayOrderId` and was
   * captured for exactly `amountPaise` in `currency` (capturing an authorized one first).
   */
  confirmPayment(input: {
    gatewayOrderId: string;
    paymentId: string;
    amountPaise: number;
    currency: string;
  }): Promise<PaymentConfirmation>;
  /** Every payment made against a gateway order, as the provider holds them now. */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /**
   * Refunds `amountPaise` of a captured payment. `receipt` is our refund's id: asked again with
   * the same receipt (a retry after a crash), the provider's existing refund is answered instead
   * of a second one.
   */
  refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RefundRequestResult>;
}

/** A refund at the provider (Razorpay's Refunds API). */
export type GatewayRefund = {
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  /** Razorpay's refund states: pending, processed, failed. */
  status: 'pending' | 'processed' | 'failed';
};

/** Asking for a refund either starts one (or finds the one already made) or names why not. */
export type RefundRequestResult = { ok: true; refund: GatewayRefund } | { ok: false; reason: string };

/** The provider could not be reached or refused the call; the caller answers 502. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}
