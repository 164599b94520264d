import { formatRupees } from '@academy/shared/money';
import type { CouponRow } from '../../db/schema/coupons';
import { toRupees } from '../../lib/money';

/*
 * The coupon rules, pure: no database, no clock of their own, no I/O. The apply call (a
 * preview on the asset page) and the order service (the amount actually charged) both ask
 * these functions, so the discount a student is shown is the discount they pay. All money is
 * integer paise.
 */

/** What a coupon is being used on. `productIds` are the course, asset or bundle ids bought. */
export type CouponPurchase = {
  subtotalPaise: number;
  productKind: 'course' | 'asset' | 'bundle';
  productIds: string[];
};

export type CouponEvaluation = { ok: true; discountPaise: number } | { ok: false; message: string };

/**
 * What the customer reads when a coupon is refused or applied. A coupon that cannot be used
 * (unknown, expired, used up, not for this product) gets one answer, `invalidCode`: telling
 * them apart told a guesser which codes exist (issue 25). The minimum purchase is named, as it
 * only speaks of a coupon the student may use by buying more.
 */
export const COUPON_MESSAGES = {
  invalidCode: 'Invalid coupon code.',
  applied: 'Coupon applied successfully.',
  tooManyGuesses: 'Too many coupon codes tried. Please wait 15 minutes and try again.',
  minimumPurchase: (minPurchasePaise: number) =>
    `This coupon needs a purchase of at least ${formatRupees(toRupees(minPurchasePaise))}.`,
} as const;

/** Codes are stored upper-case, so every lookup goes through this. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The discount on `subtotalPaise`, in paise: a percentage rounded half up to the paisa and
 * capped at `maxDiscountPaise` when one is set; a fixed amount; or the whole subtotal for
 * 'free'. Never more than the subtotal, never negative.
 */
export function discountPaise(
  coupon: Pick<CouponRow, 'discountType' | 'discountValue' | 'maxDiscountPaise'>,
  subtotalPaise: number,
): number {
  const subtotal = Math.max(0, Math.trunc(subtotalPaise));
  let discount: number;
  switch (coupon.discountType) {
    case 'percentage': {
      const percent = Math.max(0, coupon.discountValue);
      // Integer arithmetic: floor((a + 50) / 100) is round-half-up for a >= 0, with no float noise.
      discount = Math.floor((subtotal * percent + 50) / 100);
      if (coupon.maxDiscountPaise !== null)
        discount = Math.min(discount, Math.max(0, coupon.maxDiscountPaise));
      break;
    }
    case 'fixed':
      discount = Math.max(0, coupon.discountValue);
      break;
    case 'free':
      discount = subtotal;
      break;
  }
  return Math.min(discount, subtotal);
}

/** The coupon scope that covers each kind of product, besides 'all'. */
const SCOPE_OF_KIND = { course: 'courses', asset: 'digitalAsset', bundle: 'bundles' } as const;

function coversProductKind(coupon: CouponRow, kind: CouponPurchase['productKind']): boolean {
  return coupon.applicableTo === 'all' || coupon.applicableTo === SCOPE_OF_KIND[kind];
}

/** An empty list means every product; otherwise every product bought must be on it. */
function coversProducts(coupon: CouponRow, productIds: readonly string[]): boolean {
  if (coupon.eligibleProducts.length === 0) return true;
  // A restricted coupon on a purchase that names no product cannot be checked: refuse it.
  if (productIds.length === 0) return false;
  // PostgreSQL compares UUIDs case-insensitively; so do we.
  const eligible = new Set(coupon.eligibleProducts.map((id) => id.toLowerCase()));
  return productIds.every((id) => eligible.has(id.toLowerCase()));
}

/**
 * Whether `coupon` may be used on `purchase` at `now`, and for how much. The checks run in the
 * order a customer can do something about them: expiry and usage first, then the product, then
 * the minimum purchase.
 *
 * `activeHolds`: unpaid orders created recently that already hold one use of this coupon. They
 * count against the usage limit so that the last use cannot be sold twice while a payment is
 * open.
 */
export function evaluateCoupon(
  coupon: CouponRow,
  purchase: CouponPurchase,
  now: Date,
  options: { activeHolds?: number } = {},
): CouponEvaluation {
  if (coupon.expirationDate !== null && coupon.expirationDate.getTime() <= now.getTime()) {
    return { ok: false, message: COUPON_MESSAGES.invalidCode };
  }
  const holds = Math.max(0, options.activeHolds ?? 0);
  if (coupon.usageLimit !== null && coupon.usedCount + holds >= coupon.usageLimit) {
    return { ok: false, message: COUPON_MESSAGES.invalidCode };
  }
  if (!coversProductKind(coupon, purchase.productKind)) {
    return { ok: false, message: COUPON_MESSAGES.invalidCode };
  }
  if (!coversProducts(coupon, purchase.productIds)) {
    return { ok: false, message: COUPON_MESSAGES.invalidCode };
  }
  if (purchase.subtotalPaise < coupon.minPurchasePaise) {
    return { ok: false, message: COUPON_MESSAGES.minimumPurchase(coupon.minPurchasePaise) };
  }
  return { ok: true, discountPaise: discountPaise(coupon, purchase.subtotalPaise) };
}

/** One line of an order or a cart: a course or an asset at its price. */
export type CouponLine = {
  productKind: CouponPurchase['productKind'];
  productId: string;
  pricePaise: number;
};

export type CouponLinesEvaluation =
  { ok: true; discountPaise: number; eligible: boolean[] } | { ok: false; message: string };

/**
 * A coupon on a purchase of several lines (a cart): it takes its discount off the lines it is
 * for (its kind, and its products when it names some), and its minimum purchase counts those
 * lines only. `eligible` says, line by line, which ones the discount is shared across. A
 * purchase with no such line is refused with the reason a single product would get.
 */
export function evaluateCouponOnLines(
  coupon: CouponRow,
  lines: readonly CouponLine[],
  now: Date,
  options: { activeHolds?: number } = {},
): CouponLinesEvaluation {
  const eligible = lines.map(
    (line) => coversProductKind(coupon, line.productKind) && coversProducts(coupon, [line.productId]),
  );
  const chosen = lines.filter((_, index) => eligible[index]);
  // With no eligible line, the whole purchase is evaluated so that the refusal names its reason.
  const judged = chosen.length > 0 ? chosen : lines;
  // Of mixed kinds, one the coupon covers, so that a refusal is for the right reason.
  const kinds = [...new Set(judged.map((line) => line.productKind))];
  const productKind = kinds.find((kind) => coversProductKind(coupon, kind)) ?? kinds[0] ?? 'course';
  const evaluation = evaluateCoupon(
    coupon,
    {
      subtotalPaise: judged.reduce((sum, line) => sum + line.pricePaise, 0),
      productKind,
      productIds: judged.map((line) => line.productId),
    },
    now,
    options,
  );
  if (!evaluation.ok) return evaluation;
  return { ok: true, discountPaise: evaluation.discountPaise, eligible };
}
