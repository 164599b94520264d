import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { courses } from '../../../src/db/schema/courses';
import { wishlistItems } from '../../../src/db/schema/wishlist';
import { createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { wishlistCalls } from './wishlist-calls';

/*
 * Issue 31: what the wishlist shows. Products the student comes to own leave it by themselves;
 * one taken off sale hides until it is back; the best price a banner coupon makes is named.
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

const { kit, wishlistOf, save, addBannerCoupon } = wishlistCalls(
  () => t,
  () => admin.token,
);

describe('what the wishlist shows', () => {
  it('lets a product the student came to own leave by itself; hides one taken off sale until it is back', async () => {
    const student = await registerAndLogin(t.app);
    const granted = await addTestCourse(t.app);
    const hidden = await addTestCourse(t.app);
    const { bundle, course: kitCourse, asset: kitAsset } = await kit();
    for (const [type, id] of [
      ['course', granted._id],
      ['course', hidden._id],
      ['bundle', bundle.id],
    ] as const) {
      await save(student, type, id);
    }

    await t.db.insert(entitlements).values([
      { userId: student.user._id, courseId: granted._id, source: 'manual' },
      // Owning part of a bundle prices it for the rest: 2,400 × 1,000 / 3,000.
      { userId: student.user._id, courseId: kitCourse._id, source: 'manual' },
    ]);
    await t.db.update(courses).set({ isPublished: false }).where(eq(courses.id, hidden._id));
    const items = await wishlistOf(student);
    expect(items.map((item) => [item.id, item.price])).toEqual([[bundle.id, 800]]);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, student.user._id));
    expect(rows.map((row) => row.courseId ?? row.bundleId).sort()).toEqual([hidden._id, bundle.id].sort());

    // The rest of the bundle bought: it leaves too. The hidden course comes back with its course.
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, assetId: kitAsset._id, source: 'manual' });
    await t.db.update(courses).set({ isPublished: true }).where(eq(courses.id, hidden._id));
    expect((await wishlistOf(student)).map((item) => item.id)).toEqual([hidden._id]);
  });

  it('shows the best price a banner coupon makes, naming it; a private code, one for other products or for a larger purchase does not count', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 2000 });
    const other = await addTestCourse(t.app, { price: 2000 });
    // 10 % of ₹2,000 is ₹200; ₹300 off is more, and ₹900 off needs a ₹5,000 purchase.
    await addBannerCoupon({
      discountType: 'percentage',
      discountValue: 10,
      eligibleProducts: [course._id],
    });
    const fixed = await addBannerCoupon({
      discountType: 'fixed',
      discountValue: 300,
      eligibleProducts: [course._id],
    });
    await addBannerCoupon({
      discountType: 'fixed',
      discountValue: 900,
      minPurchaseAmount: 5000,
      eligibleProducts: [course._id],
    });
    await addBannerCoupon({ discountType: 'percentage', discountValue: 50, eligibleProducts: [other._id] });
    // A private code (not on the banner) is not for everyone: it does not count.
    await addBannerCoupon({
      discountType: 'percentage',
      discountValue: 80,
      eligibleProducts: [course._id],
      showOnBanner: false,
    });

    const [item] = await save(student, 'course', course._id);
    expect(item).toMatchObject({ price: 2000, bestPrice: 1700, couponCode: fixed, savedPrice: 1700 });
  });
});
