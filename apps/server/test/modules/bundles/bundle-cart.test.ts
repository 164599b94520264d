import { randomUUID } from 'node:crypto';
import type { Cart } from '@academy/shared/cart';
import { cartOrderCreatedResponseSchema } from '@academy/shared/checkout';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { BUNDLE_MESSAGES } from '../../../src/modules/bundles/messages';
import { ORDER_MESSAGES } from '../../../src/modules/orders/messages';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestKit } from '../../support/catalogue';
import { payInSandbox } from '../../support/checkout';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  // The catalogue's rows name a user as their author.
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const unique = () => randomUUID().slice(0, 8);

/** A kit of a course (₹2,000) and an asset (₹1,000), sold for ₹2,400. */
const kit = () => addTestKit(t.app);

const cartCall = (method: 'POST' | 'DELETE', who: Student, bundleId: string, userId = who.user._id) =>
  t.app.inject({
    method,
    url: method === 'POST' ? '/api/student/cart/bundles/add' : '/api/student/cart/bundles/remove',
    headers: bearer(who.token),
    payload: { userId, bundleId },
  });

const addAssetToCart = async (who: Student, assetId: string) => {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/student/cart/assets/add',
    headers: bearer(who.token),
    payload: { userId: who.user._id, assetId },
  });
  expect(added.statusCode, added.body).toBe(200);
};

const cartOf = async (who: Student) =>
  (await t.app.inject({ url: `/api/student/cart/get/${who.user._id}`, headers: bearer(who.token) })).json<{
    data: Cart;
  }>().data;

async function checkoutCart(
  who: Student,
  items: { itemType: string; itemId: string }[],
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-order',
    headers: bearer(who.token),
    payload: { userId: who.user._id, cartItems: items, ...extra },
  });
}

/** A 10 % coupon for anything. */
async function addCoupon(): Promise<string> {
  const code = `CART${unique().toUpperCase()}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/coupon/create',
    headers: bearer(admin.token),
    payload: { code, discountType: 'percentage', discountValue: 10, applicableTo: 'all' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return code;
}

const quoteCart = (who: Student, code: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/coupon/apply',
    headers: bearer(who.token),
    payload: { code, cart: true, ...extra },
  });

describe('bundles in the cart', () => {
  it('adds a bundle at what it costs the student, once; removes it', async () => {
    const { bundle, course } = await kit();
    const student = await registerAndLogin(t.app);
    const added = await cartCall('POST', student, bundle.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: SERVER_MESSAGES.bundleAddedToCart });
    expect(added.json<{ data: Cart }>().data.bundles).toEqual([
      {
        bundleId: {
          _id: bundle.id,
          title: bundle.title,
          image: course.image,
          price: 2400,
          wholePrice: 2400,
          listPrice: 3000,
          items: 2,
        },
      },
    ]);

    const again = await cartCall('POST', student, bundle.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: SERVER_MESSAGES.bundleAlreadyInCart });

    // Owning the course meanwhile, the cart prices the kit for the rest: 2,400 × 1,000 / 3,000.
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, courseId: course._id, source: 'manual' });
    expect((await cartOf(student)).bundles[0]?.bundleId).toMatchObject({ price: 800, wholePrice: 2400 });

    const removed = await cartCall('DELETE', student, bundle.id);
    expect(removed.json<{ data: Cart }>().data.bundles).toEqual([]);
    const missing = await cartCall('DELETE', student, bundle.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: SERVER_MESSAGES.bundleNotInCart });
  });

  it('refuses an unknown bundle (404), one owned whole (409), and another student’s cart (403)', async () => {
    const { bundle, course, asset } = await kit();
    const student = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    expect((await cartCall('POST', student, randomUUID())).statusCode).toBe(404);
    expect((await cartCall('POST', student, bundle.id, other.user._id)).statusCode).toBe(403);
    await t.db.insert(entitlements).values([
      { userId: student.user._id, courseId: course._id, source: 'manual' },
      { userId: student.user._id, assetId: asset._id, source: 'manual' },
    ]);
    const owned = await cartCall('POST', student, bundle.id);
    expect(owned.statusCode).toBe(409);
    expect(owned.json()).toMatchObject({ message: BUNDLE_MESSAGES.allOwned });
  });

  it('checks out a cart with a bundle: the items are the student’s and the bundle leaves the cart', async () => {
    const { bundle } = await kit();
    const extra = await addTestAsset(t.app, { name: `Extra ${unique()}`, price: 500 });
    const student = await registerAndLogin(t.app);
    await cartCall('POST', student, bundle.id);
    await addAssetToCart(student, extra._id);

    const created = await checkoutCart(student, [
      { itemType: 'Bundle', itemId: bundle.id },
      { itemType: 'Asset', itemId: extra._id },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const order = cartOrderCreatedResponseSchema.parse(created.json());
    expect(order.amount).toBe(290_000);
    const verified = await payInSandbox(t.app, student.token, order, '/api/verify-order');
    expect(verified.statusCode, verified.body).toBe(200);

    const held = await t.db.select().from(entitlements).where(eq(entitlements.userId, student.user._id));
    expect(held).toHaveLength(3);
    expect(await cartOf(student)).toEqual({ courses: [], digitalAssets: [], bundles: [] });
  });

  it('refuses a cart holding a course and a bundle with it, naming both', async () => {
    const { bundle, course } = await kit();
    const student = await registerAndLogin(t.app);
    const response = await checkoutCart(student, [
      { itemType: 'Course', itemId: course._id },
      { itemType: 'Bundle', itemId: bundle.id },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: ORDER_MESSAGES.alsoInBundle(course.title, bundle.title),
    });
  });

  it('quotes a coupon on the whole cart, kit included, as the checkout charges it; for a gift, whole', async () => {
    const { bundle, course } = await kit();
    const extra = await addTestAsset(t.app, { name: `Extra ${unique()}`, price: 500 });
    const student = await registerAndLogin(t.app);
    await cartCall('POST', student, bundle.id);
    await addAssetToCart(student, extra._id);
    const code = await addCoupon();
    const items = [
      { itemType: 'Bundle', itemId: bundle.id },
      { itemType: 'Asset', itemId: extra._id },
    ];

    // 10 % off 2,400 + 500.
    const quote = await quoteCart(student, code);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ discount: 290, finalAmount: 2610 });

    // Owning the kit's course, the student pays 800 for the kit; a gift of the cart costs it whole.
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, courseId: course._id, source: 'manual' });
    expect((await quoteCart(student, code)).json()).toMatchObject({ discount: 130, finalAmount: 1170 });
    const giftQuote = await quoteCart(student, code, { gift: true });
    expect(giftQuote.json()).toMatchObject({ discount: 290, finalAmount: 2610 });

    const gift = await checkoutCart(student, items, {
      couponCode: code,
      gift: { recipientName: 'Meera', recipientEmail: `meera-${unique()}@example.com` },
    });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(cartOrderCreatedResponseSchema.parse(gift.json()).amount).toBe(261_000);
    const own = await checkoutCart(student, items, { couponCode: code });
    expect(own.statusCode, own.body).toBe(200);
    expect(cartOrderCreatedResponseSchema.parse(own.json()).amount).toBe(117_000);
  });

  it('refuses a quote whose gift is not true or false', async () => {
    const student = await registerAndLogin(t.app);
    const response = await quoteCart(student, 'ANY', { gift: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('gift must be true or false') });
  });
});
