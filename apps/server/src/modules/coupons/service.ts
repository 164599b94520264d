import type { ActiveCoupon, Coupon } from '@academy/shared/coupons';
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
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { containing } from '../../lib/sql';
import { type CouponInput, checkedCoupon } from './input';
import { normalizeCouponCode } from './rules';
import { readStoreTotal } from '../store-totals/service';
import { recordAuditEvent } from '../audit/service';

/**
 * Codes are stored upper-case and matched case-insensitively. One insert: the unique index decides
 * duplicates. An admin's coupon goes in the audit log with it; the seed's (no actor) does not.
 */
export async function createCoupon(
  db: Executor,
  input: CouponInput,
  actor?: { id: string },
): Promise<CouponRow> {
  const values = checkedCoupon(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
    if (!row) throw new ConflictError(`A coupon with the code ${values.code} already exists.`, 'code');
    if (actor)
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: 'coupon.create',
        target: { type: 'coupon', id: row.id },
        details: { code: values.code },
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
