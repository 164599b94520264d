import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type OrderRow, orderItems, orders } from '../../db/schema/orders';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ORDER_MESSAGES } from './messages';

/*
 * Reads of orders and their lines. Writes are in commands.ts; what a buyer sees in views
 * (order-views.ts); the flows that span modules in workflows/.
 */

/**
 * How long an unpaid order holds one use of its coupon. Within it, a coupon with a usage limit
 * is not handed to more buyers than it has uses left; after it, an abandoned checkout frees the
 * use for someone else, and a payment that still comes gets the coupon only if a use is free.
 */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

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

/** The caller's own order (admins may reach any); not found for unknown ids, forbidden for another student's. */
export async function findOwnOrder(
  db: Executor,
  caller: { id: string; role: string },
  where: { orderId: string } | { gatewayOrderId: string },
): Promise<OrderRow> {
  const condition =
    'orderId' in where
      ? isUuid(where.orderId)
        ? eq(orders.id, where.orderId)
        : undefined
      : eq(orders.gatewayOrderId, where.gatewayOrderId);
  const [order] = condition ? await db.select().from(orders).where(condition).limit(1) : [];
  if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  if (order.userId !== caller.id && caller.role !== 'admin')
    throw new ForbiddenError(ORDER_MESSAGES.notYourOrder);
  return order;
}

export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The order, locked until the caller's transaction ends, or undefined. */
export async function findOrderForUpdate(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The order the gateway's order id belongs to, or undefined. */
export async function findOrderByGatewayOrderId(
  tx: Executor,
  gatewayOrderId: string,
): Promise<Pick<OrderRow, 'id' | 'userId' | 'amountPaise' | 'currency'> | undefined> {
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      amountPaise: orders.amountPaise,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId))
    .limit(1);
  return order;
}

/** What an order is for: a course or an asset per line. */
export type PurchasedLine = { courseId: string | null; assetId: string | null; bundleId: string | null };

export async function purchasedLinesOf(tx: Executor, orderId: string): Promise<PurchasedLine[]> {
  return tx
    .select({ courseId: orderItems.courseId, assetId: orderItems.assetId, bundleId: orderItems.bundleId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/**
 * An order's lines as its documents list them: courses first, then assets, each by title. A line
 * sold in a bundle names it: "Logo Design Basics (Brand starter kit)".
 */
export async function orderLinesOf(
  db: Executor,
  orderId: string,
): Promise<{ title: string; itemType: ProductKind; listPricePaise: number; pricePaise: number }[]> {
  return db
    .select({
      title: sql<string>`case when ${orderItems.bundleTitle} is null then ${orderItems.title}
        else ${orderItems.title} || ' (' || ${orderItems.bundleTitle} || ')' end`,
      itemType: orderItems.itemType,
      listPricePaise: orderItems.listPricePaise,
      pricePaise: orderItems.pricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(desc(orderItems.itemType), asc(orderItems.title), asc(orderItems.id));
}

/** The ids of every order the account made, whatever became of them. */
export async function orderIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.map((row) => row.id);
}

export type ProductKind = 'Course' | 'Asset';

export const productKey = (product: { type: ProductKind; id: string }) => `${product.type}:${product.id}`;

/** An unpaid order, with what it is for (by productKey) and the list price of each. */
export type OpenOrder = OrderRow & { productKeys: Set<string>; listPrices: Map<string, number> };

/** The buyer's orders still waiting for payment, with what each is for. */
export async function openOrdersOf(tx: Executor, userId: string): Promise<OpenOrder[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'created')));
  if (rows.length === 0) return [];
  const lines = await tx
    .select({
      orderId: orderItems.orderId,
      itemType: orderItems.itemType,
      courseId: orderItems.courseId,
      assetId: orderItems.assetId,
      listPricePaise: orderItems.listPricePaise,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    const keys = own.map((line) =>
      productKey({ type: line.itemType, id: line.courseId ?? line.assetId ?? '' }),
    );
    return {
      ...row,
      productKeys: new Set(keys),
      listPrices: new Map(own.map((line, index) => [keys[index] ?? '', line.listPricePaise])),
    };
  });
}

/**
 * Unpaid and cancelled orders at the gateway, made between `watchedSince` and `settledBefore`,
 * oldest first, that reconciliation should ask the gateway about now: never asked, or asked
 * before the order's age had halved (30 min, 1 h, 2 h, 4 h ...).
 */
export async function ordersDueForReconciliation(
  db: Executor,
  {
    provider,
    settledBefore,
    watchedSince,
    now,
    limit,
  }: {
    provider: OrderRow['gateway'];
    settledBefore: Date;
    watchedSince: Date;
    now: Date;
    limit: number;
  },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['created', 'cancelled']),
        eq(orders.gateway, provider),
        sql`${orders.gatewayOrderId} is not null`,
        lt(orders.createdAt, settledBefore),
        gt(orders.createdAt, watchedSince),
        or(
          isNull(orders.reconciledAt),
          sql`${orders.reconciledAt} < ${orders.createdAt} + (${now.toISOString()}::timestamptz - ${orders.createdAt}) / 2`,
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** How many orders were paid through `via` since then. */
export async function countOrdersPaidVia(
  db: Executor,
  via: NonNullable<OrderRow['paidVia']>,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), eq(orders.paidVia, via), gte(orders.paidAt, since)));
  return row?.count ?? 0;
}
