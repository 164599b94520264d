import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutFailureSchema, checkoutSuccessSchema } from '@academy/shared/checkout';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailableError, type PaymentGateway } from '../../src/infrastructure/payments/gateway';
import { createRazorpayGateway } from '../../src/infrastructure/payments/razorpay-gateway';
import { createSandboxGateway, sandboxCheckout } from '../../src/infrastructure/payments/sandbox-gateway';
import {
  isValidCheckoutSignature,
  isValidWebhookSignature,
} from '../../src/infrastructure/payments/signatures';
import { type RazorpayStandIn, startRazorpayStandIn } from '../stand-ins/razorpay';

const ORDER_ID = /^order_[0-9A-Za-z]{14}$/;
const PAYMENT_ID = /^pay_[0-9A-Za-z]{14}$/;

let standIn: RazorpayStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  gateway = createRazorpayGateway(standIn.settings);
});
afterAll(async () => {
  await standIn.close();
});

const newOrder = (amountPaise = 49_900, currency = 'INR') =>
  gateway.createOrder({
    amountPaise,
    currency,
    receipt: crypto.randomUUID(),
    notes: { userId: 'a2f5c1d4-0000-4000-8000-000000000001' },
  });

/** The calls the stand-in received after `from` (an index into its request log). */
const callsSince = (from: number) =>
  standIn.requests.slice(from).map(({ method, path }) => `${method} ${path}`);

describe('Razorpay gateway: orders', () => {
  it('creates the order through the Orders API with Basic auth, amount, currency, receipt and notes', async () => {
    const before = standIn.requests.length;
    const receipt = crypto.randomUUID();

    const order = await gateway.createOrder({
      amountPaise: 129_900,
      currency: 'INR',
      receipt,
      notes: { userId: 'u-1', items: 'Course:c-1' },
    });

    expect(order).toEqual({ id: expect.stringMatching(ORDER_ID), amount: 129_900, currency: 'INR' });
    expect(standIn.requests.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        keyId: standIn.keyId,
        body: { amount: 129_900, currency: 'INR', receipt, notes: { userId: 'u-1', items: 'Course:c-1' } },
      },
    ]);
    expect(standIn.order(order.id)).toMatchObject({
      entity: 'order',
      amount: 129_900,
      amount_paid: 0,
      amount_due: 129_900,
      currency: 'INR',
      receipt,
      status: 'created',
      attempts: 0,
    });
  });

  it('reports an order Razorpay refuses (below its 100 paise minimum) as the gateway refusing', async () => {
    const attempt = newOrder(99);

    await expect(attempt).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(attempt).rejects.toThrow(/400 The amount must be atleast INR 1\.00/);
  });

  it('reports credentials Razorpay refuses as the gateway being unavailable, on every call', async () => {
    const wrongKey = createRazorpayGateway({ ...standIn.settings, keySecret: 'not-the-secret' });
    const { paymentId } = standIn.pay((await newOrder()).id);

    await expect(
      wrongKey.createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toThrow(/401 Authentication failed/);
    await expect(
      wrongKey.confirmPayment({ gatewayOrderId: 'order_x', paymentId, amountPaise: 10_000, currency: 'INR' }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('Razorpay gateway: confirming a payment', () => {
  it('accepts a captured payment for the order, amount and currency without capturing again', async () => {
    const order = await newOrder();
    const { paymentId } = standIn.pay(order.id);
    const before = standIn.requests.length;

    const confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.id,
      paymentId,
      amountPaise: 49_900,
      currency: 'INR',
    });

    expect(confirmation).toEqual({
      ok: true,
      payment: { id: paymentId, orderId: order.id, amount: 49_900, currency: 'INR', status: 'captured' },
    });
    expect(callsSince(before)).toEqual([`GET /v1/payments/${paymentId}`]);
    expect(standIn.requests.at(-1)?.keyId).toBe(standIn.keyId);
  });

  it('captures an authorized payment for exactly the amount and currency, and then accepts it', async () => {
    const order = await newOrder(250_000);
    const { paymentId } = standIn.pay(order.id, { status: 'authorized' });
    expect(standIn.order(order.id)?.status).toBe('attempted');
    const before = standIn.requests.length;

    const confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.id,
      paymentId,
      amountPaise: 250_000,
      currency: 'INR',
    });

    expect(confirmation).toMatchObject({ ok: true, payment: { id: paymentId, status: 'captured' } });
    expect(callsSince(before)).toEqual([
      `GET /v1/payments/${paymentId}`,
      `POST /v1/payments/${paymentId}/capture`,
    ]);
    expect(standIn.requests.at(-1)?.body).toEqual({ amount: 250_000, currency: 'INR' });
    expect(standIn.payment(paymentId)).toMatchObject({ status: 'captured', captured: true });
    expect(standIn.order(order.id)).toMatchObject({ status: 'paid', amount_paid: 250_000, amount_due: 0 });
  });

  it('accepts two confirmations of one authorized payment at once, capturing it once', async () => {
    const order = await newOrder();
    const { paymentId } = standIn.pay(order.id, { status: 'authorized' });
    const input = { gatewayOrderId: order.id, paymentId, amountPaise: 49_900, currency: 'INR' };

    // Both fetch it authorized and both ask to capture; the loser's 400 'already captured' makes
    // it fetch again and find the payment captured.
    const results = await Promise.all([gateway.confirmPayment(input), gateway.confirmPayment(input)]);

    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(standIn.order(order.id)).toMatchObject({ status: 'paid', amount_paid: 49_900 });
  });

  it('refuses a payment made for another order', async () => {
    const paidOrder = await newOrder();
    const otherOrder = await newOrder();
    const { paymentId } = standIn.pay(paidOrder.id);

    const confirmation = await gateway.confirmPayment({
      gatewayOrderId: otherOrder.id,
      paymentId,
      amountPaise: 49_900,
      currency: 'INR',
    });

    expect(confirmation).toEqual({ ok: false, reason: 'The payment belongs to another order' });
  });

  it('refuses a payment of another amount, and does not capture it', async () => {
    const order = await newOrder();
    const { paymentId } = standIn.pay(order.id, { status: 'authorized', amount: 100 });
    const before = standIn.requests.length;

    const confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.id,
      paymentId,
      amountPaise: 49_900,
      currency: 'INR',
    });

    expect(confirmation).toEqual({ ok: false, reason: 'The payment is for 100, not 49900' });
    expect(callsSince(before)).toEqual([`GET /v1/payments/${paymentId}`]);
    expect(standIn.payment(paymentId)?.status).toBe('authorized');
  });

  it('refuses a payment in another currency', async () => {
    const order = await newOrder();
    const { paymentId } = standIn.pay(order.id, { currency: 'USD' });

    const confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.id,
      paymentId,
      amountPaise: 49_900,
      currency: 'INR',
    });

    expect(confirmation).toEqual({ ok: false, reason: 'The payment is in USD, not INR' });
  });

  it('refuses a failed payment, even with a valid checkout signature', async () => {
    const order = await newOrder();
    const { paymentId, signature } = standIn.pay(order.id, { status: 'failed' });
    expect(isValidCheckoutSignature(standIn.keySecret, order.id, paymentId, signature)).toBe(true);

    const confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.id,
      paymentId,
      amountPaise: 49_900,
      currency: 'INR',
    });

    expect(confirmation).toEqual({ ok: false, reason: 'The payment is failed' });
  });

  it('refuses a payment id Razorpay does not know', async () => {
    const order = await newOrder();

    const confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.id,
      paymentId: 'pay_UnknownPayment1',
      amountPaise: 49_900,
      currency: 'INR',
    });

    expect(confirmation).toEqual({
      ok: false,
      reason: 'Razorpay refused the payment id: The id provided does not exist',
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payments/pay_UnknownPayment1',
    });
  });
});

describe('Razorpay gateway: Razorpay unreachable', () => {
  it('turns a 503 into GatewayUnavailableError, and works again once Razorpay answers', async () => {
    const order = await newOrder();
    const { paymentId } = standIn.pay(order.id);
    const input = { gatewayOrderId: order.id, paymentId, amountPaise: 49_900, currency: 'INR' };

    standIn.failNext();
    await expect(gateway.confirmPayment(input)).rejects.toThrow(GatewayUnavailableError);
    standIn.failNext({ status: 503 });
    await expect(newOrder()).rejects.toThrow(
      /Razorpay could not create the order: 503 The server encountered/,
    );
    standIn.failNext({ status: 500 });
    await expect(gateway.confirmPayment(input)).rejects.toThrow(/could not fetch the payment: 500/);

    await expect(gateway.confirmPayment(input)).resolves.toMatchObject({ ok: true });
  });

  it('turns a 503 on capture into GatewayUnavailableError and leaves the payment authorized', async () => {
    const order = await newOrder();
    const { paymentId } = standIn.pay(order.id, { status: 'authorized' });
    const input = { gatewayOrderId: order.id, paymentId, amountPaise: 49_900, currency: 'INR' };
    standIn.failNext({ path: `/v1/payments/${paymentId}/capture` });

    await expect(gateway.confirmPayment(input)).rejects.toThrow(
      /Razorpay could not capture the payment: 503/,
    );
    expect(standIn.payment(paymentId)?.status).toBe('authorized');

    await expect(gateway.confirmPayment(input)).resolves.toMatchObject({ ok: true });
    expect(standIn.payment(paymentId)?.status).toBe('captured');
  });

  it('turns a refused connection into GatewayUnavailableError', async () => {
    const gone = await startRazorpayStandIn();
    await gone.close();
    const unreachable = createRazorpayGateway(gone.settings);

    await expect(newOrderWith(unreachable)).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(
      unreachable.confirmPayment({
        gatewayOrderId: 'order_x',
        paymentId: 'pay_x',
        amountPaise: 100,
        currency: 'INR',
      }),
    ).rejects.toThrow(/Razorpay could not fetch the payment: no answer/);
  });

  it('gives up on a Razorpay that does not answer within the timeout', async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const slow = createRazorpayGateway({
      ...standIn.settings,
      apiUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 100,
    });

    try {
      await expect(newOrderWith(slow)).rejects.toThrow(/could not create the order: no answer/);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

const newOrderWith = (target: PaymentGateway) =>
  target.createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'receipt', notes: {} });

describe('the Razorpay stand-in', () => {
  const basic = () => `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`;

  it('answers 401 with Razorpay error JSON without valid Basic auth', async () => {
    const response = await fetch(`${standIn.url}/v1/orders/order_x`);

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
  });

  it('answers 400 BAD_REQUEST_ERROR for an unknown order and a fetched order as created', async () => {
    const unknown = await fetch(`${standIn.url}/v1/orders/order_DoesNotExist00`, {
      headers: { authorization: basic() },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });

    const order = await newOrder(10_000);
    const fetched = await fetch(`${standIn.url}/v1/orders/${order.id}`, {
      headers: { authorization: basic() },
    });
    expect(await fetched.json()).toMatchObject({
      id: order.id,
      entity: 'order',
      amount: 10_000,
      status: 'created',
    });
  });

  it('refuses a capture of another amount or of a captured payment', async () => {
    const order = await newOrder();
    const authorized = standIn.pay(order.id, { status: 'authorized' });
    const capture = (paymentId: string, amount: number) =>
      fetch(`${standIn.url}/v1/payments/${paymentId}/capture`, {
        method: 'POST',
        headers: { authorization: basic(), 'content-type': 'application/json' },
        body: JSON.stringify({ amount, currency: 'INR' }),
      });

    const wrongAmount = await capture(authorized.paymentId, 100);
    expect(wrongAmount.status).toBe(400);
    expect(await wrongAmount.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.stringMatching(/equal to the amount authorized/),
      },
    });
    expect((await capture(authorized.paymentId, 49_900)).status).toBe(200);
    const again = await capture(authorized.paymentId, 49_900);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { description: 'This payment has already been captured' },
    });
  });

  it('builds webhooks signed with the webhook secret, as Razorpay sends them', async () => {
    const order = await newOrder();
    const { paymentId } = standIn.pay(order.id);

    const captured = standIn.webhook('payment.captured', paymentId);
    const paid = standIn.webhook('order.paid', paymentId);

    expect(isValidWebhookSignature(standIn.webhookSecret, captured.body, captured.signature)).toBe(true);
    expect(Razorpay.validateWebhookSignature(paid.body, paid.signature, standIn.webhookSecret)).toBe(true);
    expect(captured.eventId).not.toBe(paid.eventId);
    expect(JSON.parse(captured.body)).toMatchObject({
      entity: 'event',
      account_id: standIn.accountId,
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            order_id: order.id,
            amount: 49_900,
            status: 'captured',
          },
        },
      },
    });
    const paidEvent = JSON.parse(paid.body);
    expect(paidEvent).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { order: { entity: { id: order.id, status: 'paid', amount_paid: 49_900 } } },
    });
    expect(Number.isInteger(paidEvent.created_at)).toBe(true);
  });
});

describe('sandbox gateway', () => {
  const keySecret = 'sandbox-test-secret';
  const sandbox = createSandboxGateway({ keyId: 'rzp_test_sandbox', keySecret, webhookSecret: 'wh' });

  it('issues Razorpay-shaped order ids for the amount and currency, with no network', async () => {
    const input = { amountPaise: 49_900, currency: 'INR', receipt: 'r', notes: {} };

    const [first, second] = await Promise.all([sandbox.createOrder(input), sandbox.createOrder(input)]);

    expect(first).toEqual({ id: expect.stringMatching(ORDER_ID), amount: 49_900, currency: 'INR' });
    expect(second?.id).not.toBe(first?.id);
    expect(sandbox).toMatchObject({
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
      keySecret,
      webhookSecret: 'wh',
    });
  });

  it('confirms a payment as captured, echoing what it was asked', async () => {
    const confirmation = await sandbox.confirmPayment({
      gatewayOrderId: 'order_AbCdEfGhIjKlMn',
      paymentId: 'pay_AbCdEfGhIjKlMn',
      amountPaise: 1_000,
      currency: 'INR',
    });

    expect(confirmation).toEqual({
      ok: true,
      payment: {
        id: 'pay_AbCdEfGhIjKlMn',
        orderId: 'order_AbCdEfGhIjKlMn',
        amount: 1_000,
        currency: 'INR',
        status: 'captured',
      },
    });
  });

  it('hands the browser a successful checkout signed for that order with that secret only', async () => {
    const order = await sandbox.createOrder({
      amountPaise: 49_900,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    const other = await sandbox.createOrder({
      amountPaise: 49_900,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });

    const result = checkoutSuccessSchema.parse(sandboxCheckout(keySecret, order.id, 'success'));

    expect(result.razorpay_order_id).toBe(order.id);
    expect(result.razorpay_payment_id).toMatch(PAYMENT_ID);
    expect(result.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = result;
    expect(isValidCheckoutSignature(keySecret, order.id, paymentId, signature)).toBe(true);
    expect(isValidCheckoutSignature(keySecret, other.id, paymentId, signature)).toBe(false);
    expect(isValidCheckoutSignature('another-secret', order.id, paymentId, signature)).toBe(false);
    expect(sandboxCheckout(keySecret, order.id, 'success').razorpay_payment_id).not.toBe(paymentId);
  });

  it("hands the browser a failure shaped like Razorpay Checkout's payment.failed", () => {
    const result = sandboxCheckout(keySecret, 'order_AbCdEfGhIjKlMn', 'failure');

    expect(checkoutFailureSchema.parse(result)).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: 'order_AbCdEfGhIjKlMn', payment_id: expect.stringMatching(PAYMENT_ID) },
      },
    });
    expect(checkoutSuccessSchema.safeParse(result).success).toBe(false);
  });
});
