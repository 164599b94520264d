import {
  cartOrderCreatedResponseSchema,
  checkoutSuccessSchema,
  type OrderCreated,
  orderCreatedResponseSchema,
} from '@academy/shared/checkout';
import { couponApplyResponseSchema } from '@academy/shared/coupons';
import { orderDetailResponseSchema, ordersResponseSchema } from '@academy/shared/orders';
import { PERSONAL_PAGE_SIZE } from '@academy/shared/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { coupons } from '../../../src/db/schema/coupons';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { createCoupon } from '../../../src/modules/coupons/service';
import { ORDER_MESSAGES } from '../../../src/modules/orders/messages';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

/*
 * Coupons on the course's Buy Now and on the cart (issue 10, the buyer's path), and the buyer's
 * view of an order: the confirmation page and the list in Purchases.
 */

type Student = Awaited<ReturnType<typeof registerAndLogin>>;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  // The demo seed's two coupons, as the home banner advertises them.
  await createCoupon(t.db, {
    code: 'WELCOME10',
    discountType: 'percentage',
    discountValue: 10,
    maxDiscount: 500,
  });
  await createCoupon(t.db, {
    code: 'ASSETS200',
    discountType: 'fixed',
    discountValue: 200,
    minPurchaseAmount: 999,
    applicableTo: 'digitalAsset',
  });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, who: Student | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who.token) : {}, payload: payload as object });
const get = (url: string, who: { token: string } | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

const courseOrder = (who: Student, courseId: string, couponCode?: string) =>
  post('/api/student/order/create-order', who, { userId: who.user._id, courseId, couponCode });

async function cartOrder(
  who: Student,
  items: { id: string; type: 'Course' | 'Asset' }[],
  couponCode?: string,
) {
  return post('/api/create-order', who, {
    userId: who.user._id,
    cartItems: items.map((item) => ({ itemId: item.id, itemType: item.type, price: 1 })),
    couponCode,
  });
}

const apply = (who: Student, payload: object) => post('/api/admin/coupon/apply', who, payload);

/** The sandbox's Pay button and the browser's verify, as the checkout does them. */
async function payAndVerify(who: Student, order: OrderCreated, url = '/api/student/order/verify-payment') {
  const paid = await post('/api/payments/sandbox/pay', who, {
    razorpayOrderId: order.razorpayOrderId,
    outcome: 'success',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const payment = checkoutSuccessSchema.parse(paid.json());
  const verified = await post(url, who, {
    orderId: order.orderId,
    razorpayPaymentId: payment.razorpay_payment_id,
    razorpayOrderId: order.razorpayOrderId,
    razorpaySignature: payment.razorpay_signature,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return payment.razorpay_payment_id;
}

async function itemsOf(orderId: string) {
  return t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

describe('a coupon on a course order', () => {
  it('takes WELCOME10 off the course price on the server, whatever the browser says', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1499 });
    const response = await post('/api/student/order/create-order', buyer, {
      userId: buyer.user._id,
      courseId: course._id,
      couponCode: ' welcome10 ',
      coursePricing: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderCreatedResponseSchema.parse(response.json()).data;
    // 10% of ₹1,499 is ₹149.90.
    expect(order).toMatchObject({ amount: 134910, status: 'created', provider: 'sandbox' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ subtotalPaise: 149900, discountPaise: 14990, couponCode: 'WELCOME10' });
    expect(await itemsOf(order.orderId)).toMatchObject([{ listPricePaise: 149900, pricePaise: 134910 }]);
  });

  it('caps WELCOME10 at ₹500 on a dear course', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 9999 });
    const response = await courseOrder(buyer, course._id, 'WELCOME10');
    expect(response.statusCode, response.body).toBe(200);
    expect(orderCreatedResponseSchema.parse(response.json()).data.amount).toBe(949900);
  });

  it('refuses a coupon for digital assets with a clear 400, and creates no order', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1999 });
    const response = await courseOrder(buyer, course._id, 'ASSETS200');
    expect(response.statusCode).toBe(400);
    // One answer for a coupon that exists but does not apply and for one that does not exist (issue 25).
    expect(response.json()).toEqual({
      success: false,
      message: ORDER_MESSAGES.couponInvalid,
      field: 'couponCode',
    });
    const unknown = await courseOrder(buyer, course._id, 'NOSUCHCODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(response.json());
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.user._id))).toHaveLength(0);
  });

  it('fulfils a course made free by a free coupon at once, with no gateway', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 2499 });
    await createCoupon(t.db, {
      code: 'SCHOLARSHIP',
      discountType: 'free',
      discountValue: 0,
      applicableTo: 'courses',
    });
    const response = await courseOrder(buyer, course._id, 'SCHOLARSHIP');
    expect(response.statusCode, response.body).toBe(200);
    const order = orderCreatedResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({ amount: 0, status: 'paid', razorpayOrderId: null, provider: null });
    const granted = await t.db.select().from(entitlements).where(eq(entitlements.userId, buyer.user._id));
    expect(granted).toMatchObject([{ courseId: course._id, source: 'purchase', orderId: order.orderId }]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ gateway: 'none', status: 'paid', amountPaise: 0, discountPaise: 249900 });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'SCHOLARSHIP'));
    expect(coupon?.usedCount).toBe(1);
  });

  it('gives a course coupon limited to 3 uses to exactly 3 of 10 buyers ordering at once', async () => {
    const course = await addTestCourse(t.app, { price: 1000 });
    await createCoupon(t.db, {
      code: 'FIRSTTHREE',
      discountType: 'fixed',
      discountValue: 250,
      usageLimit: 3,
      applicableTo: 'courses',
    });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => registerAndLogin(t.app)));
    const responses = await Promise.all(buyers.map((buyer) => courseOrder(buyer, course._id, 'FIRSTTHREE')));

    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const response of accepted) expect(response.json().data.amount).toBe(75000);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.json().message).toBe('Invalid coupon code.');
    }
  });
});

describe('a coupon on a cart order', () => {
  it('takes a course-only coupon off the course line only, and shares nothing with the asset', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 2000 });
    const asset = await addTestAsset(t.app, { price: 500 });
    await createCoupon(t.db, {
      code: 'COURSES25',
      discountType: 'percentage',
      discountValue: 25,
      applicableTo: 'courses',
    });
    const response = await cartOrder(
      buyer,
      [
        { id: course._id, type: 'Course' },
        { id: asset._id, type: 'Asset' },
      ],
      'COURSES25',
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = cartOrderCreatedResponseSchema.parse(response.json());
    // 25% of the ₹2,000 course; the ₹500 asset at full price.
    expect(order.amount).toBe(200000);
    const lines = await itemsOf(order.orderId);
    expect(lines.find((line) => line.courseId === course._id)).toMatchObject({
      listPricePaise: 200000,
      pricePaise: 150000,
    });
    expect(lines.find((line) => line.assetId === asset._id)).toMatchObject({
      listPricePaise: 50000,
      pricePaise: 50000,
    });
  });

  it('counts the minimum purchase on the lines the coupon is for', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 5000 });
    const asset = await addTestAsset(t.app, { price: 600 });
    // ASSETS200 needs ₹999 of digital assets: a ₹5,000 course does not count towards it.
    const response = await cartOrder(
      buyer,
      [
        { id: course._id, type: 'Course' },
        { id: asset._id, type: 'Asset' },
      ],
      'ASSETS200',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This coupon needs a purchase of at least ₹999.');
  });

  it('shares WELCOME10 across every line in whole paise that add up to the amount', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 999.99 });
    const asset = await addTestAsset(t.app, { price: 333.33 });
    const response = await cartOrder(
      buyer,
      [
        { id: course._id, type: 'Course' },
        { id: asset._id, type: 'Asset' },
      ],
      'WELCOME10',
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = cartOrderCreatedResponseSchema.parse(response.json());
    // 10% of ₹1,333.32 is 13 333.2 paise → 13 333.
    expect(order.amount).toBe(133332 - 13333);
    const lines = await itemsOf(order.orderId);
    expect(lines.reduce((sum, line) => sum + line.pricePaise, 0)).toBe(order.amount);
    for (const line of lines) expect(line.pricePaise).toBeLessThan(line.listPricePaise);
  });
});

describe('POST /api/admin/coupon/apply on a course and on the cart', () => {
  it('answers the coupon result on a course from the server’s price', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1499 });
    const response = await apply(buyer, { code: 'welcome10', courseId: course._id, purchaseAmount: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(couponApplyResponseSchema.parse(response.json())).toEqual({
      success: true,
      discount: 149.9,
      finalAmount: 1349.1,
      code: 'WELCOME10',
      message: 'Coupon applied successfully.',
    });
  });

  it('refuses an asset coupon on a course, and answers 404 for a course that does not exist', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1499 });
    const refused = await apply(buyer, { code: 'ASSETS200', courseId: course._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: 'Invalid coupon code.', field: 'code' });
    const unknown = await apply(buyer, {
      code: 'WELCOME10',
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('prices the caller’s own cart: a course-only coupon discounts the course only', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1000 });
    const asset = await addTestAsset(t.app, { price: 400 });
    await createCoupon(t.db, {
      code: 'COURSEFLAT300',
      discountType: 'fixed',
      discountValue: 300,
      applicableTo: 'courses',
    });
    await post('/api/student/cart/add', buyer, { userId: buyer.user._id, courseId: course._id });
    await post('/api/student/cart/assets/add', buyer, { userId: buyer.user._id, assetId: asset._id });

    const response = await apply(buyer, { code: 'COURSEFLAT300', cart: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ discount: 300, finalAmount: 1100, code: 'COURSEFLAT300' });

    // Another student's cart is empty: the same call prices their own cart, not this one.
    const other = await registerAndLogin(t.app);
    const empty = await apply(other, { code: 'COURSEFLAT300', cart: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty. Add items before proceeding.');
  });

  it('refuses a cart with no line the coupon is for', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1000 });
    await post('/api/student/cart/add', buyer, { userId: buyer.user._id, courseId: course._id });
    const response = await apply(buyer, { code: 'ASSETS200', cart: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid coupon code.');
  });

  it.each([
    [{ code: 'WELCOME10' }, 'assetId, courseId, bundleId or cart'],
    [{ code: 'WELCOME10', courseId: 'abc' }, 'courseId must be a valid id'],
    [{ code: 'WELCOME10', cart: false }, 'cart must be true'],
    [
      { code: 'WELCOME10', courseId: '00000000-0000-4000-8000-000000000000', cart: true },
      'exactly one of assetId, courseId, bundleId or cart',
    ],
  ])('400 for %o', async (payload, message) => {
    const response = await apply(await registerAndLogin(t.app), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/student/orders/:orderId', () => {
  it('shows the owner a paid order: number, payment, lines as sold, discount and total', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1499, image: '/media/course-banner.webp' });
    const created = orderCreatedResponseSchema.parse(
      (await courseOrder(buyer, course._id, 'WELCOME10')).json(),
    );
    const paymentId = await payAndVerify(buyer, created.data);

    const response = await get(`/api/student/orders/${created.data.orderId}`, buyer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const order = orderDetailResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({
      orderId: created.data.orderId,
      orderNumber: expect.stringMatching(/^KDA-\d{4}-\d{6,}$/),
      status: 'paid',
      paymentProvider: 'sandbox',
      paymentId,
      buyer: { name: buyer.user.name, email: buyer.user.email },
      subtotal: 1499,
      discount: 149.9,
      couponCode: 'WELCOME10',
      total: 1349.1,
      currency: 'INR',
    });
    expect(order.items).toEqual([
      {
        type: 'course',
        id: course._id,
        title: course.title,
        image: '/media/course-banner.webp',
        listPrice: 1499,
        pricePaid: 1349.1,
        bundle: null,
      },
    ]);
    expect(Date.parse(order.paidAt ?? '')).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
  });

  it('keeps the coupon code on the receipt after the coupon is deleted', async () => {
    const buyer = await registerAndLogin(t.app);
    const asset = await addTestAsset(t.app, { price: 1200 });
    const coupon = await createCoupon(t.db, { code: 'GONESOON', discountType: 'fixed', discountValue: 100 });
    const created = await post('/api/student/assets/order/create-order', buyer, {
      userId: buyer.user._id,
      assetId: asset._id,
      couponCode: 'GONESOON',
    });
    const order = orderCreatedResponseSchema.parse(created.json()).data;
    await t.db.delete(coupons).where(eq(coupons.id, coupon.id));

    const detail = orderDetailResponseSchema.parse(
      (await get(`/api/student/orders/${order.orderId}`, buyer)).json(),
    ).data;
    expect(detail).toMatchObject({ status: 'created', paidAt: null, paymentId: null, discount: 100 });
    expect(detail.couponCode).toBe('GONESOON');
    expect(detail.items).toMatchObject([{ type: 'asset', id: asset._id, listPrice: 1200, pricePaid: 1100 }]);
  });

  it('answers 403 to another student, 200 to an admin, 401 to a visitor, 404 unknown, 400 malformed', async () => {
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const order = orderCreatedResponseSchema.parse((await courseOrder(buyer, course._id)).json()).data;
    const url = `/api/student/orders/${order.orderId}`;

    const other = await get(url, await registerAndLogin(t.app));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: ORDER_MESSAGES.notYourOrder });
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url, null)).statusCode).toBe(401);

    const unknown = await get('/api/student/orders/00000000-0000-4000-8000-000000000000', buyer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: ORDER_MESSAGES.orderNotFound });
    const malformed = await get('/api/student/orders/not-an-id', buyer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('orderId');
  });
});

describe('GET /api/student/orders', () => {
  it('lists the caller’s paid orders only, newest first', async () => {
    const buyer = await registerAndLogin(t.app);
    const first = await addTestCourse(t.app, { price: 700, title: 'First course' });
    const second = await addTestCourse(t.app, { price: 900, title: 'Second course' });
    const asset = await addTestAsset(t.app, { price: 300, name: 'Brush pack' });
    const unpaid = await addTestCourse(t.app, { price: 500 });

    const older = orderCreatedResponseSchema.parse((await courseOrder(buyer, first._id)).json()).data;
    await payAndVerify(buyer, older);
    const newer = cartOrderCreatedResponseSchema.parse(
      (
        await cartOrder(buyer, [
          { id: second._id, type: 'Course' },
          { id: asset._id, type: 'Asset' },
        ])
      ).json(),
    );
    await payAndVerify(buyer, newer, '/api/verify-order');
    await courseOrder(buyer, unpaid._id);
    // Someone else's paid order stays out of this list.
    const other = await registerAndLogin(t.app);
    await payAndVerify(
      other,
      orderCreatedResponseSchema.parse((await courseOrder(other, first._id)).json()).data,
    );

    const response = await get('/api/student/orders', buyer);
    expect(response.statusCode, response.body).toBe(200);
    const list = ordersResponseSchema.parse(response.json()).data;
    expect(list.map((order) => order.orderId)).toEqual([newer.orderId, older.orderId]);
    expect(list[0]).toMatchObject({
      total: 1200,
      itemCount: 2,
      firstTitle: 'Second course',
      couponCode: null,
    });
    expect(list[1]).toMatchObject({ total: 700, itemCount: 1, firstTitle: 'First course' });
    expect(Date.parse(list[0]!.paidAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.paidAt));

    expect((await get('/api/student/orders', null)).statusCode).toBe(401);
    const empty = await get('/api/student/orders', await registerAndLogin(t.app));
    expect(ordersResponseSchema.parse(empty.json())).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: PERSONAL_PAGE_SIZE, total: 0, nextPage: null },
    });
  });

  it(`answers the newest ${PERSONAL_PAGE_SIZE} paid orders by default, and the rest on the next page`, async () => {
    const buyer = await registerAndLogin(t.app);
    const total = PERSONAL_PAGE_SIZE + 1;
    const made = await t.db
      .insert(orders)
      .values(
        Array.from({ length: total }, (_, index) => ({
          userId: buyer.user._id,
          kind: 'course' as const,
          status: 'paid' as const,
          gateway: 'sandbox' as const,
          subtotalPaise: 100 * (index + 1),
          amountPaise: 100 * (index + 1),
          paidAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        })),
      )
      .returning({ id: orders.id, paidAt: orders.paidAt });
    const oldest = made.find((order) => order.paidAt?.getUTCMinutes() === 0);
    const page = async (query: string) => {
      const response = await get(`/api/student/orders?${query}`, buyer);
      expect(response.statusCode, response.body).toBe(200);
      return ordersResponseSchema.parse(response.json());
    };

    const first = await page('');
    const second = await page('page=2');

    expect(first.data).toHaveLength(PERSONAL_PAGE_SIZE);
    expect(first.data[0]?.total).toBe(total);
    expect(first.pagination).toEqual({ page: 1, limit: PERSONAL_PAGE_SIZE, total, nextPage: 2 });
    expect(second.data.map((order) => order.orderId)).toEqual([oldest?.id]);
    expect(second.pagination).toEqual({ page: 2, limit: PERSONAL_PAGE_SIZE, total, nextPage: null });
    expect((await page('limit=10&page=3')).data.map((order) => order.total)).toEqual(
      Array.from({ length: 10 }, (_, index) => total - 20 - index),
    );
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be 1 or more'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await get(`/api/student/orders?${query}`, await registerAndLogin(t.app));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });
});
