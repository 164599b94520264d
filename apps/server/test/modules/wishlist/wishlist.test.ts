import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { WISHLIST_MAX_ITEMS, type WishlistItem } from '@academy/shared/wishlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { courses } from '../../../src/db/schema/courses';
import { wishlistItems } from '../../../src/db/schema/wishlist';
import { hindi } from '../../../src/locales/hi';
import { marathi } from '../../../src/locales/mr';
import { BUNDLE_MESSAGES } from '../../../src/modules/bundles/messages';
import { WISHLIST_MESSAGES } from '../../../src/modules/wishlist/messages';
import { createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';
import { wishlistCalls } from './wishlist-calls';

/*
 * Issue 31: the wishlist's API. A signed-in student saves courses, assets and bundles, reads
 * them back newest first at today's price, and takes them off; who may call it, and its refusals.
 * What the list shows (owned products leaving, the banner coupon's price): wishlist-shows.test.ts.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const { unique, kit, wish, wishlistOf, save } = wishlistCalls(
  () => t,
  () => admin.token,
);

describe('who may use it', () => {
  it('answers 401 to a visitor who is not signed in, on every call', async () => {
    const course = await addTestCourse(t.app);
    for (const response of [
      await t.app.inject({ url: '/api/wishlist' }),
      await wish('PUT', undefined, 'course', course._id),
      await wish('DELETE', undefined, 'course', course._id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    }
  });

  it('reaches only the caller’s own wishlist', async () => {
    const course = await addTestCourse(t.app);
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await save(owner, 'course', course._id);

    expect(await wishlistOf(other)).toEqual([]);
    const removed = await wish('DELETE', other, 'course', course._id);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ success: false, message: WISHLIST_MESSAGES.notInWishlist });
    expect((await wishlistOf(owner)).map((item) => item.id)).toEqual([course._id]);
  });
});

describe('saving, reading and removing', () => {
  it('saves a course, an asset and a bundle; reads them newest first at today’s price; removes them', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { title: `Poster Grids ${unique()}`, price: 1999 });
    const asset = await addTestAsset(t.app, {
      name: `Brush Set ${unique()}`,
      price: 499,
      category: 'Psd files',
      image: ['/api/media/public/brushes-1.webp', '/api/media/public/brushes-2.webp'],
    });
    const { bundle, course: kitCourse } = await kit();

    await save(student, 'course', course._id);
    await save(student, 'asset', asset._id);
    const items = await save(student, 'bundle', bundle.id);

    expect(items.map((item) => [item.type, item.id])).toEqual([
      ['bundle', bundle.id],
      ['asset', asset._id],
      ['course', course._id],
    ]);
    const [savedBundle, savedAsset, savedCourse] = items;
    expect(savedCourse).toEqual({
      type: 'course',
      id: course._id,
      title: course.title,
      image: course.image,
      category: course.category,
      price: 1999,
      bestPrice: 1999,
      couponCode: null,
      savedPrice: 1999,
      addedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(savedAsset).toMatchObject({
      title: asset.name,
      image: '/api/media/public/brushes-1.webp',
      category: 'Psd files',
      price: 499,
      savedPrice: 499,
    });
    expect(savedBundle).toMatchObject({
      title: bundle.title,
      image: kitCourse.image,
      category: '',
      price: 2400,
      bestPrice: 2400,
      savedPrice: 2400,
    });
    expect(await wishlistOf(student)).toEqual(items);

    const removed = await wish('DELETE', student, 'asset', asset._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: WISHLIST_MESSAGES.removed });
    expect(removed.json().data.items.map((item: WishlistItem) => item.id)).toEqual([bundle.id, course._id]);
    for (const [type, id] of [
      ['course', course._id],
      ['bundle', bundle.id],
    ] as const) {
      expect((await wish('DELETE', student, type, id)).statusCode).toBe(200);
    }
    expect(await wishlistOf(student)).toEqual([]);
    const again = await wish('DELETE', student, 'course', course._id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(WISHLIST_MESSAGES.notInWishlist);
  });

  it('saves a product once: saving it again answers 200 and changes nothing', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1200 });
    const [first] = await save(student, 'course', course._id);
    await t.db.update(courses).set({ pricePaise: 90_000 }).where(eq(courses.id, course._id));

    const again = await save(student, 'course', course._id);
    expect(again).toEqual([{ ...first, price: 900, bestPrice: 900 }]);
    expect(again[0]?.savedPrice).toBe(1200);
    expect(
      await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, student.user._id)),
    ).toHaveLength(1);
  });

  it('refuses a bad product type or id with 400 naming the field', async () => {
    const student = await registerAndLogin(t.app);
    const badType = await wish('PUT', student, 'ebook', randomUUID());
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({
      success: false,
      message: 'productType must be course, asset or bundle',
      field: 'productType',
    });
    const badId = await wish('DELETE', student, 'course', 'not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({
      success: false,
      message: 'productId must be a valid id',
      field: 'productId',
    });
  });

  it('answers 404 for a product that does not exist or is not for sale', async () => {
    const student = await registerAndLogin(t.app);
    const hidden = await addTestCourse(t.app, { isPublished: false });
    const { bundle, course } = await kit();
    await t.db.update(courses).set({ isPublished: false }).where(eq(courses.id, course._id));

    for (const [type, id, message] of [
      ['course', randomUUID(), SERVER_MESSAGES.courseNotFound],
      ['course', hidden._id, SERVER_MESSAGES.courseNotFound],
      ['asset', randomUUID(), SERVER_MESSAGES.assetNotFound],
      ['bundle', randomUUID(), SERVER_MESSAGES.bundleNotFound],
      // Its course was taken off sale, and the bundle with it.
      ['bundle', bundle.id, SERVER_MESSAGES.bundleNotFound],
    ] as const) {
      const response = await wish('PUT', student, type, id);
      expect(response.statusCode, `${type} ${id}`).toBe(404);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await wishlistOf(student)).toEqual([]);
  });

  it('answers 409 for a product the student owns (a bundle: all of it), and when the wishlist is full', async () => {
    const student = await registerAndLogin(t.app);
    const { bundle, course, asset } = await kit();
    await t.db.insert(entitlements).values([
      { userId: student.user._id, courseId: course._id, source: 'manual' },
      { userId: student.user._id, assetId: asset._id, source: 'manual' },
    ]);
    for (const [type, id, message] of [
      ['course', course._id, SERVER_MESSAGES.courseAlreadyOwned],
      ['asset', asset._id, SERVER_MESSAGES.assetAlreadyOwned],
      ['bundle', bundle.id, BUNDLE_MESSAGES.allOwned],
    ] as const) {
      const response = await wish('PUT', student, type, id);
      expect(response.statusCode, type).toBe(409);
      expect(response.json()).toEqual({ success: false, message });
    }

    const saved = await addTestCourse(t.app);
    await save(student, 'course', saved._id);
    const fillers = await Promise.all(
      Array.from({ length: WISHLIST_MAX_ITEMS - 1 }, () => addTestAsset(t.app)),
    );
    await t.db
      .insert(wishlistItems)
      .values(fillers.map((item) => ({ userId: student.user._id, assetId: item._id, savedPricePaise: 100 })));
    const filler = await addTestAsset(t.app);
    const full = await wish('PUT', student, 'asset', filler._id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ success: false, message: WISHLIST_MESSAGES.full });
    // Saving what is there already is still fine.
    expect((await wish('PUT', student, 'course', saved._id)).statusCode).toBe(200);
  });

  it('answers in the student’s language', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const saved = await wish('PUT', student, 'course', course._id, 'hi');
    expect(saved.json().message).toBe(hindi.wishlist.saved);
    const removed = await wish('DELETE', student, 'course', course._id, 'mr');
    expect(removed.json().message).toBe(marathi.wishlist.removed);
    const missing = await wish('DELETE', student, 'course', course._id, 'hi');
    expect(missing.json().message).toBe(hindi.wishlist.notInWishlist);
  });
});
