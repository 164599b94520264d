import { type OrderCreated, orderCreatedResponseSchema } from '@academy/shared/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { orders } from '../../../src/db/schema/orders';
import { ORDER_MESSAGES } from '../../../src/modules/orders/messages';
import { shareDiscount } from '../../../src/modules/orders/pricing';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { type RazorpayStandIn, startRazorpayStandIn } from '../../stand-ins/razorpay';

type Student = Awaited<ReturnType<typeof registerAndLogin>>;

let razorpay: RazorpayStandIn;
let t: TestApp;
let student: Student;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestApp(razorpay.env());
  await createAdmin(t.app);
  student = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(student.token), payload });

async function orderCourse(price = 2499): Promise<OrderCreated> {
  const course = await addTestCourse(t.app, { price });
  const response = await post('/api/student/order/create-order', {
    userId: student.user._id,
    courseId: course._id,
  });
  expect(response.statusCode, response.body).toBe(200);
  return orderCreatedResponseSchema.parse(response.json()).data;
}

const verify = (order: OrderCreated, paid: { paymentId: string; signature: string }) =>
  post('/api/student/order/verify-payment', {
    orderId: order.orderId,
    razorpayPaymentId: paid.paymentId,
    razorpayOrderId: order.razorpayOrderId,
    razorpaySignature: paid.signature,
  });

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function isEntitled(orderId: string) {
  const rows = await t.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
  return rows.length > 0;
}

describe('orders through Razorpay (a local stand-in of its API)', () => {
  it('creates the gateway order with the official SDK, in paise, with our order id as receipt', async () => {
    const order = await orderCourse(2499);
    expect(order).toMatchObject({
      provider: 'razorpay',
      keyId: razorpay.keyId,
      amount: 249900,
      currency: 'INR',
    });
    expect(razorpay.order(order.razorpayOrderId!)).toMatchObject({
      amount: 249900,
      currency: 'INR',
      receipt: order.orderId,
      status: 'created',
    });
    const call = razorpay.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/orders',
    );
    expect(call?.keyId).toBe(razorpay.keyId);
  });

  it('verifies by asking Razorpay about the payment, and fulfils', async () => {
    const order = await orderCourse();
    const paid = razorpay.pay(order.razorpayOrderId!);
    const response = await verify(order, paid);
    expect(response.statusCode, response.body).toBe(200);
    expect(razorpay.requests.some((request) => request.path === `/v1/payments/${paid.paymentId}`)).toBe(true);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId });
    expect(await isEntitled(order.orderId)).toBe(true);
  });

  it('captures an authorized payment before fulfilling', async () => {
    const order = await orderCourse();
    const paid = razorpay.pay(order.razorpayOrderId!, { status: 'authorized' });
    expect((await verify(order, paid)).statusCode).toBe(200);
    expect(razorpay.payment(paid.paymentId)?.status).toBe('captured');
  });

  it('refuses a correctly signed payment that Razorpay says was for less, or failed', async () => {
    const short = await orderCourse();
    const underpaid = razorpay.pay(short.razorpayOrderId!, { amount: 100 });
    const response = await verify(short, underpaid);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.verificationFailed);

    const failing = await orderCourse();
    expect(
      (await verify(failing, razorpay.pay(failing.razorpayOrderId!, { status: 'failed' }))).statusCode,
    ).toBe(400);
    expect(await isEntitled(short.orderId)).toBe(false);
    expect(await isEntitled(failing.orderId)).toBe(false);
  });

  it('answers 502 and marks the order failed when Razorpay is down', async () => {
    const failedOrders = async () =>
      (await t.db.select().from(orders).where(eq(orders.userId, student.user._id))).filter(
        (row) => row.status === 'failed',
      ).length;
    const before = await failedOrders();
    razorpay.failNext({ status: 503, path: '/v1/orders' });
    const course = await addTestCourse(t.app);
    const response = await post('/api/student/order/create-order', {
      userId: student.user._id,
      courseId: course._id,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(ORDER_MESSAGES.gatewayUnavailable);
    expect(await failedOrders()).toBe(before + 1);
  });

  it('fulfils from the order.paid webhook when the browser never came back', async () => {
    const order = await orderCourse();
    const paid = razorpay.pay(order.razorpayOrderId!);
    const { body, signature, eventId } = razorpay.webhook('order.paid', paid.paymentId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId });
    // The browser comes back after all: success, and still one entitlement.
    expect((await verify(order, paid)).statusCode).toBe(200);
    const rows = await t.db.select().from(entitlements).where(eq(entitlements.orderId, order.orderId));
    expect(rows).toHaveLength(1);
  });

  it('has no sandbox checkout, and lets Razorpay Checkout run under the page’s CSP', async () => {
    const order = await orderCourse();
    const sandbox = await post('/api/payments/sandbox/pay', {
      razorpayOrderId: order.razorpayOrderId,
      outcome: 'success',
    });
    expect(sandbox.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com/);
  });
});

describe('shareDiscount', () => {
  it('shares a discount across lines in proportion, in whole paise, adding up to the amount', () => {
    expect(shareDiscount([100000, 50000], 15000)).toEqual([90000, 45000]);
    const lines = shareDiscount([33333, 33333, 33334], 10001);
    expect(lines.reduce((sum, line) => sum + line, 0)).toBe(100000 - 10001);
    expect(lines.every((line) => line >= 0)).toBe(true);
    expect(shareDiscount([0, 100], 100)).toEqual([0, 0]);
    expect(shareDiscount([1999, 1], 2000)).toEqual([0, 0]);
    expect(shareDiscount([500], 0)).toEqual([500]);
    expect(shareDiscount([1_000_000_000, 1_000_000_000], 999_999_999)).toEqual([500_000_000, 500_000_001]);
  });
});
