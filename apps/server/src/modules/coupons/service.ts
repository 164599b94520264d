import type { ActiveCoupon, Coupon } from '@academy/shared/coupons';
import type { COUPON_APPLICABLE_TO, COUPON_DISCOUNT_TYPES } from '@academy/shared/catalogue';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import {
  ADMIN_PAGE_SIZE,
  type adminCouponListQuerySchema,
  type Pagination,
  paginationOf,
  type SortDirection,
  sortDirectionOf,
} from '@academy/shared/paging';
import { and, asc, count, desc, eq, gt, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { type CouponRow, coupons } from '../../db/schema/coupons';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPaise, toRupees } from '../../lib/money';
import { containing } from '../../lib/sql';
import { normalizeCouponCode } from './rules';
import { readStoreTotal } from '../store-totals/service';
import { recordAuditEvent } from '../audit/service';

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
 * Codes are stored upper-case and matched case-insensitively. One insert: the unique index decides
 * duplicates. An admin's coupon goes in the audit log with it; the seed's (no actor) does not.
 */
export async function createCoupon(
  db: Executor,
  input: CouponInput,
  actor?: { id: string },
): Promise<CouponRow> {
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

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({
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
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError(`A coupon with the code ${code} already exists.`, 'code');
    if (actor)
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: 'coupon.create',
        target: { type: 'coupon', id: row.id },
        details: { code },
      });
    return row;
  });
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

/**
 * The most coupons the home banner lists. Admins mark banner coupons by hand, so a banner
 * holds a handful; the cap keeps the home page bounded however many are marked.
 */
export const BANNER_MAX_COUPONS = 20;

/**
 * The home banner's coupons: marked for it by an admin, not expired and not used up. Oldest
 * first, at most BANNER_MAX_COUPONS. A 100 %-off or restricted code an admin did not mark is
 * never listed (issue 12).
 */
export async function listActiveCoupons(db: Executor, now: Date = new Date()): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.showOnBanner, true),
        or(isNull(coupons.expirationDate), gt(coupons.expirationDate, now)),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, sql`${coupons.usageLimit}`)),
      ),
    )
    .orderBy(asc(coupons.createdAt), asc(coupons.code))
    .limit(BANNER_MAX_COUPONS);
}

/** A coupon as the admin area sees it: the banner's fields plus id, limits, usage and products. */
export function toCoupon(row: CouponRow): Coupon {
  return {
    ...toActiveCoupon(row),
    _id: row.id,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    eligibleProducts: row.eligibleProducts,
    showOnBanner: row.showOnBanner,
    createdAt: row.createdAt.toISOString(),
  };
}

export type CouponListOptions = z.output<typeof adminCouponListQuerySchema>;

/**
 * Admin → All Coupons' orders. Each ends with the id in the same direction (a code is unique
 * by itself), so pages never overlap and one index serves each order either way. A coupon that
 * never expires sorts as the furthest expiry.
 */
const couponOrder = (column: CouponListOptions['sort'], dir: SortDirection): SQL[] => {
  const by = dir === 'asc' ? asc : desc;
  if (column === 'code') return [by(coupons.code)];
  const key = { date: coupons.createdAt, used: coupons.usedCount, expires: coupons.expirationDate }[column];
  return [by(key), by(coupons.id)];
};

/** A page of coupons, newest first unless sorted otherwise; `q` finds the text anywhere in the code. */
export async function listCoupons(
  db: Executor,
  options: CouponListOptions,
): Promise<{ rows: CouponRow[]; pagination: Pagination }> {
  const page = options.page ?? 1;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const where = options.q === undefined ? undefined : ilike(coupons.code, containing(options.q));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...couponOrder(options.sort, sortDirectionOf(options.sort, options.dir)))
      .limit(limit)
      .offset((page - 1) * limit),
    // Every coupon: the running total (decision 015) rather than a count of every row.
    where === undefined
      ? readStoreTotal(db, 'coupons')
      : db
          .select({ total: count() })
          .from(coupons)
          .where(where)
          .then(([counted]) => counted?.total ?? 0),
  ]);
  return { rows, pagination: paginationOf(page, limit, total) };
}

/** The coupon with this code in any case, or NotFoundError. */
export async function getCouponByCode(db: Executor, code: string): Promise<CouponRow> {
  const row = await findCouponByCode(db, code);
  if (!row) throw new NotFoundError(SERVER_MESSAGES.couponNotFound);
  return row;
}

/** Puts a coupon on the home page's banner or takes it off; NotFoundError when the id names none. */
export async function setCouponOnBanner(
  db: Executor,
  id: string,
  showOnBanner: boolean,
  actor: { id: string },
): Promise<CouponRow> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.couponNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(coupons).set({ showOnBanner }).where(eq(coupons.id, id)).returning();
    if (!row) throw new NotFoundError(SERVER_MESSAGES.couponNotFound);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'coupon.update',
      target: { type: 'coupon', id },
      details: { code: row.code, showOnBanner },
    });
    return row;
  });
}

/**
 * Deletes a coupon; NotFoundError when the id names none. Orders that used it keep their amounts and
 * discount: orders.coupon_id is ON DELETE SET NULL.
 */
export async function deleteCoupon(db: Executor, id: string, actor: { id: string }): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.couponNotFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(coupons).where(eq(coupons.id, id)).returning({ code: coupons.code });
    if (!deleted) throw new NotFoundError(SERVER_MESSAGES.couponNotFound);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'coupon.delete',
      target: { type: 'coupon', id },
      details: { code: deleted.code },
    });
  });
}

/** The coupon with this code in any case, or undefined. */
export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .limit(1);
  return row;
}
