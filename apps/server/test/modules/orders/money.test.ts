import {
  cartOrderCreatedResponseSchema,
  type OrderCreated,
  orderCreatedResponseSchema,
} from '@academy/shared/checkout';
import { orderDetailResponseSchema } from '@academy/shared/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { coupons } from '../../../src/db/schema/coupons';
import { jobs } from '../../../src/db/schema/infrastructure';
import { invoices } from '../../../src/db/schema/invoices';
import { orders } from '../../../src/db/schema/orders';
import { refunds } from '../../../src/db/schema/refunds';
import { ORDER_MESSAGES } from '../../../src/modules/orders/messages';
import { COUPON_HOLD_MS } from '../../../src/modules/orders/service';
import { createPaymentGateway } from '../../../src/infrastructure/payments/create-gateway';
import { reconcilePayments } from '../../../src/workflows/payments/reconciliation';
import { signWebhook } from '../../../src/infrastructure/payments/signatures';
import { REFUND_MESSAGES } from '../../../src/workflows/refunds/refund';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';
import { type RazorpayStandIn, startRazorpayStandIn } from '../../stand-ins/razorpay';

/*
 * Issue 12 over Razorpay's protocol (a local stand-in of its API): a buyer is never charged
 * twice, a coupon never runs over its limit however late a payment comes, admins refund with a
 * credit note, refunds are reported once each, and reconciliation credits what the webhook missed.
 */

type Account = Awaited<ReturnType<typeof registerAndLogin>>;

let razorpay: RazorpayStandIn;
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestApp(razorpay.env());
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

const post = (url: string, who: Account, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function orderCourse(who: Account, courseId: string, extra: object = {}): Promise<OrderCreated> {
  const response = await post('/api/student/order/create-order', who, {
    userId: who.user._id,
    courseId,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return orderCreatedResponseSchema.parse(response.json()).data;
}

async function orderCart(who: Account, items: { itemId: string; itemType: 'Course' | 'Asset' }[]) {
  const response = await post('/api/create-order', who, { userId: who.user._id, cartItems: items });
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderCreatedResponseSchema.parse(response.json());
}

const verify = (who: Account, order: OrderCreated, paid: { paymentId: string; signature: string }) =>
  post('/api/student/order/verify-payment', who, {
    orderId: order.orderId,
    razorpayPaymentId: paid.paymentId,
    razorpayOrderId: order.razorpayOrderId,
    razorpaySignature: paid.signature,
  });

const sendWebhook = ({ body, signature, eventId }: { body: string; signature: string; eventId: string }) =>
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

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`No order ${id}`);
  return row;
}

const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

async function owns(who: Account, courseId: string) {
  const rows = await t.db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, who.user._id), eq(entitlements.courseId, courseId)));
  return rows.length > 0;
}

/** Moves an order back in time, as if it had been made `ms` ago. */
async function age(orderId: string, ms: number) {
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(orders.id, orderId));
}

async function createCoupon(code: string, usageLimit: number | null, discountValue = 10) {
  const response = await post('/api/admin/coupon/create', admin, {
    code,
    discountType: 'percentage',
    discountValue,
    usageLimit,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function usedCount(code: string) {
  const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
  return row?.usedCount;
}

const context = () => ({
  db: t.db,
  gateway: createPaymentGateway(t.config.payments),
  invoicing: t.config.invoicing,
  jobs: t.app.jobs,
});

describe('one course is never paid twice', () => {
  it('hands back the open order when the buyer presses Buy again, and makes no second gateway order', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const first = await orderCourse(buyer, course._id);
    const gatewayOrders = razorpay.requests.filter((request) => request.path === '/v1/orders').length;
    const second = await orderCourse(buyer, course._id);
    expect(second).toEqual(first);
    expect(razorpay.requests.filter((request) => request.path === '/v1/orders').length).toBe(gatewayOrders);
  });

  it('cancels an open order that shares a product with a new checkout', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const asset = await addTestAsset(t.app, { price: 499 });
    const single = await orderCourse(buyer, course._id);
    const cart = await orderCart(buyer, [
      { itemId: course._id, itemType: 'Course' },
      { itemId: asset._id, itemType: 'Asset' },
    ]);
    expect(cart.orderId).not.toBe(single.orderId);
    expect((await orderRow(single.orderId)).status).toBe('cancelled');
    expect((await orderRow(cart.orderId)).status).toBe('created');
  });

  it('refunds a payment for a replaced checkout whose course was bought in the newer one', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const asset = await addTestAsset(t.app, { price: 499 });
    const single = await orderCourse(buyer, course._id);
    const cart = await orderCart(buyer, [
      { itemId: course._id, itemType: 'Course' },
      { itemId: asset._id, itemType: 'Asset' },
    ]);
    expect((await verify(buyer, cart, razorpay.pay(cart.razorpayOrderId!))).statusCode).toBe(200);

    // The forgotten tab still had Razorpay Checkout open for the first order, and it was paid.
    const late = razorpay.pay(single.razorpayOrderId!);
    const response = await verify(buyer, single, late);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORDER_MESSAGES.refunding['already-owned']);
    expect(await refundsOf(single.orderId)).toMatchObject([
      { paymentId: late.paymentId, amountPaise: 199_900, reason: 'already-owned', status: 'queued' },
    ]);

    await t.app.jobs.drain();
    const [refund] = await refundsOf(single.orderId);
    expect(refund).toMatchObject({ status: 'processed', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    expect(razorpay.payment(late.paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 199_900 });
    expect((await orderRow(single.orderId)).status).toBe('cancelled');
  });

  it('refunds a second payment when the webhook credited one and the browser verifies another', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const order = await orderCourse(buyer, course._id);
    const first = razorpay.pay(order.razorpayOrderId!);
    expect((await sendWebhook(razorpay.webhook('payment.captured', first.paymentId))).statusCode).toBe(200);
    expect((await orderRow(order.orderId)).gatewayPaymentId).toBe(first.paymentId);

    // A retried UPI collect request lands a second payment on the same order.
    const second = razorpay.pay(order.razorpayOrderId!, { evenIfPaid: true });
    const response = await verify(buyer, order, second);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(ORDER_MESSAGES.refunding['duplicate-payment']);
    expect(await refundsOf(order.orderId)).toMatchObject([
      { paymentId: second.paymentId, reason: 'duplicate-payment' },
    ]);
    expect(await owns(buyer, course._id)).toBe(true);

    // The same payment reported again is refunded once.
    expect((await sendWebhook(razorpay.webhook('payment.captured', second.paymentId))).json().message).toBe(
      'refunding',
    );
    expect(await refundsOf(order.orderId)).toHaveLength(1);
  });

  it('answers 409, not 500, for a payment id already credited to another order', async () => {
    const buyer = await registerAndLogin(t.app);
    const one = await orderCourse(buyer, (await addTestCourse(t.app))._id);
    const two = await orderCourse(buyer, (await addTestCourse(t.app))._id);
    const paid = razorpay.pay(one.razorpayOrderId!);
    expect((await verify(buyer, one, paid)).statusCode).toBe(200);
    // A forged webhook naming the other order (the body is signed with the webhook secret).
    const forged = razorpay.webhook('payment.captured', paid.paymentId);
    const body = forged.body.replace(one.razorpayOrderId!, two.razorpayOrderId!);
    const response = await sendWebhook({
      body,
      signature: signWebhook(razorpay.webhookSecret, body),
      eventId: 'forged-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This payment has already been credited to another order.');
    expect((await orderRow(two.orderId)).status).toBe('created');
  });
});

describe('a coupon never runs over its limit', () => {
  it('holds at most one use per buyer: a new checkout with the coupon replaces the old one', async () => {
    const buyer = await registerAndLogin(t.app);
    await createCoupon('ONEPERBUYER', 2);
    const one = await orderCourse(buyer, (await addTestCourse(t.app))._id, { couponCode: 'onePerBuyer' });
    const two = await orderCourse(buyer, (await addTestCourse(t.app))._id, { couponCode: 'ONEPERBUYER' });
    expect((await orderRow(one.orderId)).status).toBe('cancelled');
    expect((await orderRow(two.orderId)).status).toBe('created');
    // The other use is still free for someone else.
    const other = await registerAndLogin(t.app);
    await orderCourse(other, (await addTestCourse(t.app))._id, { couponCode: 'ONEPERBUYER' });
  });

  it('refunds a payment that comes after its hold lapsed and the last use went to someone else', async () => {
    await createCoupon('LASTONE', 1);
    const late = await registerAndLogin(t.app);
    const prompt = await registerAndLogin(t.app);
    const lateOrder = await orderCourse(late, (await addTestCourse(t.app))._id, { couponCode: 'LASTONE' });
    await age(lateOrder.orderId, COUPON_HOLD_MS + 60_000);

    const promptOrder = await orderCourse(prompt, (await addTestCourse(t.app))._id, {
      couponCode: 'LASTONE',
    });
    expect((await verify(prompt, promptOrder, razorpay.pay(promptOrder.razorpayOrderId!))).statusCode).toBe(
      200,
    );
    expect(await usedCount('LASTONE')).toBe(1);

    const response = await verify(late, lateOrder, razorpay.pay(lateOrder.razorpayOrderId!));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORDER_MESSAGES.refunding['coupon-used-up']);
    expect(await usedCount('LASTONE')).toBe(1);
    expect((await orderRow(lateOrder.orderId)).status).toBe('cancelled');
    expect(await refundsOf(lateOrder.orderId)).toMatchObject([{ reason: 'coupon-used-up' }]);
  });

  it('still honours a late payment when a use is free, without taking a use another checkout holds', async () => {
    await createCoupon('TWOUSES', 2);
    const late = await registerAndLogin(t.app);
    const holder = await registerAndLogin(t.app);
    const lateOrder = await orderCourse(late, (await addTestCourse(t.app))._id, { couponCode: 'TWOUSES' });
    await age(lateOrder.orderId, COUPON_HOLD_MS + 60_000);
    const held = await orderCourse(holder, (await addTestCourse(t.app))._id, { couponCode: 'TWOUSES' });

    expect((await verify(late, lateOrder, razorpay.pay(lateOrder.razorpayOrderId!))).statusCode).toBe(200);
    expect(await usedCount('TWOUSES')).toBe(1);
    // The holder's live hold kept its use: paying now is fine, and the limit is reached exactly.
    expect((await verify(holder, held, razorpay.pay(held.razorpayOrderId!))).statusCode).toBe(200);
    expect(await usedCount('TWOUSES')).toBe(2);
  });
});

describe('a coupon under a race of late and prompt payments', () => {
  it('ends with exactly its limit used, the live holds served and the lapsed payments refunded', async () => {
    await createCoupon('RACE3', 3);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => registerAndLogin(t.app)));
    const courses = await Promise.all(buyers.map(() => addTestCourse(t.app)));
    const lapsed = [];
    for (const [index, buyer] of buyers.slice(0, 3).entries()) {
      lapsed.push(await orderCourse(buyer, courses[index]!._id, { couponCode: 'RACE3' }));
    }
    for (const order of lapsed) await age(order.orderId, COUPON_HOLD_MS + 60_000);
    const live = [];
    for (const [index, buyer] of buyers.slice(3).entries()) {
      live.push(await orderCourse(buyer, courses[index + 3]!._id, { couponCode: 'RACE3' }));
    }
    const everyone = [...lapsed, ...live];
    const answers = await Promise.all(
      everyone.map((order, index) => verify(buyers[index]!, order, razorpay.pay(order.razorpayOrderId!))),
    );
    expect(answers.slice(3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(await usedCount('RACE3')).toBe(3);
    for (const order of lapsed)
      expect(await refundsOf(order.orderId)).toMatchObject([{ reason: 'coupon-used-up' }]);
  });
});

describe('an admin refunds an order', () => {
  async function paidOrder(coupon?: string) {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 2360 });
    const order = await orderCourse(buyer, course._id, coupon ? { couponCode: coupon } : {});
    const paid = razorpay.pay(order.razorpayOrderId!);
    expect((await verify(buyer, order, paid)).statusCode).toBe(200);
    return { buyer, course, order, paid };
  }

  it('removes access, returns the coupon use, issues a credit note and refunds through Razorpay', async () => {
    await createCoupon('REFUNDME', 5);
    const { buyer, course, order, paid } = await paidOrder('REFUNDME');
    expect(await usedCount('REFUNDME')).toBe(1);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(invoice).toMatchObject({ type: 'invoice', totalPaise: 212_400 });

    const response = await post(`/api/admin/orders/${order.orderId}/refund`, admin, {
      note: 'Asked by email',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(REFUND_MESSAGES.started);
    const detail = orderDetailResponseSchema.shape.data.parse(response.json().data);
    expect(detail.status).toBe('refunded');
    expect(detail.creditNote?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(detail.refunds).toMatchObject([
      { status: 'queued', reason: 'admin', amount: 2124, paymentId: paid.paymentId },
    ]);
    expect(await owns(buyer, course._id)).toBe(false);
    expect(await usedCount('REFUNDME')).toBe(0);
    const [creditNote] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.orderId), eq(invoices.type, 'credit-note')));
    expect(creditNote).toMatchObject({ invoiceId: invoice?.id, totalPaise: invoice?.totalPaise });

    await t.app.jobs.drain();
    const [refund] = await refundsOf(order.orderId);
    expect(refund).toMatchObject({
      status: 'processed',
      note: 'Asked by email',
      requestedBy: admin.user._id,
    });
    const call = razorpay.requests.find(
      (request) => request.path === `/v1/payments/${paid.paymentId}/refund`,
    );
    expect(call?.body).toMatchObject({ amount: 212_400, receipt: refund?.id });

    // The buyer still finds it in Purchases, marked refunded, with its invoice number.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/student/orders',
      headers: bearer(buyer.token),
    });
    expect(list.json().data).toMatchObject([
      { orderId: order.orderId, status: 'refunded', invoiceNumber: invoice?.number },
    ]);

    // Twice is a clear 409; the buyer can buy the course again.
    const again = await post(`/api/admin/orders/${order.orderId}/refund`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_MESSAGES.alreadyRefunded);
    await orderCourse(buyer, course._id);
  });

  it('is for admins only, for paid orders only', async () => {
    const { buyer, order } = await paidOrder();
    expect((await post(`/api/admin/orders/${order.orderId}/refund`, buyer)).statusCode).toBe(403);
    const unpaid = await orderCourse(buyer, (await addTestCourse(t.app))._id);
    const response = await post(`/api/admin/orders/${unpaid.orderId}/refund`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REFUND_MESSAGES.notPaid('created'));
    expect((await post('/api/admin/orders/not-an-id/refund', admin)).statusCode).toBe(400);
    expect(
      (await post('/api/admin/orders/8f1d0c52-44a4-4c1e-9d59-4d5e3b0a7c11/refund', admin)).statusCode,
    ).toBe(404);
  });

  it('finds the refund a crash left behind instead of refunding twice', async () => {
    const { order, paid } = await paidOrder();
    expect((await post(`/api/admin/orders/${order.orderId}/refund`, admin)).statusCode).toBe(200);
    const [refund] = await refundsOf(order.orderId);
    // The gateway refunded, then the server died before recording it: the retry asks first.
    await createPaymentGateway(t.config.payments).refundPayment({
      paymentId: paid.paymentId,
      amountPaise: 236_000,
      receipt: refund!.id,
      notes: {},
    });
    await t.app.jobs.drain();
    expect(razorpay.refunds().filter((entry) => entry.payment_id === paid.paymentId)).toHaveLength(1);
    expect((await refundsOf(order.orderId))[0]).toMatchObject({ status: 'processed' });
  });

  it('retries when Razorpay is down, and records a refusal as failed so an admin can try again', async () => {
    const { order } = await paidOrder();
    razorpay.failNext({ status: 503, times: 1 });
    expect((await post(`/api/admin/orders/${order.orderId}/refund`, admin)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'refunds.process'),
          eq(jobs.payload, { refundId: (await refundsOf(order.orderId))[0]!.id }),
        ),
      );
    expect(job).toMatchObject({ completedAt: null, failedAt: null });
    expect(job?.lastError).toMatch(/Razorpay could not/);
  });
});

describe('refund webhooks', () => {
  it('mark a pending refund processed, once, and a failed one failed', async () => {
    const pending = await startRazorpayStandIn({ refundStatus: 'pending' });
    const app = await createTestApp(pending.env());
    try {
      const staff = await createAdmin(app.app);
      const buyer = await registerAndLogin(app.app);
      const refundOf = async () => {
        const course = await addTestCourse(app.app);
        const created = await app.app.inject({
          method: 'POST',
          url: '/api/student/order/create-order',
          headers: bearer(buyer.token),
          payload: { userId: buyer.user._id, courseId: course._id },
        });
        const order = orderCreatedResponseSchema.parse(created.json()).data;
        const paid = pending.pay(order.razorpayOrderId!);
        await app.app.inject({
          method: 'POST',
          url: '/api/student/order/verify-payment',
          headers: bearer(buyer.token),
          payload: {
            orderId: order.orderId,
            razorpayPaymentId: paid.paymentId,
            razorpayOrderId: order.razorpayOrderId,
            razorpaySignature: paid.signature,
          },
        });
        await app.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.orderId}/refund`,
          headers: bearer(staff.token),
        });
        await app.app.jobs.drain();
        const [row] = await app.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
        return row!;
      };
      const send = (event: { body: string; signature: string; eventId: string }) =>
        app.app.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': event.signature,
            'x-razorpay-event-id': event.eventId,
          },
          payload: event.body,
        });

      const refund = await refundOf();
      expect(refund.status).toBe('pending');
      pending.settleRefund(refund.gatewayRefundId!, 'processed');
      const event = pending.refundWebhook('refund.processed', refund.gatewayRefundId!);
      expect((await send(event)).json().message).toBe('updated');
      expect((await send(event)).json().message).toBe('duplicate-event');
      const [processed] = await app.db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect(processed).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
      // A different delivery of the same outcome changes nothing either.
      expect(
        (await send(pending.refundWebhook('refund.processed', refund.gatewayRefundId!))).json().message,
      ).toBe('no-change');

      const failing = await refundOf();
      pending.settleRefund(failing.gatewayRefundId!, 'failed');
      expect(
        (await send(pending.refundWebhook('refund.failed', failing.gatewayRefundId!))).json().message,
      ).toBe('updated');
      const [failed] = await app.db.select().from(refunds).where(eq(refunds.id, failing.id));
      expect(failed?.status).toBe('failed');
      const emails = await app.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, 'refunds.send-email'),
            eq(jobs.payload, { refundId: failing.id, stage: 'failed' }),
          ),
        );
      expect(emails).toHaveLength(1);

      // An admin tries the failed one again.
      const retry = await app.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${failing.orderId}/refund`,
        headers: bearer(staff.token),
      });
      expect(retry.json().message).toBe(REFUND_MESSAGES.retried);
      await app.app.jobs.drain();
      const [again] = await app.db.select().from(refunds).where(eq(refunds.id, failing.id));
      expect(again?.status).toBe('pending');
    } finally {
      await app.close();
      await pending.close();
    }
  });
});

describe('tax invoices from two server instances on one database', () => {
  it('are numbered without gaps or repeats, one per paid order, however the payments race', async () => {
    const other = await createTestApp(razorpay.env(), { database: t.database });
    try {
      const buyers = await Promise.all(Array.from({ length: 8 }, () => registerAndLogin(t.app)));
      const paid = await Promise.all(
        buyers.map(async (buyer) => {
          const order = await orderCourse(buyer, (await addTestCourse(t.app))._id);
          return { buyer, order, payment: razorpay.pay(order.razorpayOrderId!) };
        }),
      );
      // Each payment reported twice at once: the browser to one instance, the webhook to the other.
      await Promise.all(
        paid.flatMap(({ buyer, order, payment }) => {
          const event = razorpay.webhook('payment.captured', payment.paymentId);
          return [
            verify(buyer, order, payment),
            other.app.inject({
              method: 'POST',
              url: '/api/payments/razorpay/webhook',
              headers: {
                'content-type': 'application/json',
                'x-razorpay-signature': event.signature,
                'x-razorpay-event-id': event.eventId,
              },
              payload: event.body,
            }),
          ];
        }),
      );
      const issued = await t.db.select().from(invoices).where(eq(invoices.type, 'invoice'));
      const mine = issued.filter((row) => paid.some(({ order }) => order.orderId === row.orderId));
      expect(mine).toHaveLength(8);
      const sequences = issued.map((row) => row.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    } finally {
      await other.close();
    }
  });
});

describe('reconciliation', () => {
  it('credits a captured payment whose webhook and browser never came, and closes abandoned orders', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const order = await orderCourse(buyer, course._id);
    const paid = razorpay.pay(order.razorpayOrderId!, { status: 'authorized' });
    const abandoned = await orderCourse(buyer, (await addTestCourse(t.app))._id);
    const fresh = await orderCourse(buyer, (await addTestCourse(t.app))._id);
    await age(order.orderId, 31 * 60_000);
    await age(abandoned.orderId, 25 * 60 * 60_000);

    const run = await reconcilePayments(context(), t.app.log);
    expect(run).toMatchObject({ recovered: 1, closed: 1, errors: 0 });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      paidVia: 'reconciliation',
      gatewayPaymentId: paid.paymentId,
    });
    expect(razorpay.payment(paid.paymentId)?.status).toBe('captured');
    expect(await owns(buyer, course._id)).toBe(true);
    expect((await orderRow(abandoned.orderId)).status).toBe('cancelled');
    expect((await orderRow(fresh.orderId)).reconciledAt).toBeNull();

    // Asked about again only once its age has doubled: an immediate second run asks nothing.
    const again = await reconcilePayments(context(), t.app.log);
    expect(again.checked).toBe(0);

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/reconciliation',
      headers: bearer(admin.token),
    });
    expect(summary.json().data).toMatchObject({ checked: 0, recoveredLast30Days: expect.any(Number) });
    expect(summary.json().data.recoveredLast30Days).toBeGreaterThanOrEqual(1);
    const student = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/reconciliation',
      headers: bearer(buyer.token),
    });
    expect(student.statusCode).toBe(403);
  });
});
