import { randomUUID } from 'node:crypto';
import type { Bundle } from '@academy/shared/bundles';
import { orderCreatedResponseSchema } from '@academy/shared/checkout';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { BUNDLE_MESSAGES } from '../../../src/modules/bundles/messages';
import { findDocument } from '../../../src/modules/invoices/service';
import { ORDER_MESSAGES } from '../../../src/modules/orders/messages';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';
import { payInSandbox } from '../../support/checkout';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const unique = () => randomUUID().slice(0, 8);

/** A three-item kit: list prices 2,999 + 1,499 + 799 = 5,297, sold for 3,999. */
async function threeItemKit(price = 3999) {
  const course = await addTestCourse(t.app, { title: `Logo Design ${unique()}`, price: 2999 });
  const fonts = await addTestAsset(t.app, { name: `Fonts ${unique()}`, price: 1499 });
  const mockups = await addTestAsset(t.app, { name: `Mockups ${unique()}`, price: 799 });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bundles',
    headers: bearer(admin.token),
    payload: {
      title: `Brand kit ${unique()}`,
      courseIds: [course._id],
      assetIds: [fonts._id, mockups._id],
      price,
      isPublished: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { bundle: response.json<{ data: Bundle }>().data, course, fonts, mockups };
}

async function addCoupon(input: Record<string, unknown>): Promise<string> {
  const code = `KIT${unique().toUpperCase()}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/coupon/create',
    headers: bearer(admin.token),
    payload: { code, ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return code;
}

const createOrder = (who: Student, bundleId: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/bundles/order/create-order',
    headers: bearer(who.token),
    payload: { userId: who.user._id, bundleId, ...extra },
  });

const pay = (who: Student, created: { orderId: string; razorpayOrderId: string | null }) =>
  payInSandbox(t.app, who.token, created);

async function buy(who: Student, bundleId: string, extra: Record<string, unknown> = {}) {
  const created = await createOrder(who, bundleId, extra);
  expect(created.statusCode, created.body).toBe(200);
  const order = orderCreatedResponseSchema.parse(created.json()).data;
  const verified = await pay(who, order);
  expect(verified.statusCode, verified.body).toBe(200);
  return order;
}

const linesOf = (orderId: string) =>
  t.db
    .select({
      courseId: orderItems.courseId,
      assetId: orderItems.assetId,
      title: orderItems.title,
      bundleId: orderItems.bundleId,
      bundleTitle: orderItems.bundleTitle,
      listPricePaise: orderItems.listPricePaise,
      pricePaise: orderItems.pricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));

const held = (userId: string) =>
  t.db
    .select({ courseId: entitlements.courseId, assetId: entitlements.assetId })
    .from(entitlements)
    .where(eq(entitlements.userId, userId));

describe('buying a bundle (POST /api/student/bundles/order/create-order)', () => {
  it('sells every item at its share of the price, and the invoice taxes each to the paisa', async () => {
    const { bundle, course, fonts, mockups } = await threeItemKit();
    const student = await registerAndLogin(t.app);
    const order = await buy(student, bundle.id);
    expect(order.amount).toBe(399_900);

    const lines = await linesOf(order.orderId);
    // 3,999 shared as 2,999 : 1,499 : 799 of 5,297 (largest remainder).
    expect(
      lines.map((line) => [line.courseId ?? line.assetId, line.pricePaise, line.bundleTitle]).sort(),
    ).toEqual(
      [
        [course._id, 226_411, bundle.title],
        [fonts._id, 113_168, bundle.title],
        [mockups._id, 60_321, bundle.title],
      ].sort(),
    );
    expect(
      lines.every((line) => line.bundleId === bundle.id && line.listPricePaise === line.pricePaise),
    ).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.pricePaise, 0)).toBe(399_900);

    expect(await held(student.user._id)).toHaveLength(3);
    const page = await t.app.inject({
      url: `/api/student/orders/${order.orderId}`,
      headers: bearer(student.token),
    });
    const kits = page.json().data.items.map((line: { bundle: unknown }) => line.bundle);
    expect(kits).toEqual(Array(3).fill({ id: bundle.id, title: bundle.title }));
    const invoice = await findDocument(t.db, order.orderId, 'invoice');
    expect(invoice?.lines.map((line) => line.title).sort()).toEqual(
      [course.title, fonts.name, mockups.name].map((title) => `${title} (${bundle.title})`).sort(),
    );
    expect(invoice?.lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(399_900);
    for (const line of invoice?.lines ?? []) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
      expect(line.cgstPaise).toBe(line.sgstPaise);
    }
  });

  it('with a coupon for bundles, the invoice lines of a three-item bundle add up to the paisa, CGST+SGST and IGST alike', async () => {
    const code = await addCoupon({ discountType: 'percentage', discountValue: 17, applicableTo: 'bundles' });
    for (const stateCode of [null, '29']) {
      const { bundle } = await threeItemKit(3997);
      const student = await registerAndLogin(t.app);
      const billing = stateCode ? { billing: { stateCode } } : {};
      const order = await buy(student, bundle.id, { couponCode: code, ...billing });
      // 17 % of 3,997 is 679.49: 3,317.51 to pay.
      expect(order.amount).toBe(331_751);
      const lines = await linesOf(order.orderId);
      expect(lines.reduce((sum, line) => sum + line.pricePaise, 0)).toBe(331_751);
      expect(lines.reduce((sum, line) => sum + line.listPricePaise, 0)).toBe(399_700);

      const invoice = await findDocument(t.db, order.orderId, 'invoice');
      if (!invoice) throw new Error('No invoice was issued');
      expect(invoice.lines).toHaveLength(3);
      const total = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
        invoice.lines.reduce((sum, line) => sum + line[key], 0);
      expect(total('totalPaise')).toBe(331_751);
      expect(total('taxablePaise') + total('cgstPaise') + total('sgstPaise') + total('igstPaise')).toBe(
        331_751,
      );
      expect(invoice.lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(67_949);
      if (stateCode) {
        expect(total('cgstPaise') + total('sgstPaise')).toBe(0);
        expect(total('igstPaise')).toBeGreaterThan(0);
      } else {
        expect(total('igstPaise')).toBe(0);
        expect(total('cgstPaise')).toBe(total('sgstPaise'));
      }
    }
  });

  it('a coupon for courses only is not for a bundle', async () => {
    const code = await addCoupon({ discountType: 'fixed', discountValue: 100, applicableTo: 'courses' });
    const { bundle } = await threeItemKit();
    const student = await registerAndLogin(t.app);
    const response = await createOrder(student, bundle.id, { couponCode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'couponCode' });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupon/apply',
      headers: bearer(student.token),
      payload: { code, bundleId: bundle.id },
    });
    expect(quote.statusCode).toBe(400);
  });

  it('charges a student who owns an item only for the rest, and sells them only the rest', async () => {
    const { bundle, course, fonts, mockups } = await threeItemKit();
    const student = await registerAndLogin(t.app);
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, courseId: course._id, source: 'manual' });

    const page = await t.app.inject({ url: `/api/bundles/${bundle.id}`, headers: bearer(student.token) });
    // 3,999 × 2,298 / 5,297 = 1,734.87: ₹1,735.
    expect(page.json<{ data: Bundle }>().data.priceForYou).toBe(1735);
    const order = await buy(student, bundle.id);
    expect(order.amount).toBe(173_500);
    const lines = await linesOf(order.orderId);
    expect(lines.map((line) => line.assetId).sort()).toEqual([fonts._id, mockups._id].sort());
    expect(lines.reduce((sum, line) => sum + line.pricePaise, 0)).toBe(173_500);
    expect(await held(student.user._id)).toHaveLength(3);

    const again = await createOrder(student, bundle.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BUNDLE_MESSAGES.allOwned });
  });

  it('refuses an unknown bundle (404), another student’s order (403), and a bundle with a product also in the cart order', async () => {
    const student = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const unknown = await createOrder(student, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: SERVER_MESSAGES.bundleNotFound });
    const { bundle } = await threeItemKit();
    const forOther = await t.app.inject({
      method: 'POST',
      url: '/api/student/bundles/order/create-order',
      headers: bearer(student.token),
      payload: { userId: other.user._id, bundleId: bundle.id },
    });
    expect(forOther.statusCode).toBe(403);
    expect(ORDER_MESSAGES.alsoInBundle('A', 'B')).toBe(
      '“A” is also in the bundle “B”: buy one or the other.',
    );
  });

  it('two payments for one bundle at once: one order is paid, the other refunded', async () => {
    const { bundle } = await threeItemKit();
    const student = await registerAndLogin(t.app);
    const first = orderCreatedResponseSchema.parse((await createOrder(student, bundle.id)).json()).data;
    // A second tab's checkout (other billing details) replaces the first; both get paid at once.
    const secondResponse = await createOrder(student, bundle.id, { billing: { stateCode: '29' } });
    const second = orderCreatedResponseSchema.parse(secondResponse.json()).data;
    expect(second.orderId).not.toBe(first.orderId);

    const results = await Promise.all([pay(student, first), pay(student, second)]);
    const messages = results.map((result) => result.json<{ message: string }>().message).sort();
    expect(messages).toContain(ORDER_MESSAGES.verified);
    const paid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, student.user._id), eq(orders.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect(await held(student.user._id)).toHaveLength(3);
  });

  it('a refund takes back every item of the bundle', async () => {
    const { bundle } = await threeItemKit();
    const student = await registerAndLogin(t.app);
    const order = await buy(student, bundle.id);
    expect(await held(student.user._id)).toHaveLength(3);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refund`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await held(student.user._id)).toHaveLength(0);
    expect(await findDocument(t.db, order.orderId, 'credit-note')).toBeDefined();
  });

  it('changing or deleting the bundle later changes nothing its buyers own or were invoiced', async () => {
    const { bundle, mockups } = await threeItemKit();
    const student = await registerAndLogin(t.app);
    const order = await buy(student, bundle.id);
    const before = await findDocument(t.db, order.orderId, 'invoice');

    const cheaper = await addTestAsset(t.app, { name: `Brushes ${unique()}`, price: 5000 });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bundles/${bundle.id}`,
      headers: bearer(admin.token),
      payload: { title: 'Another kit', assetIds: [mockups._id, cheaper._id], price: 100, isPublished: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bundles/${bundle.id}`,
      headers: bearer(admin.token),
    });

    expect(await held(student.user._id)).toHaveLength(3);
    expect(await findDocument(t.db, order.orderId, 'invoice')).toEqual(before);
    const lines = await linesOf(order.orderId);
    expect(lines.every((line) => line.bundleTitle === bundle.title && line.bundleId === null)).toBe(true);
    const stillNamed = await t.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.orderId), isNotNull(orderItems.bundleTitle)));
    expect(stillNamed).toHaveLength(3);
  });
});
