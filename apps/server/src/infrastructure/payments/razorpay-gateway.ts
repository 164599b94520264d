import Razorpay from 'razorpay';
import type { Payments } from 'razorpay/dist/types/payments';
import type { Config } from '../../config';
import type { Refunds } from 'razorpay/dist/types/refunds';
import {
  type GatewayPayment,
  type GatewayRefund,
  GatewayUnavailableError,
  type PaymentConfirmation,
  type PaymentGateway,
} from './gateway';

export type RazorpayGatewaySettings = Omit<Config['payments'], 'provider'> & {
  /** How long one API call may take before the gateway counts as unavailable. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/** What the SDK's error normalizer throws for an HTTP error answer: Razorpay's `error` object. */
type RazorpayHttpError = {
  statusCode: number | string;
  error?: { code?: string; description?: string } | undefined;
};

function isHttpError(error: unknown): error is RazorpayHttpError {
  return typeof error === 'object' && error !== null && 'statusCode' in error && !(error instanceof Error);
}

function describe(error: RazorpayHttpError): string {
  return error.error?.description ?? error.error?.code ?? `HTTP ${error.statusCode}`;
}

/**
 * A failed SDK call that is not about the payment asked for: no answer (connection refused or
 * reset, a timeout), 5xx, 429, our credentials refused, or an order Razorpay will not create.
 * The order service answers 502; a payment can still be confirmed later (a retry, the webhook).
 */
function unavailable(action: string, error: unknown): GatewayUnavailableError {
  // The SDK's normalizer reads `err.response.status`, so an error with no response (connection
  // refused, reset, timeout) reaches us as a TypeError; an HTTP error as `{ statusCode, error }`.
  const detail = isHttpError(error)
    ? `${error.statusCode} ${describe(error)}`
    : 'no answer (network error or timeout)';
  return new GatewayUnavailableError(`Razorpay could not ${action}: ${detail}`, { cause: error });
}

/** A 4xx that says something about the request (400 unknown id, 404), not about us or Razorpay. */
function isRequestRefusal(error: unknown): error is RazorpayHttpError {
  if (!isHttpError(error)) return false;
  const status = Number(error.statusCode);
  return status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;
}

type SdkPayment = Payments.RazorpayPayment;

function toGatewayPayment(payment: SdkPayment): GatewayPayment {
  return {
    id: payment.id,
    orderId: payment.order_id ?? null,
    amount: Number(payment.amount),
    currency: payment.currency,
    status: payment.status,
  };
}

function toGatewayRefund(refund: Refunds.RazorpayRefund): GatewayRefund {
  const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
  return { id: refund.id, paymentId: refund.payment_id, amount: Number(refund.amount), status };
}

/** Razorpay through its official Node SDK (Orders and Payments APIs, HTTP Basic auth). */
export function createRazorpayGateway(settings: RazorpayGatewaySettings): PaymentGateway {
  const razorpay = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The SDK hard-codes https://api.razorpay.com as its axios instance's baseURL and sets no
  // timeout. `api.rq` is that axios instance (not in the SDK's typings); its defaults are read
  // on every request, so setting them here points every call at `apiUrl` (a local stand-in in
  // tests) and bounds how long a call may hang.
  const http = (razorpay.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  http.defaults.baseURL = settings.apiUrl;
  http.defaults.timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const fetchPayment = async (paymentId: string): Promise<SdkPayment | { refused: string }> => {
    try {
      return await razorpay.payments.fetch(paymentId);
    } catch (error) {
      if (isRequestRefusal(error)) return { refused: describe(error) };
      throw unavailable('fetch the payment', error);
    }
  };

  return {
    provider: 'razorpay',
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,

    async createOrder({ amountPaise, currency, receipt, notes }) {
      try {
        const order = await razorpay.orders.create({ amount: amountPaise, currency, receipt, notes });
        return { id: order.id, amount: Number(order.amount), currency: order.currency };
      } catch (error) {
        throw unavailable('create the order', error);
      }
    },

    async confirmPayment({ gatewayOrderId, paymentId, amountPaise, currency }): Promise<PaymentConfirmation> {
      if (!paymentId) return { ok: false, reason: 'No payment id' };
      const fetched = await fetchPayment(paymentId);
      if ('refused' in fetched)
        return { ok: false, reason: `Razorpay refused the payment id: ${fetched.refused}` };

      const mismatch = (payment: GatewayPayment): string | undefined => {
        if (payment.orderId !== gatewayOrderId) return 'The payment belongs to another order';
        if (payment.amount !== amountPaise) return `The payment is for ${payment.amount}, not ${amountPaise}`;
        if (payment.currency !== currency) return `The payment is in ${payment.currency}, not ${currency}`;
        return undefined;
      };

      let payment = toGatewayPayment(fetched);
      const wrong = mismatch(payment);
      if (wrong) return { ok: false, reason: wrong };

      if (payment.status === 'authorized') {
        try {
          payment = toGatewayPayment(await razorpay.payments.capture(payment.id, amountPaise, currency));
        } catch (error) {
          if (!isRequestRefusal(error)) throw unavailable('capture the payment', error);
          // Captured meanwhile (auto-capture, the dashboard, a concurrent confirmation): ask again.
          const again = await fetchPayment(paymentId);
          if ('refused' in again)
            return { ok: false, reason: `Razorpay refused the capture: ${describe(error)}` };
          payment = toGatewayPayment(again);
          const changed = mismatch(payment);
          if (changed) return { ok: false, reason: changed };
        }
      }
      if (payment.status !== 'captured') return { ok: false, reason: `The payment is ${payment.status}` };
      return { ok: true, payment };
    },

    async fetchOrderPayments(gatewayOrderId) {
      try {
        const { items } = await razorpay.orders.fetchPayments(gatewayOrderId);
        return items.map(toGatewayPayment);
      } catch (error) {
        throw unavailable('list the order’s payments', error);
      }
    },

    async refundPayment({ paymentId, amountPaise, receipt, notes }) {
      // A retry after a crash must not refund twice: look for the refund this receipt made first
      // (one that failed at the bank does not count: the retry is meant to make a new one).
      const existing = async (): Promise<GatewayRefund | undefined> => {
        try {
          const { items } = await razorpay.payments.fetchMultipleRefund(paymentId, { count: 100 });
          const mine = items.find((refund) => refund.receipt === receipt && refund.status !== 'failed');
          return mine ? toGatewayRefund(mine) : undefined;
        } catch (error) {
          if (isRequestRefusal(error)) return undefined;
          throw unavailable('list the payment’s refunds', error);
        }
      };
      const found = await existing();
      if (found) return { ok: true, refund: found };
      try {
        const refund = await razorpay.payments.refund(paymentId, {
          amount: amountPaise,
          speed: 'normal',
          receipt,
          notes,
        });
        return { ok: true, refund: toGatewayRefund(refund) };
      } catch (error) {
        if (!isRequestRefusal(error)) throw unavailable('refund the payment', error);
        return { ok: false, reason: `Razorpay refused the refund: ${describe(error)}` };
      }
    },
  };
}
