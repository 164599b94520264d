import { describe, expect, it } from 'vitest';
import type { CouponRow } from '../../../src/db/schema/coupons';
import {
  COUPON_MESSAGES,
  type CouponPurchase,
  discountPaise,
  type CouponLine,
  evaluateCoupon,
  evaluateCouponOnLines,
  normalizeCouponCode,
} from '../../../src/modules/coupons/rules';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const COURSE_ID = '0b9f1c2e-1111-4a3b-8c4d-000000000001';
const ASSET_ID = '0b9f1c2e-2222-4a3b-8c4d-000000000002';
const OTHER_ID = '0b9f1c2e-3333-4a3b-8c4d-000000000003';

/** A coupon row as the database hands it over: unlimited, never expiring, for everything. */
function coupon(overrides: Partial<CouponRow> = {}): CouponRow {
  return {
    id: '0b9f1c2e-9999-4a3b-8c4d-000000000009',
    code: 'WELCOME10',
    discountType: 'percentage',
    discountValue: 10,
    maxDiscountPaise: null,
    minPurchasePaise: 0,
    usageLimit: null,
    usedCount: 0,
    showOnBanner: false,
    expirationDate: null,
    applicableTo: 'all',
    eligibleProducts: [],
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

const assetPurchase = (subtotalPaise: number, productIds = [ASSET_ID]): CouponPurchase => ({
  subtotalPaise,
  productKind: 'asset',
  productIds,
});
const coursePurchase = (subtotalPaise: number, productIds = [COURSE_ID]): CouponPurchase => ({
  subtotalPaise,
  productKind: 'course',
  productIds,
});

describe('discountPaise', () => {
  it('rounds a percentage half up to the paisa', () => {
    // 10% of ₹999.99 is 9999.9 paise → 10000.
    expect(discountPaise(coupon({ discountValue: 10 }), 99_999)).toBe(10_000);
    // 50% of 1 paisa is exactly half a paisa → 1.
    expect(discountPaise(coupon({ discountValue: 50 }), 1)).toBe(1);
    // 15% of 333 paise is 49.95 → 50; 15% of 330 is 49.5 → 50; 15% of 329 is 49.35 → 49.
    expect(discountPaise(coupon({ discountValue: 15 }), 333)).toBe(50);
    expect(discountPaise(coupon({ discountValue: 15 }), 330)).toBe(50);
    expect(discountPaise(coupon({ discountValue: 15 }), 329)).toBe(49);
  });

  it('takes an exact percentage without float noise', () => {
    // 7% of ₹19.99 in floating point is 139.92999999999998 paise; in paise it is 139.93 → 140.
    expect(discountPaise(coupon({ discountValue: 7 }), 1_999)).toBe(140);
    expect(discountPaise(coupon({ discountValue: 100 }), 123_456)).toBe(123_456);
    expect(discountPaise(coupon({ discountValue: 1 }), 49_999_999)).toBe(500_000);
  });

  it('caps a percentage at maxDiscountPaise, and only when the discount is larger', () => {
    const capped = coupon({ discountValue: 10, maxDiscountPaise: 50_000 });
    expect(discountPaise(capped, 1_000_000)).toBe(50_000);
    expect(discountPaise(capped, 500_000)).toBe(50_000);
    expect(discountPaise(capped, 499_999)).toBe(50_000);
    expect(discountPaise(capped, 300_000)).toBe(30_000);
  });

  it('takes a fixed amount off, never more than the subtotal', () => {
    const fixed = coupon({ discountType: 'fixed', discountValue: 20_000 });
    expect(discountPaise(fixed, 99_900)).toBe(20_000);
    expect(discountPaise(fixed, 20_000)).toBe(20_000);
    expect(discountPaise(fixed, 15_050)).toBe(15_050);
    expect(discountPaise(fixed, 0)).toBe(0);
  });

  it('makes a free coupon take the whole subtotal, whatever its value or cap', () => {
    expect(discountPaise(coupon({ discountType: 'free', discountValue: 0 }), 149_900)).toBe(149_900);
    expect(
      discountPaise(coupon({ discountType: 'free', discountValue: 5, maxDiscountPaise: 100 }), 149_900),
    ).toBe(149_900);
    expect(discountPaise(coupon({ discountType: 'free' }), 0)).toBe(0);
  });

  it('is never negative', () => {
    expect(discountPaise(coupon({ discountType: 'fixed', discountValue: -500 }), 10_000)).toBe(0);
    expect(discountPaise(coupon({ discountValue: -10 }), 10_000)).toBe(0);
    expect(discountPaise(coupon({ discountValue: 10 }), -10_000)).toBe(0);
    expect(discountPaise(coupon({ discountValue: 10, maxDiscountPaise: -1 }), 10_000)).toBe(0);
  });
});

describe('evaluateCoupon', () => {
  it('applies a valid coupon with its discount', () => {
    expect(evaluateCoupon(coupon(), assetPurchase(99_999), NOW)).toEqual({ ok: true, discountPaise: 10_000 });
  });

  describe('expiry', () => {
    it('refuses a coupon whose expiration is now or earlier, accepts one a millisecond later', () => {
      const expired = { ok: false, message: COUPON_MESSAGES.invalidCode };
      expect(evaluateCoupon(coupon({ expirationDate: new Date(NOW) }), assetPurchase(10_000), NOW)).toEqual(
        expired,
      );
      expect(
        evaluateCoupon(coupon({ expirationDate: new Date(NOW.getTime() - 1) }), assetPurchase(10_000), NOW),
      ).toEqual(expired);
      expect(
        evaluateCoupon(coupon({ expirationDate: new Date(NOW.getTime() + 1) }), assetPurchase(10_000), NOW),
      ).toEqual({ ok: true, discountPaise: 1_000 });
    });

    it('never expires a coupon without an expiration date', () => {
      expect(evaluateCoupon(coupon(), assetPurchase(10_000), new Date('2999-01-01T00:00:00Z')).ok).toBe(true);
    });
  });

  describe('usage limit', () => {
    const usedUp = { ok: false, message: COUPON_MESSAGES.invalidCode };

    it('refuses once the uses reach the limit', () => {
      expect(evaluateCoupon(coupon({ usageLimit: 3, usedCount: 3 }), assetPurchase(10_000), NOW)).toEqual(
        usedUp,
      );
      expect(evaluateCoupon(coupon({ usageLimit: 3, usedCount: 4 }), assetPurchase(10_000), NOW)).toEqual(
        usedUp,
      );
      expect(evaluateCoupon(coupon({ usageLimit: 3, usedCount: 2 }), assetPurchase(10_000), NOW).ok).toBe(
        true,
      );
    });

    it('counts unpaid orders that hold a use', () => {
      const oneLeft = coupon({ usageLimit: 3, usedCount: 2 });
      expect(evaluateCoupon(oneLeft, assetPurchase(10_000), NOW, { activeHolds: 0 }).ok).toBe(true);
      expect(evaluateCoupon(oneLeft, assetPurchase(10_000), NOW, { activeHolds: 1 })).toEqual(usedUp);
      expect(
        evaluateCoupon(coupon({ usageLimit: 2 }), assetPurchase(10_000), NOW, { activeHolds: 1 }).ok,
      ).toBe(true);
      expect(
        evaluateCoupon(coupon({ usageLimit: 2 }), assetPurchase(10_000), NOW, { activeHolds: 2 }),
      ).toEqual(usedUp);
    });

    it('never runs out without a limit, whatever the uses and holds', () => {
      const result = evaluateCoupon(coupon({ usedCount: 10_000 }), assetPurchase(10_000), NOW, {
        activeHolds: 50,
      });
      expect(result.ok).toBe(true);
    });
  });

  describe('applicableTo', () => {
    it("keeps a 'courses' coupon to courses", () => {
      const forCourses = coupon({ applicableTo: 'courses' });
      expect(evaluateCoupon(forCourses, coursePurchase(10_000), NOW).ok).toBe(true);
      expect(evaluateCoupon(forCourses, assetPurchase(10_000), NOW)).toEqual({
        ok: false,
        message: COUPON_MESSAGES.invalidCode,
      });
    });

    it("keeps a 'digitalAsset' coupon to assets", () => {
      const forAssets = coupon({ applicableTo: 'digitalAsset' });
      expect(evaluateCoupon(forAssets, assetPurchase(10_000), NOW).ok).toBe(true);
      expect(evaluateCoupon(forAssets, coursePurchase(10_000), NOW)).toEqual({
        ok: false,
        message: COUPON_MESSAGES.invalidCode,
      });
    });

    it("lets an 'all' coupon apply to both", () => {
      expect(evaluateCoupon(coupon(), coursePurchase(10_000), NOW).ok).toBe(true);
      expect(evaluateCoupon(coupon(), assetPurchase(10_000), NOW).ok).toBe(true);
    });
  });

  describe('eligibleProducts', () => {
    const notForProduct = { ok: false, message: COUPON_MESSAGES.invalidCode };

    it('lets an empty list mean every product', () => {
      expect(evaluateCoupon(coupon(), assetPurchase(10_000, [OTHER_ID]), NOW).ok).toBe(true);
    });

    it('accepts a listed product and refuses one that is not listed', () => {
      const restricted = coupon({ eligibleProducts: [ASSET_ID, COURSE_ID] });
      expect(evaluateCoupon(restricted, assetPurchase(10_000, [ASSET_ID]), NOW).ok).toBe(true);
      expect(evaluateCoupon(restricted, coursePurchase(10_000, [COURSE_ID]), NOW).ok).toBe(true);
      expect(evaluateCoupon(restricted, assetPurchase(10_000, [OTHER_ID]), NOW)).toEqual(notForProduct);
    });

    it('needs every product of a purchase on the list', () => {
      const restricted = coupon({ eligibleProducts: [ASSET_ID, COURSE_ID] });
      expect(evaluateCoupon(restricted, assetPurchase(10_000, [ASSET_ID, COURSE_ID]), NOW).ok).toBe(true);
      expect(evaluateCoupon(restricted, assetPurchase(10_000, [ASSET_ID, OTHER_ID]), NOW)).toEqual(
        notForProduct,
      );
    });

    it('compares ids regardless of case, and refuses a restricted coupon on no product', () => {
      const restricted = coupon({ eligibleProducts: [ASSET_ID] });
      expect(evaluateCoupon(restricted, assetPurchase(10_000, [ASSET_ID.toUpperCase()]), NOW).ok).toBe(true);
      expect(evaluateCoupon(restricted, assetPurchase(10_000, []), NOW)).toEqual(notForProduct);
    });
  });

  describe('minimum purchase', () => {
    const min999 = coupon({ discountType: 'fixed', discountValue: 20_000, minPurchasePaise: 99_900 });

    it('accepts a subtotal exactly at the minimum', () => {
      expect(evaluateCoupon(min999, assetPurchase(99_900), NOW)).toEqual({ ok: true, discountPaise: 20_000 });
    });

    it('refuses a paisa below it, naming the minimum in rupees', () => {
      const result = evaluateCoupon(min999, assetPurchase(99_899), NOW);
      expect(result).toEqual({ ok: false, message: 'This coupon needs a purchase of at least ₹999.' });
    });

    it('writes other minimums the Indian way', () => {
      expect(COUPON_MESSAGES.minimumPurchase(150_000)).toBe(
        'This coupon needs a purchase of at least ₹1,500.',
      );
      expect(COUPON_MESSAGES.minimumPurchase(99_950)).toBe(
        'This coupon needs a purchase of at least ₹999.50.',
      );
    });
  });

  describe('order of the checks', () => {
    it('gives one answer for expiry, usage and product, and names the minimum only for a usable coupon', () => {
      const everythingWrong = coupon({
        expirationDate: new Date(NOW.getTime() - 1),
        usageLimit: 1,
        usedCount: 1,
        applicableTo: 'courses',
        eligibleProducts: [OTHER_ID],
        minPurchasePaise: 1_000_000,
      });
      const messages = [
        evaluateCoupon(everythingWrong, assetPurchase(100), NOW),
        evaluateCoupon({ ...everythingWrong, expirationDate: null }, assetPurchase(100), NOW),
        evaluateCoupon(
          { ...everythingWrong, expirationDate: null, usageLimit: null },
          assetPurchase(100),
          NOW,
        ),
        evaluateCoupon(
          { ...everythingWrong, expirationDate: null, usageLimit: null, applicableTo: 'all' },
          assetPurchase(100),
          NOW,
        ),
        evaluateCoupon(
          {
            ...everythingWrong,
            expirationDate: null,
            usageLimit: null,
            applicableTo: 'all',
            eligibleProducts: [],
          },
          assetPurchase(100),
          NOW,
        ),
      ].map((result) => (result.ok ? 'ok' : result.message));
      expect(messages).toEqual([
        COUPON_MESSAGES.invalidCode,
        COUPON_MESSAGES.invalidCode,
        COUPON_MESSAGES.invalidCode,
        COUPON_MESSAGES.invalidCode,
        'This coupon needs a purchase of at least ₹10,000.',
      ]);
    });
  });

  it('answers a free coupon with the whole subtotal, and a fixed one larger than the price with the price', () => {
    expect(evaluateCoupon(coupon({ discountType: 'free' }), assetPurchase(149_900), NOW)).toEqual({
      ok: true,
      discountPaise: 149_900,
    });
    expect(
      evaluateCoupon(coupon({ discountType: 'fixed', discountValue: 50_000 }), assetPurchase(29_900), NOW),
    ).toEqual({ ok: true, discountPaise: 29_900 });
  });
});

describe('evaluateCouponOnLines', () => {
  const courseLine: CouponLine = { productKind: 'course', productId: COURSE_ID, pricePaise: 200_000 };
  const assetLine: CouponLine = { productKind: 'asset', productId: ASSET_ID, pricePaise: 50_000 };
  const otherAsset: CouponLine = { productKind: 'asset', productId: OTHER_ID, pricePaise: 120_000 };

  it("lets a coupon for everything take its discount off every line's total", () => {
    expect(evaluateCouponOnLines(coupon(), [courseLine, assetLine], NOW)).toEqual({
      ok: true,
      discountPaise: 25_000,
      eligible: [true, true],
    });
  });

  it('keeps a coupon to the lines of its kind', () => {
    expect(evaluateCouponOnLines(coupon({ applicableTo: 'courses' }), [courseLine, assetLine], NOW)).toEqual({
      ok: true,
      discountPaise: 20_000,
      eligible: [true, false],
    });
  });

  it('keeps a restricted coupon to its listed lines', () => {
    const restricted = coupon({ eligibleProducts: [OTHER_ID] });
    expect(evaluateCouponOnLines(restricted, [courseLine, otherAsset, assetLine], NOW)).toEqual({
      ok: true,
      discountPaise: 12_000,
      eligible: [false, true, false],
    });
  });

  it('counts the minimum purchase on the eligible lines only', () => {
    const assets999 = coupon({
      discountType: 'fixed',
      discountValue: 20_000,
      minPurchasePaise: 99_900,
      applicableTo: 'digitalAsset',
    });
    expect(evaluateCouponOnLines(assets999, [courseLine, assetLine], NOW)).toEqual({
      ok: false,
      message: 'This coupon needs a purchase of at least ₹999.',
    });
    expect(evaluateCouponOnLines(assets999, [courseLine, assetLine, otherAsset], NOW)).toMatchObject({
      ok: true,
      discountPaise: 20_000,
      eligible: [false, true, true],
    });
  });

  it('refuses a purchase with no eligible line, as a single product would be', () => {
    expect(evaluateCouponOnLines(coupon({ applicableTo: 'digitalAsset' }), [courseLine], NOW)).toEqual({
      ok: false,
      message: COUPON_MESSAGES.invalidCode,
    });
    expect(evaluateCouponOnLines(coupon({ applicableTo: 'courses' }), [assetLine, otherAsset], NOW)).toEqual({
      ok: false,
      message: COUPON_MESSAGES.invalidCode,
    });
    expect(
      evaluateCouponOnLines(coupon({ eligibleProducts: [OTHER_ID] }), [courseLine, assetLine], NOW),
    ).toEqual({ ok: false, message: COUPON_MESSAGES.invalidCode });
  });

  it('refuses a used-up coupon before anything about the lines', () => {
    const usedUp = coupon({ usageLimit: 2, applicableTo: 'digitalAsset' });
    expect(evaluateCouponOnLines(usedUp, [courseLine], NOW, { activeHolds: 2 })).toEqual({
      ok: false,
      message: COUPON_MESSAGES.invalidCode,
    });
  });
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases, so codes match in any case', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('Assets-200_x')).toBe('ASSETS-200_X');
    expect(normalizeCouponCode('welcome10')).toBe(normalizeCouponCode('WeLcOmE10'));
  });
});

describe('COUPON_MESSAGES', () => {
  it('holds the customer-facing texts, one for every coupon that cannot be used (issue 25)', () => {
    expect(Object.keys(COUPON_MESSAGES).sort()).toEqual(
      ['applied', 'invalidCode', 'minimumPurchase', 'tooManyGuesses'].sort(),
    );
    expect(COUPON_MESSAGES).toMatchObject({
      invalidCode: 'Invalid coupon code.',
      applied: 'Coupon applied successfully.',
      tooManyGuesses: 'Too many coupon codes tried. Please wait 15 minutes and try again.',
    });
  });
});
