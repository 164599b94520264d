import type { COUPON_APPLICABLE_TO, COUPON_DISCOUNT_TYPES } from '@academy/shared/catalogue';
import { InvalidError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPaise } from '../../lib/money';
import { normalizeCouponCode } from './rules';

/* What a new coupon may be: checked here, apart from the service that stores it. */

export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export type CouponApplicableTo = (typeof COUPON_APPLICABLE_TO)[number];

/**
 * A new coupon. Money in rupees, as on the wire; the database keeps paise. Both the admin API
 * (couponInputSchema's output) and the seed call it, so it checks everything itself.
 */
export type CouponInput = {
  code: string;
  discountType: CouponDiscountType;
  /** Percent (1-100) for 'percentage', rupees for 'fixed', ignored for 'free'. */
  discountValue: number;
  /** Rupees; caps a percentage discount. Null or absent: no cap. */
  maxDiscount?: number | null | undefined;
  /** Rupees; null or absent: no minimum. */
  minPurchaseAmount?: number | null | undefined;
  /** Whole uses; null or absent: unlimited. */
  usageLimit?: number | null | undefined;
  /** A Date, or 'YYYY-MM-DD' / an ISO date-time with a zone. Null, '' or absent: never expires. */
  expirationDate?: Date | string | null | undefined;
  applicableTo?: CouponApplicableTo | undefined;
  /** Course or asset ids; empty or absent: every product. */
  eligibleProducts?: readonly string[] | undefined;
  /** Listed on the home page's banner; absent: not listed (a code is private unless an admin says so). */
  showOnBanner?: boolean | undefined;
};

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;

/** The most any money field or usage limit may be: far above any real price, well inside int4 paise. */
const MAX_AMOUNT = 10_000_000;

/** Rupees with at most two decimals, from 0 to MAX_AMOUNT, in paise. */
function checkedPaise(field: string, rupees: number): number {
  if (!Number.isFinite(rupees)) throw new InvalidError(`${field} must be a number`, field);
  if (rupees < 0) throw new InvalidError(`${field} cannot be negative`, field);
  if (rupees > MAX_AMOUNT) throw new InvalidError(`${field} is too large`, field);
  // The same 15-digit cut as toPaise: 19.99 * 100 is 1998.9999999999998, which is whole paise.
  if (!Number.isInteger(Number((rupees * 100).toPrecision(15)))) {
    throw new InvalidError(`${field} must be in rupees with at most two decimals`, field);
  }
  return toPaise(rupees);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * 'YYYY-MM-DD' (midnight UTC, as JavaScript reads it) or an ISO date-time with a zone. A
 * date-time without a zone would mean the server's local time, and Date would quietly roll
 * 2025-02-30 over to March 2nd: both are refused.
 */
function checkedDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()))
      throw new InvalidError('expirationDate must be a date', 'expirationDate');
    return value;
  }
  const text = value.trim();
  if (text === '') return null;
  const match = ISO_DATE.exec(text);
  const date = new Date(text);
  if (!match || Number.isNaN(date.getTime())) {
    throw new InvalidError(
      'expirationDate must be a date (YYYY-MM-DD) or an ISO date-time with a time zone',
      'expirationDate',
    );
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) {
    throw new InvalidError('expirationDate must be a real calendar date', 'expirationDate');
  }
  return date;
}

function checkedProducts(ids: readonly string[] | undefined): string[] {
  const list = ids ?? [];
  if (!list.every((id) => typeof id === 'string' && isUuid(id))) {
    throw new InvalidError('eligibleProducts must be a list of course or asset ids', 'eligibleProducts');
  }
  return [...new Set(list.map((id) => id.toLowerCase()))];
}

/**
 * A new coupon's row as the database keeps it (paise, an upper-case code, a real date), or an
 * InvalidError naming the first field that is wrong.
 */
export function checkedCoupon(input: CouponInput) {
  const code = normalizeCouponCode(input.code);
  if (!CODE_PATTERN.test(code)) {
    throw new InvalidError('code must be 2-40 letters, digits, dashes or underscores', 'code');
  }
  let discountValue = 0;
  if (input.discountType === 'percentage') {
    if (!Number.isInteger(input.discountValue) || input.discountValue < 1 || input.discountValue > 100) {
      throw new InvalidError('discountValue must be a whole percentage from 1 to 100', 'discountValue');
    }
    discountValue = input.discountValue;
  } else if (input.discountType === 'fixed') {
    if (!(input.discountValue > 0))
      throw new InvalidError('discountValue must be more than 0 rupees', 'discountValue');
    discountValue = checkedPaise('discountValue', input.discountValue);
  }
  let maxDiscountPaise: number | null = null;
  if (input.maxDiscount != null) {
    maxDiscountPaise = checkedPaise('maxDiscount', input.maxDiscount);
    // A cap of nothing would make a coupon that never takes anything off.
    if (maxDiscountPaise === 0)
      throw new InvalidError('maxDiscount must be more than 0 rupees, or empty for no cap', 'maxDiscount');
  }
  const minPurchasePaise =
    input.minPurchaseAmount == null ? 0 : checkedPaise('minPurchaseAmount', input.minPurchaseAmount);
  const usageLimit = input.usageLimit ?? null;
  if (usageLimit !== null && !(Number.isInteger(usageLimit) && usageLimit >= 1 && usageLimit <= MAX_AMOUNT)) {
    throw new InvalidError(
      'usageLimit must be a whole number of at least 1, or empty for unlimited',
      'usageLimit',
    );
  }

  return {
    code,
    discountType: input.discountType,
    discountValue,
    maxDiscountPaise,
    minPurchasePaise,
    usageLimit,
    expirationDate: checkedDate(input.expirationDate),
    applicableTo: input.applicableTo ?? 'all',
    eligibleProducts: checkedProducts(input.eligibleProducts),
    showOnBanner: input.showOnBanner ?? false,
  };
}
