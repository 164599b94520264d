import {
  cartOrderCreatedResponseSchema,
  checkoutFailureSchema,
  checkoutSuccessSchema,
  type OrderCreated,
  orderCreatedResponseSchema,
} from '@academy/shared/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { cartItems, carts } from '../../../src/db/schema/cart';
import { coupons } from '../../../src/db/schema/coupons';
import { orders } from '../../../src/db/schema/orders';
import { createCoupon } from '../../../src/modules/coupons/service';
import { ORDER_MESSAGES } from '../../../src/modules/orders/messages';
import { signCheckout, signWebhook } from '../../../src/infrastructure/payments/signatures';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

type Student = Awaited<ReturnType<typeof registerAndLogin>>;

let t: TestApp;
let student: Student;
let other: Student;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.app);
  student = await registerAndLogin(t.app);
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, who: Student | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who.token) : {}, payload: payload as object });

async function createCourseOrder(who: Student, courseId: string, extra: object = {}): Promise<OrderCreated> {
  const response = await post('/api/student/order/create-order', who, {
    userId: who.user._id,
    courseId,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return orderCreatedResponseSchema.parse(response.json()).data;
}

async function createAssetOrder(who: Student, assetId: string, couponCode?: string) {
  return post('/api/student/assets/order/create-order', who, { userId: who.user._id, assetId, couponCode });
}

/** The sandbox checkout's Pay button, as the browser presses it. */
async function pay(who: Student, razorpayOrderId: string) {
  const response = await post('/api/payments/sandbox/pay', who, { razorpayOrderId, outcome: 'success' });
  expect(response.statusCode, response.body).toBe(200);
  return checkoutSuccessSchema.parse(response.json());
}

async function verify(
  who: Student,
  order: OrderCreated,
  paid: { razorpay_payment_id: string; razorpay_signature: string },
  url = '/api/student/order/verify-payment',
) {
  return post(url, who, {
    orderId: order.orderId,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: order.razorpayOrderId,
    razorpaySignature: paid.razorpay_signature,
  });
}

async function entitlementsOf(userId: string) {
  return t.db.select().from(entitlements).where(eq(entitlements.userId, userId));
}

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

function webhook(
  event: 'payment.captured' | 'order.paid',
  payment: { id: string; order_id: string; amount: number },
  currency = 'INR',
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: { ...payment, entity: 'payment', currency, status: 'captured', method: 'upi' } },
      ...(event === 'order.paid'
        ? {
            order: {
              entity: {
                id: payment.order_id,
                amount: payment.amount,
                amount_paid: payment.amount,
                status: 'paid',
              },
            },
          }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const secret = t.config.payments.webhookSecret ?? '';
  return { body, signature: signWebhook(secret, body) };
}

const sendWebhook = (body: string, signature: string, eventId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });

describe('a course order in the sandbox', () => {
  it('is priced by the server in paise, whatever the browser says the price is', async () => {
    const course = await addTestCourse(t.app, { price: 1999.5 });
    const order = await createCourseOrder(student, course._id, { coursePricing: 1, courseTitle: 'Cheap' });
    expect(order).toMatchObject({
      amount: 199950,
      currency: 'INR',
      status: 'created',
      provider: 'sandbox',
      keyId: t.config.payments.keyId,
    });
    expect(order.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain('razorpay');
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'created',
      subtotalPaise: 199950,
      amountPaise: 199950,
      gatewayOrderId: order.razorpayOrderId,
    });
  });

  it('is paid, verified and fulfilled once however often it is verified', async () => {
    const course = await addTestCourse(t.app);
    await post('/api/student/cart/add', student, { userId: student.user._id, courseId: course._id });
    const order = await createCourseOrder(student, course._id);
    const paid = await pay(student, order.razorpayOrderId!);

    const first = await verify(student, order, paid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, message: ORDER_MESSAGES.verified });
    const again = await verify(student, order, paid);
    expect(again.statusCode).toBe(200);

    const granted = (await entitlementsOf(student.user._id)).filter((row) => row.courseId === course._id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ source: 'purchase', orderId: order.orderId });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: paid.razorpay_payment_id,
    });
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, student.user._id));
    const left = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart!.id), eq(cartItems.courseId, course._id)));
    expect(left).toHaveLength(0);

    const purchaseInfo = await t.app.inject({
      method: 'GET',
      url: `/api/student/course/purchase-info/${course._id}/${student.user._id}`,
      headers: bearer(student.token),
    });
    expect(purchaseInfo.json()).toEqual({ success: true, data: true });
  });

  it('cannot be bought twice', async () => {
    const course = await addTestCourse(t.app);
    const order = await createCourseOrder(student, course._id);
    expect((await verify(student, order, await pay(student, order.razorpayOrderId!))).statusCode).toBe(200);
    const response = await post('/api/student/order/create-order', student, {
      userId: student.user._id,
      courseId: course._id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORDER_MESSAGES.alreadyOwned(course.title));
  });

  it('refuses forged signatures, another order’s signature and a changed order id', async () => {
    const course = await addTestCourse(t.app);
    const second = await addTestCourse(t.app);
    const order = await createCourseOrder(student, course._id);
    const otherOrder = await createCourseOrder(student, second._id);
    const paidOther = await pay(student, otherOrder.razorpayOrderId!);

    const forged = await verify(student, order, {
      razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
      razorpay_signature: signCheckout('not-the-secret', order.razorpayOrderId!, 'pay_AAAAAAAAAAAAAA'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ success: false, message: ORDER_MESSAGES.verificationFailed });

    // The other order's genuine payment and signature, presented for this order.
    const borrowed = await verify(student, order, paidOther);
    expect(borrowed.statusCode).toBe(400);
    const renamed = await post('/api/student/order/verify-payment', student, {
      orderId: order.orderId,
      razorpayPaymentId: paidOther.razorpay_payment_id,
      razorpayOrderId: otherOrder.razorpayOrderId,
      razorpaySignature: paidOther.razorpay_signature,
    });
    expect(renamed.statusCode).toBe(400);

    expect((await orderRow(order.orderId))?.status).toBe('created');
    const granted = await entitlementsOf(student.user._id);
    expect(granted.some((row) => row.courseId === course._id)).toBe(false);
  });

  it('belongs to its buyer: others get 403, visitors 401', async () => {
    const course = await addTestCourse(t.app);
    const forSomeoneElse = await post('/api/student/order/create-order', other, {
      userId: student.user._id,
      courseId: course._id,
    });
    expect(forSomeoneElse.statusCode).toBe(403);
    const visitor = await post('/api/student/order/create-order', null, {
      userId: student.user._id,
      courseId: course._id,
    });
    expect(visitor.statusCode).toBe(401);

    const order = await createCourseOrder(student, course._id);
    const paid = await pay(student, order.razorpayOrderId!);
    expect((await verify(other, order, paid)).statusCode).toBe(403);
    const payForOther = await post('/api/payments/sandbox/pay', other, {
      razorpayOrderId: order.razorpayOrderId,
      outcome: 'success',
    });
    expect(payForOther.statusCode).toBe(403);
  });

  it('answers 404 for an unknown course and 400 naming a malformed field', async () => {
    const unknown = await post('/api/student/order/create-order', student, {
      userId: student.user._id,
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post('/api/student/order/create-order', student, {
      userId: student.user._id,
      courseId: 'nope',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/courseId/);
  });

  it('hands back Razorpay’s failure shape for the Fail button and leaves the order open', async () => {
    const course = await addTestCourse(t.app);
    const order = await createCourseOrder(student, course._id);
    const response = await post('/api/payments/sandbox/pay', student, {
      razorpayOrderId: order.razorpayOrderId,
      outcome: 'failure',
    });
    expect(response.statusCode).toBe(200);
    const failure = checkoutFailureSchema.parse(response.json());
    expect(failure.error.metadata.order_id).toBe(order.razorpayOrderId);
    expect((await orderRow(order.orderId))?.status).toBe('created');
    // Razorpay lets the customer retry the same order after a failed attempt.
    expect((await verify(student, order, await pay(student, order.razorpayOrderId!))).statusCode).toBe(200);
  });
});

describe('asset orders and coupons', () => {
  it('fulfils a free asset at once, with no gateway', async () => {
    const asset = await addTestAsset(t.app, { price: 0 });
    const response = await createAssetOrder(student, asset._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(orderCreatedResponseSchema.parse(response.json()).data).toMatchObject({
      amount: 0,
      status: 'paid',
      razorpayOrderId: null,
      provider: null,
    });
    expect((await entitlementsOf(student.user._id)).some((row) => row.assetId === asset._id)).toBe(true);
  });

  it('takes a percentage coupon off, counts its use on payment, and ignores the browser’s price', async () => {
    const asset = await addTestAsset(t.app, { price: 1499 });
    await createCoupon(t.db, { code: 'TENOFF', discountType: 'percentage', discountValue: 10 });
    const response = await post('/api/student/assets/order/create-order', student, {
      userId: student.user._id,
      assetId: asset._id,
      couponCode: 'tenoff',
      assetPricing: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderCreatedResponseSchema.parse(response.json()).data;
    expect(order.amount).toBe(134910);
    expect(await orderRow(order.orderId)).toMatchObject({ subtotalPaise: 149900, discountPaise: 14990 });

    const verified = await verify(
      student,
      order,
      await pay(student, order.razorpayOrderId!),
      '/api/student/assets/order/verify-payment',
    );
    expect(verified.statusCode).toBe(200);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'TENOFF'));
    expect(coupon?.usedCount).toBe(1);
  });

  it('makes an asset free with a free coupon and refuses an unknown code', async () => {
    const asset = await addTestAsset(t.app, { price: 799 });
    await createCoupon(t.db, { code: 'ONTHEHOUSE', discountType: 'free', discountValue: 0 });
    const unknown = await createAssetOrder(student, asset._id, 'NOSUCHCODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ORDER_MESSAGES.couponInvalid);

    const response = await createAssetOrder(student, asset._id, 'OnTheHouse');
    expect(response.statusCode, response.body).toBe(200);
    expect(orderCreatedResponseSchema.parse(response.json()).data).toMatchObject({
      amount: 0,
      status: 'paid',
    });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'ONTHEHOUSE'));
    expect(coupon?.usedCount).toBe(1);
  });

  it('gives a coupon limited to 5 uses to exactly 5 of 20 buyers racing for it', async () => {
    const asset = await addTestAsset(t.app, { price: 1000 });
    await createCoupon(t.db, { code: 'FIRSTFIVE', discountType: 'fixed', discountValue: 100, usageLimit: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => registerAndLogin(t.app)));

    const responses = await Promise.all(
      buyers.map((buyer) => createAssetOrder(buyer, asset._id, 'FIRSTFIVE')),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(15);
    for (const response of accepted) expect(response.json().data.amount).toBe(90000);

    await Promise.all(
      accepted.map(async (response) => {
        const order = orderCreatedResponseSchema.parse(response.json()).data;
        const buyer = buyers[responses.indexOf(response)]!;
        expect((await verify(buyer, order, await pay(buyer, order.razorpayOrderId!))).statusCode).toBe(200);
      }),
    );
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'FIRSTFIVE'));
    expect(coupon?.usedCount).toBe(5);
  });
});

describe('a cart order', () => {
  it('buys a course and an asset together at the server’s prices and empties them from the cart', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 2499 });
    const asset = await addTestAsset(t.app, { price: 349.5 });
    await post('/api/student/cart/add', buyer, { userId: buyer.user._id, courseId: course._id });
    await post('/api/student/cart/assets/add', buyer, { userId: buyer.user._id, assetId: asset._id });

    const response = await post('/api/create-order', buyer, {
      userId: buyer.user._id,
      cartItems: [
        { itemId: course._id, title: course.title, price: 1, image: '', itemType: 'Course' },
        { itemId: asset._id, title: asset.name, price: 1, image: '', itemType: 'Asset' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = cartOrderCreatedResponseSchema.parse(response.json());
    expect(order.amount).toBe(284850);

    const verified = await verify(
      buyer,
      order,
      await pay(buyer, order.razorpayOrderId!),
      '/api/verify-order',
    );
    expect(verified.statusCode).toBe(200);
    const granted = await entitlementsOf(buyer.user._id);
    expect(granted.map((row) => row.courseId ?? row.assetId).sort()).toEqual([course._id, asset._id].sort());

    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/student/cart/get/${buyer.user._id}`,
      headers: bearer(buyer.token),
    });
    expect(cart.json().data).toEqual({ courses: [], digitalAssets: [], bundles: [] });
  });

  it('refuses an empty cart with the spec’s message', async () => {
    const response = await post('/api/create-order', student, { userId: student.user._id, cartItems: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your cart is empty. Add items before proceeding.');
  });
});

describe('the payment webhook', () => {
  it('fulfils an order whose browser never came back, once, and ignores the repeat', async () => {
    const course = await addTestCourse(t.app);
    const order = await createCourseOrder(student, course._id);
    const paid = await pay(student, order.razorpayOrderId!);
    const payment = { id: paid.razorpay_payment_id, order_id: order.razorpayOrderId!, amount: order.amount };

    const { body, signature } = webhook('payment.captured', payment);
    const first = await sendWebhook(body, signature, 'evt_captured_1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('fulfilled');
    expect((await sendWebhook(body, signature, 'evt_captured_1')).json().message).toBe('duplicate-event');

    // order.paid for the same payment arrives later, and then the browser's verify.
    const orderPaid = webhook('order.paid', payment);
    expect((await sendWebhook(orderPaid.body, orderPaid.signature, 'evt_paid_1')).json().message).toBe(
      'already-paid',
    );
    expect((await verify(student, order, paid)).statusCode).toBe(200);

    const granted = (await entitlementsOf(student.user._id)).filter((row) => row.courseId === course._id);
    expect(granted).toHaveLength(1);
  });

  it('refuses a bad signature and does not fulfil a payment of another amount', async () => {
    const course = await addTestCourse(t.app);
    const order = await createCourseOrder(student, course._id);
    const payment = { id: 'pay_BBBBBBBBBBBBBB', order_id: order.razorpayOrderId!, amount: order.amount };

    const { body } = webhook('payment.captured', payment);
    const forged = await sendWebhook(body, signWebhook('wrong-secret', body), 'evt_forged');
    expect(forged.statusCode).toBe(400);

    const short = webhook('payment.captured', { ...payment, amount: 100 });
    expect((await sendWebhook(short.body, short.signature, 'evt_short')).json().message).toBe('mismatch');
    expect((await orderRow(order.orderId))?.status).toBe('created');
  });
});
