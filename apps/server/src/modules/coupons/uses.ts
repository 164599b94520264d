import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type CouponRow, coupons } from '../../db/schema/coupons';
import { normalizeCouponCode } from './rules';

/*
 * A coupon's uses: read under a row lock while a checkout takes one, counted when an order
 * that carries it is paid, given back when that order is refunded. All in the caller's
 * transaction, beside the order's own change.
 */

/**
 * The coupon with this code, locked until the caller's transaction ends, or undefined. The
 * checkout reads it this way so two checkouts cannot both take a coupon's last use.
 */
export async function findCouponForUpdate(tx: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .limit(1)
    .for('update');
  return row;
}

/** The coupon with this id, locked until the caller's transaction ends, or undefined. */
export async function findCouponByIdForUpdate(tx: Executor, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** One more use of the coupon: its order was paid. */
export async function recordCouponUse(tx: Executor, id: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, id));
}

/** One use given back: its order was refunded. Never below zero. */
export async function returnCouponUse(tx: Executor, id: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, id));
}
