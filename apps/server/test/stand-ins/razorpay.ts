import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../src/config';
import { signCheckout, signWebhook } from '../../src/infrastructure/payments/signatures';

/**
 * A local stand-in for Razorpay's REST API, speaking the protocol as the official `razorpay`
 * Node SDK uses it: HTTP Basic auth with the key id and secret, JSON bodies, Razorpay's
 * entities and its `{ error: { code, description, … } }` answers. A real HTTP server on
 * 127.0.0.1. It covers what the store uses: create and fetch orders and their payments, fetch
 * and capture payments, refund payments and list their refunds. What Razorpay Checkout does in the browser (the customer paying) and the webhooks
 * Razorpay sends are control methods: `pay()` and `webhook()`.
 */

export type RazorpayOrderEntity = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Razorpay answers an empty `notes` as `[]`. */
  notes: Record<string, string | number> | [];
  created_at: number;
};

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type RazorpayPaymentEntity = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: string | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string | number> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
};

export type PayOptions = {
  /** `captured` (default) as with auto-capture; `authorized` waits for a capture call. */
  status?: 'captured' | 'authorized' | 'failed';
  /** Defaults to the order's amount. */
  amount?: number;
  /** Defaults to the order's currency. */
  currency?: string;
  /**
   * Pays an order Razorpay already counts as paid: Checkout refuses that, but a retried UPI
   * collect request or a second tab can still land a second payment on the same order.
   */
  evenIfPaid?: boolean;
};

export type WebhookEvent = 'payment.captured' | 'order.paid';
export type RefundWebhookEvent = 'refund.processed' | 'refund.failed';

export type RazorpayRefundEntity = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string | number> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
};

export type StandInRequest = {
  method: string;
  /** The path without the query string, e.g. `/v1/orders`. */
  path: string;
  /** The key id of the request's HTTP Basic credentials, if it sent any. */
  keyId: string | undefined;
  /** The parsed JSON body, if any. */
  body: unknown;
};

export type RazorpayStandInOptions = {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  accountId?: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /**
   * What a new refund's status is: `processed` (default, as Razorpay often answers a normal
   * refund) or `pending`, to be settled later with `settleRefund`.
   */
  refundStatus?: 'processed' | 'pending';
};

export type RazorpayStandIn = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountId: string;
  /** Gateway settings pointing at the stand-in, as loadConfig would build them. */
  settings: Config['payments'];
  /** Environment variables pointing the server at the stand-in (PAYMENT_PROVIDER, RAZORPAY_*). */
  env(): Record<string, string>;
  /**
   * The customer pays `orderId` in Razorpay Checkout. Answers what Checkout hands the browser:
   * the payment id and `signCheckout(keySecret, orderId, paymentId)` (Checkout gives no
   * signature for a failed payment; one is returned anyway, to test that the server does not
   * take a signature as proof of capture). A captured payment marks the order paid.
   */
  pay(orderId: string, options?: PayOptions): { paymentId: string; signature: string };
  /**
   * Razorpay's webhook for `paymentId` as it is now: the raw JSON body, its
   * `X-Razorpay-Signature` (HMAC-SHA256 with the webhook secret) and `X-Razorpay-Event-Id`.
   */
  webhook(event: WebhookEvent, paymentId: string): { body: string; signature: string; eventId: string };
  /** Razorpay's webhook for the refund `refundId` as it is now (`refund.processed`, `refund.failed`). */
  refundWebhook(
    event: RefundWebhookEvent,
    refundId: string,
  ): { body: string; signature: string; eventId: string };
  /** A pending refund is processed or fails, as the bank answers. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): void;
  /** A snapshot of the refund as Razorpay holds it now. */
  refund(id: string): RazorpayRefundEntity | undefined;
  /** Every refund made, oldest first. */
  refunds(): RazorpayRefundEntity[];
  /**
   * The next `times` (default 1) API calls answer `status` (default 503) with Razorpay's server
   * error; with `path`, only calls to that path (e.g. `/v1/payments/pay_…/capture`) count.
   */
  failNext(options?: { status?: number; times?: number; path?: string }): void;
  /** A snapshot of the order as Razorpay holds it now. */
  order(id: string): RazorpayOrderEntity | undefined;
  /** A snapshot of the payment as Razorpay holds it now. */
  payment(id: string): RazorpayPaymentEntity | undefined;
  /** Every API call received, oldest first (failed and refused ones too). */
  readonly requests: readonly StandInRequest[];
  close(): Promise<void>;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MAX_BODY_BYTES = 64 * 1024;
const ORDER_FIELDS = new Set([
  'amount',
  'currency',
  'receipt',
  'notes',
  'partial_payment',
  'first_payment_min_amount',
]);

function base62(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += BASE62[randomInt(BASE62.length)];
  return text;
}

const now = () => Math.floor(Date.now() / 1000);

type ErrorBody = {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
};

/** Razorpay's error answer. */
function errorBody(
  code: string,
  description: string,
  details: { field?: string; source?: string; step?: string; reason?: string } = {},
): ErrorBody {
  return {
    error: {
      code,
      description,
      source: details.source ?? 'business',
      step: details.step ?? 'payment_initiation',
      reason: details.reason ?? 'input_validation_failed',
      metadata: {},
      ...(details.field ? { field: details.field } : {}),
    },
  };
}

const badRequest = (description: string, field?: string) =>
  errorBody('BAD_REQUEST_ERROR', description, field ? { field } : {});

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error.description);
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError(413, badRequest('The request body is too large')));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function basicCredentials(request: IncomingMessage): { keyId: string; keySecret: string } | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { keyId: decoded.slice(0, colon), keySecret: decoded.slice(colon + 1) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Razorpay takes amounts as integers or digit strings (paise). */
function integerAmount(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

function orderNotes(value: unknown): Record<string, string | number> | [] {
  if (value === undefined || value === null) return [];
  if (!isRecord(value)) throw new ApiError(400, badRequest('The notes field must be an array.', 'notes'));
  const entries = Object.entries(value);
  if (entries.length > 15) {
    throw new ApiError(
      400,
      badRequest('Number of fields in notes should be less than or equal to 15', 'notes'),
    );
  }
  for (const [key, note] of entries) {
    if ((typeof note !== 'string' && typeof note !== 'number') || String(note).length > 256) {
      throw new ApiError(400, badRequest(`notes.${key} must be a string of at most 256 characters`, 'notes'));
    }
  }
  return entries.length ? (value as Record<string, string | number>) : [];
}

export async function startRazorpayStandIn(options: RazorpayStandInOptions = {}): Promise<RazorpayStandIn> {
  const keyId = options.keyId ?? 'rzp_test_StandIn0000001';
  const keySecret = options.keySecret ?? 'stand-in-key-secret';
  const webhookSecret = options.webhookSecret ?? 'stand-in-webhook-secret';
  const accountId = options.accountId ?? `acc_${base62(14)}`;
  const host = options.host ?? '127.0.0.1';

  const orders = new Map<string, RazorpayOrderEntity>();
  const payments = new Map<string, RazorpayPaymentEntity>();
  const refunds = new Map<string, RazorpayRefundEntity>();
  const listOf = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
  const requests: StandInRequest[] = [];
  const failures: { status: number; path: string | undefined }[] = [];

  const notFound = () => new ApiError(400, badRequest('The id provided does not exist'));

  const createOrder = (body: unknown): RazorpayOrderEntity => {
    if (!isRecord(body)) throw new ApiError(400, badRequest('The amount field is required.', 'amount'));
    const extra = Object.keys(body).filter((key) => !ORDER_FIELDS.has(key));
    if (extra.length) {
      throw new ApiError(400, badRequest(`${extra.join(', ')} is/are not required and should not be sent`));
    }
    if (body['amount'] === undefined)
      throw new ApiError(400, badRequest('The amount field is required.', 'amount'));
    const amount = integerAmount(body['amount']);
    if (amount === undefined) throw new ApiError(400, badRequest('The amount must be an integer.', 'amount'));
    if (amount < 100) throw new ApiError(400, badRequest('The amount must be atleast INR 1.00', 'amount'));
    const currency = body['currency'];
    if (currency === undefined) {
      throw new ApiError(400, badRequest('The currency field is required.', 'currency'));
    }
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      throw new ApiError(400, badRequest('Currency is not supported', 'currency'));
    }
    const receipt = body['receipt'];
    if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new ApiError(400, badRequest('The receipt may not be greater than 40 characters.', 'receipt'));
    }
    const order: RazorpayOrderEntity = {
      id: `order_${base62(14)}`,
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: orderNotes(body['notes']),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  };

  const markPaid = (order: RazorpayOrderEntity, amount: number) => {
    order.amount_paid += amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
  };

  const settleCapture = (payment: RazorpayPaymentEntity) => {
    payment.status = 'captured';
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(payment.fee * 0.18);
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    if (order) markPaid(order, payment.amount);
  };

  const capture = (paymentId: string, body: unknown): RazorpayPaymentEntity => {
    const payment = payments.get(paymentId);
    if (!payment) throw notFound();
    const fields = isRecord(body) ? body : {};
    if (fields['amount'] === undefined) {
      throw new ApiError(400, badRequest('The amount field is required.', 'amount'));
    }
    const amount = integerAmount(fields['amount']);
    if (amount === undefined) throw new ApiError(400, badRequest('The amount must be an integer.', 'amount'));
    if (payment.status === 'captured') {
      throw new ApiError(400, badRequest('This payment has already been captured'));
    }
    if (payment.status !== 'authorized') {
      throw new ApiError(
        400,
        badRequest('Only payments which have been authorized and not yet captured can be captured'),
      );
    }
    if (amount !== payment.amount) {
      throw new ApiError(400, badRequest('Capture amount must be equal to the amount authorized', 'amount'));
    }
    if (fields['currency'] !== undefined && fields['currency'] !== payment.currency) {
      throw new ApiError(400, badRequest('Currency should be same as payment currency', 'currency'));
    }
    settleCapture(payment);
    return payment;
  };

  const refundPayment = (paymentId: string, body: unknown): RazorpayRefundEntity => {
    const payment = payments.get(paymentId);
    if (!payment) throw notFound();
    const fields = isRecord(body) ? body : {};
    const amount =
      fields['amount'] === undefined
        ? payment.amount - payment.amount_refunded
        : integerAmount(fields['amount']);
    if (amount === undefined) throw new ApiError(400, badRequest('The amount must be an integer.', 'amount'));
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      throw new ApiError(400, badRequest('The payment has not been captured yet, so it cannot be refunded'));
    }
    if (payment.amount_refunded >= payment.amount) {
      throw new ApiError(400, badRequest('The payment has been fully refunded already'));
    }
    if (amount < 100 || amount > payment.amount - payment.amount_refunded) {
      throw new ApiError(
        400,
        badRequest('The refund amount provided is greater than amount captured', 'amount'),
      );
    }
    const receipt = fields['receipt'];
    const refund: RazorpayRefundEntity = {
      id: `rfnd_${base62(14)}`,
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: orderNotes(fields['notes']),
      receipt: typeof receipt === 'string' ? receipt : null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: options.refundStatus ?? 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
    return refund;
  };

  const route = (request: IncomingMessage, method: string, path: string, body: unknown) => {
    const credentials = basicCredentials(request);
    if (!credentials || credentials.keyId !== keyId || credentials.keySecret !== keySecret) {
      throw new ApiError(
        401,
        errorBody('BAD_REQUEST_ERROR', 'Authentication failed', { source: 'NA', step: 'NA', reason: 'NA' }),
      );
    }
    const [, collection, id, action] =
      /^\/v1\/(orders|payments)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path) ?? [];
    if (method === 'POST' && collection === 'orders' && !id) return createOrder(body);
    if (method === 'GET' && collection === 'orders' && id && !action) {
      const order = orders.get(id);
      if (!order) throw notFound();
      return order;
    }
    if (method === 'GET' && collection === 'orders' && id && action === 'payments') {
      if (!orders.has(id)) throw notFound();
      return listOf([...payments.values()].filter((payment) => payment.order_id === id));
    }
    if (method === 'POST' && collection === 'payments' && id && action === 'refund')
      return refundPayment(id, body);
    if (method === 'GET' && collection === 'payments' && id && action === 'refunds') {
      if (!payments.has(id)) throw notFound();
      return listOf([...refunds.values()].filter((refund) => refund.payment_id === id));
    }
    if (method === 'GET' && collection === 'payments' && id && !action) {
      const payment = payments.get(id);
      if (!payment) throw notFound();
      return payment;
    }
    if (method === 'POST' && collection === 'payments' && id && action === 'capture')
      return capture(id, body);
    throw new ApiError(404, badRequest('The requested URL was not found on the server.'));
  };

  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const handle = async () => {
      const text = await readBody(request);
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        requests.push({ method, path, keyId: basicCredentials(request)?.keyId, body: text });
        throw new ApiError(400, badRequest('The request body is not valid JSON'));
      }
      requests.push({ method, path, keyId: basicCredentials(request)?.keyId, body });
      const failing = failures.findIndex((failure) => failure.path === undefined || failure.path === path);
      if (failing >= 0) {
        const [failure] = failures.splice(failing, 1);
        throw new ApiError(
          failure?.status ?? 503,
          errorBody(
            'SERVER_ERROR',
            'The server encountered an error. The incident has been reported to admins.',
            { source: 'NA', step: 'NA', reason: 'server_error' },
          ),
        );
      }
      sendJson(response, 200, await route(request, method, path, body));
    };
    handle().catch((error: unknown) => {
      if (error instanceof ApiError) return sendJson(response, error.status, error.body);
      sendJson(
        response,
        500,
        errorBody('SERVER_ERROR', String(error), { source: 'NA', step: 'NA', reason: 'NA' }),
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  const pay: RazorpayStandIn['pay'] = (orderId, payOptions = {}) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`Razorpay stand-in: no order ${orderId}`);
    if (order.status === 'paid' && !payOptions.evenIfPaid) {
      throw new Error(
        `Razorpay stand-in: order ${orderId} is already paid; Checkout takes no further payment`,
      );
    }
    const status = payOptions.status ?? 'captured';
    const failed = status === 'failed';
    const payment: RazorpayPaymentEntity = {
      id: `pay_${base62(14)}`,
      entity: 'payment',
      amount: payOptions.amount ?? order.amount,
      currency: payOptions.currency ?? order.currency,
      status: 'authorized',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: 'Course Purchase',
      card_id: null,
      bank: null,
      wallet: null,
      vpa: 'student@okicici',
      email: 'student@example.com',
      contact: '+919876543210',
      notes: [],
      fee: null,
      tax: null,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: { rrn: failed ? null : String(randomInt(100_000_000_000, 999_999_999_999)) },
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    if (failed) payment.status = 'failed';
    if (status === 'captured') settleCapture(payment);
    return { paymentId: payment.id, signature: signCheckout(keySecret, order.id, payment.id) };
  };

  const webhook: RazorpayStandIn['webhook'] = (event, paymentId) => {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`Razorpay stand-in: no payment ${paymentId}`);
    const payload: { payment: { entity: RazorpayPaymentEntity }; order?: { entity: RazorpayOrderEntity } } = {
      payment: { entity: payment },
    };
    if (event === 'order.paid') {
      const order = payment.order_id ? orders.get(payment.order_id) : undefined;
      if (!order) throw new Error(`Razorpay stand-in: payment ${paymentId} has no order`);
      payload.order = { entity: order };
    }
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload,
      created_at: now(),
    });
    return { body, signature: signWebhook(webhookSecret, body), eventId: base62(14) };
  };

  const refundWebhook: RazorpayStandIn['refundWebhook'] = (event, refundId) => {
    const refund = refunds.get(refundId);
    if (!refund) throw new Error(`Razorpay stand-in: no refund ${refundId}`);
    const payment = payments.get(refund.payment_id);
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: ['refund', 'payment'],
      payload: { refund: { entity: refund }, payment: { entity: payment } },
      created_at: now(),
    });
    return { body, signature: signWebhook(webhookSecret, body), eventId: base62(14) };
  };

  const settings: Config['payments'] = { provider: 'razorpay', keyId, keySecret, webhookSecret, apiUrl: url };

  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    accountId,
    settings,
    env: () => ({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
    }),
    pay,
    webhook,
    refundWebhook,
    settleRefund: (refundId, status) => {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`Razorpay stand-in: no refund ${refundId}`);
      refund.status = status;
      const payment = payments.get(refund.payment_id);
      if (status === 'failed' && payment) {
        payment.amount_refunded -= refund.amount;
        payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
        payment.status = 'captured';
      }
    },
    refund: (id) => structuredClone(refunds.get(id)),
    refunds: () => structuredClone([...refunds.values()]),
    failNext: ({ status = 503, times = 1, path } = {}) => {
      for (let i = 0; i < times; i += 1) failures.push({ status, path });
    },
    order: (id) => structuredClone(orders.get(id)),
    payment: (id) => structuredClone(payments.get(id)),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
