import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { InvoicingSettings } from '../../config';
import type { Executor } from '../../db/client';
import { coupons, type OrderRow, orderItems, orders } from '../../db/schema/index';
import type { JobQueue } from '../../infrastructure/jobs';
import { NotFoundError } from '../../lib/errors';
import { removeFromCart } from '../cart/service';
import { issueInvoice } from '../invoices/service';
import { queueRefund, type RefundReason } from '../refunds/service';
import { SEND_RECEIPT_JOB } from './job-kinds';
import { grantPurchase } from '../access/grants';
import { heldAmong } from '../access/ownership';

/**
 * How long an unpaid order holds one use of its coupon. Within it, a coupon with a usage limit
 * is not handed to more buyers than it has uses left; after it, an abandoned checkout frees the
 * use for someone else, and a payment that still comes gets the coupon only if a use is free.
 */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

export type FulfilmentContext = {
  invoicing: InvoicingSettings;
  jobs: Pick<JobQueue, 'enqueue' | 'nudge'>;
};

/** A payment the gateway confirmed as captured for the order, and how it reached us. */
export type ReceivedPayment = {
  id: string;
  amountPaise: number;
  currency: string;
  via: 'checkout' | 'webhook' | 'reconciliation';
};

export type FulfilResult =
  | { outcome: 'fulfilled' | 'already-paid' }
  /** The payment bought nothing: it is recorded and queued for an automatic refund. */
  | { outcome: 'refunding'; reason: RefundReason };

/** Unpaid orders created within the hold window, other than `exceptOrderId`: each holds one use. */
export async function countCouponHolds(
  db: Executor,
  couponId: string,
  now: Date,
  exceptOrderId?: string,
): Promise<number> {
  const [holds] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        eq(orders.status, 'created'),
        gt(orders.createdAt, new Date(now.getTime() - COUPON_HOLD_MS)),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    );
  return holds?.count ?? 0;
}

/**
 * Why a payment for `order` must not fulfil it, or null when it may. Two rules keep a buyer from
 * paying twice and a coupon from running over its limit (decision 011):
 * - a payment for products the buyer already owns, or has bought in another order meanwhile (a
 *   replaced checkout paid in a forgotten tab), buys nothing;
 * - an order whose coupon hold has lapsed gets the coupon only if a use is still free once the
 *   live holds of other checkouts are counted. Uses counted plus live holds never pass the limit,
 *   so the limit holds however late a payment comes.
 */
async function refusal(tx: Executor, order: OrderRow, now: Date): Promise<RefundReason | null> {
  const items = await tx
    .select({ courseId: orderItems.courseId, assetId: orderItems.assetId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const courseIds = items.flatMap((item) => (item.courseId ? [item.courseId] : []));
  const assetIds = items.flatMap((item) => (item.assetId ? [item.assetId] : []));
  const owned = await heldAmong(tx, order.userId, { courseIds, assetIds });
  // A manual grant made meanwhile is a gift: paying for the rest still makes sense.
  if (owned.some((row) => row.source === 'purchase') || (items.length > 0 && owned.length >= items.length)) {
    return 'already-owned';
  }

  if (order.couponId) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, order.couponId)).for('update');
    const holdLive = order.status === 'created' && order.createdAt.getTime() > now.getTime() - COUPON_HOLD_MS;
    if (coupon && coupon.usageLimit !== null && !holdLive) {
      const otherHolds = await countCouponHolds(tx, coupon.id, now, order.id);
      if (coupon.usedCount + otherHolds >= coupon.usageLimit) return 'coupon-used-up';
    }
  }
  return null;
}

/**
 * Marks an order paid and hands over what it bought, in the caller's transaction: entitlements
 * for every item, one use of its coupon, the items out of the buyer's cart, the tax invoice
 * (its number taken here, so numbers have no gaps) and the receipt email. The order row is
 * locked first, so of two callers (the browser's verify and the gateway's webhook, say) one does
 * the work and the other finds it done. A payment that buys nothing (a second payment for a paid
 * order, a late one for products owned meanwhile, a coupon used up) is recorded and refunded.
 * `payment` is null for an order that costs nothing.
 */
export async function fulfil(
  tx: Executor,
  context: FulfilmentContext,
  orderId: string,
  payment: ReceivedPayment | null,
  now: Date,
): Promise<FulfilResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError('Order not found');

  const refund = async (reason: RefundReason): Promise<FulfilResult> => {
    if (!payment) throw new Error(`Order ${order.id} cannot be refunded without a payment`);
    if (order.status === 'created') {
      await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    }
    await queueRefund(tx, context.jobs, {
      orderId: order.id,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      reason,
    });
    return { outcome: 'refunding', reason };
  };

  if (order.status === 'paid' || order.status === 'refunded') {
    if (!payment || payment.id === order.gatewayPaymentId) return { outcome: 'already-paid' };
    return refund('duplicate-payment');
  }
  if (payment) {
    const reason = await refusal(tx, order, now);
    if (reason) return refund(reason);
  }

  await tx
    .update(orders)
    .set({
      status: 'paid',
      gatewayPaymentId: payment?.id ?? null,
      paidAt: now,
      paidVia: payment?.via ?? 'free',
    })
    .where(eq(orders.id, orderId));

  const items = await tx
    .select({ courseId: orderItems.courseId, assetId: orderItems.assetId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await grantPurchase(tx, { userId: order.userId, orderId, lines: items });

  if (order.couponId) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, order.couponId));
  }

  const courseIds = items.flatMap((item) => (item.courseId ? [item.courseId] : []));
  const assetIds = items.flatMap((item) => (item.assetId ? [item.assetId] : []));
  await removeFromCart(tx, order.userId, { courseIds, assetIds });

  await issueInvoice(tx, context.invoicing, orderId, now);
  await context.jobs.enqueue(tx, SEND_RECEIPT_JOB, { orderId }, { singletonKey: `receipt:${orderId}` });
  context.jobs.nudge();
  return { outcome: 'fulfilled' };
}
