import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/* The refunds module's table. */

/**
 * Money going back to a buyer: an admin's refund of a paid order, or the automatic refund of a
 * payment that bought nothing (a second payment for an order, a late payment for a cancelled
 * one, a coupon used up meanwhile). One row per payment: a payment is refunded at most once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    reason: text('reason', {
      enum: ['admin', 'duplicate-payment', 'order-closed', 'already-owned', 'coupon-used-up'],
    }).notNull(),
    /** queued: waiting for the gateway call; pending: the gateway is processing it. */
    status: text('status', { enum: ['queued', 'pending', 'processed', 'failed'] })
      .notNull()
      .default('queued'),
    gatewayRefundId: text('gateway_refund_id'),
    note: text('note'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_payment_unique').on(table.paymentId),
    uniqueIndex('refunds_gateway_refund_unique').on(table.gatewayRefundId),
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
