import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type OrderRow, orderItems, orders, paymentEvents } from '../../db/schema/orders';

/* Writes of orders, their lines and the gateway's events, each in the caller's transaction. */

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status'>;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** A new unpaid order and its lines. */
export async function insertOrder(tx: Executor, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('Inserting an order returned no row');
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
  return row;
}

/** Cancels those of the orders still waiting for payment. */
export async function cancelOpenOrders(tx: Executor, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'created')));
}

/** An order the gateway would not take: it releases its coupon hold at once. */
export async function failOpenOrder(tx: Executor, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'failed' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}

/** The gateway's order for ours, made once our order was committed. */
export async function attachGatewayOrder(
  tx: Executor,
  orderId: string,
  gatewayOrderId: string,
): Promise<OrderRow> {
  const [updated] = await tx.update(orders).set({ gatewayOrderId }).where(eq(orders.id, orderId)).returning();
  if (!updated) throw new Error(`Order ${orderId} disappeared while it was being created`);
  return updated;
}

/**
 * Reconciliation looked at the order now; `abandoned` also closes it. An order paid meanwhile
 * is left as it is.
 */
export async function markOrderReconciled(
  tx: Executor,
  orderId: string,
  now: Date,
  { abandoned }: { abandoned: boolean },
): Promise<void> {
  await tx
    .update(orders)
    .set(abandoned ? { reconciledAt: now, status: 'cancelled' } : { reconciledAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['created', 'cancelled'])));
}

export async function markOrderPaid(
  tx: Executor,
  orderId: string,
  payment: { id: string; via: NonNullable<OrderRow['paidVia']> } | null,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: 'paid',
      gatewayPaymentId: payment?.id ?? null,
      paidAt: now,
      paidVia: payment?.via ?? 'free',
    })
    .where(eq(orders.id, orderId));
}

export async function markOrderRefunded(tx: Executor, orderId: string, now: Date): Promise<void> {
  await tx.update(orders).set({ status: 'refunded', refundedAt: now }).where(eq(orders.id, orderId));
}

/**
 * Records a gateway event by its id; false when it was recorded before, so the caller handles
 * each event once. In the caller's transaction: a failure leaves it unrecorded for the retry.
 */
export async function recordPaymentEvent(
  tx: Executor,
  event: { eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return recorded.length > 0;
}
