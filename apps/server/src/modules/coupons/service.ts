import type { ActiveCoupon } from '@academy/shared/coupons';
import { type COUPON_APPLICABLE_TO, type COUPON_DISCOUNT_TYPES } from '@academy/shared/catalogue';
import { and, asc, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type CouponRow, coupons } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/errors';
import { toPaise, toRupees } from '../../lib/money';

export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export type CouponApplicableTo = (typeof COUPON_APPLICABLE_TO)[number];

/** A new coupon. Money in rupees, as on the wire; the database keeps paise. */
export type CouponInput = {
  code: string;
  discountType: CouponDiscountType;
  /** Percent (1-100) for 'percentage', rupees for 'fixed', ignored for 'free'. */
  discountValue: number;
  maxDiscount?: number | null;
  minPurchaseAmount?: number;
  usageLimit?: number | null;
  expirationDate?: Date | string | null;
  applicableTo?: CouponApplicableTo;
  eligibleProducts?: string[];
};

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;

function checkedDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest('expirationDate must be a date');
  return date;
}

/** Codes are stored upper-case and matched case-insensitively. */
export async function createCoupon(db: Executor, input: CouponInput): Promise<CouponRow> {
  const code = input.code.trim().toUpperCase();
  if (!CODE_PATTERN.test(code)) {
    throw badRequest('code must be 2-40 letters, digits, dashes or underscores');
  }
  let discountValue = 0;
  if (input.discountType === 'percentage') {
    if (!Number.isInteger(input.discountValue) || input.discountValue < 1 || input.discountValue > 100) {
      throw badRequest('discountValue must be a whole percentage from 1 to 100');
    }
    discountValue = input.discountValue;
  } else if (input.discountType === 'fixed') {
    if (!(input.discountValue > 0)) throw badRequest('discountValue must be more than 0 rupees');
    discountValue = toPaise(input.discountValue);
  }
  if (input.usageLimit != null && !(Number.isInteger(input.usageLimit) && input.usageLimit >= 1)) {
    throw badRequest('usageLimit must be a whole number of at least 1');
  }

  const [row] = await db
    .insert(coupons)
    .values({
      code,
      discountType: input.discountType,
      discountValue,
      maxDiscountPaise: input.maxDiscount == null ? null : toPaise(input.maxDiscount),
      minPurchasePaise: toPaise(input.minPurchaseAmount ?? 0),
      usageLimit: input.usageLimit ?? null,
      expirationDate: checkedDate(input.expirationDate),
      applicableTo: input.applicableTo ?? 'all',
      eligibleProducts: input.eligibleProducts ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`A coupon with the code ${code} already exists.`);
  return row;
}

/** The banner's view of a coupon: rupees, and the value as the customer reads it. */
export function toActiveCoupon(row: CouponRow): ActiveCoupon {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? toRupees(row.discountValue) : row.discountValue,
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    minPurchaseAmount: toRupees(row.minPurchasePaise),
    applicableTo: row.applicableTo,
    expirationDate: row.expirationDate ? row.expirationDate.toISOString() : null,
  };
}

/** Coupons a customer can still use: not expired and not used up. Oldest first. */
export async function listActiveCoupons(db: Executor, now: Date = new Date()): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        or(isNull(coupons.expirationDate), gt(coupons.expirationDate, now)),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, sql`${coupons.usageLimit}`)),
      ),
    )
    .orderBy(asc(coupons.createdAt), asc(coupons.code));
}
