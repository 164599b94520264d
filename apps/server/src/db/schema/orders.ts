import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { digitalAssets } from './assets';
import { bundles } from './bundles';
import { coupons } from './coupons';
import { courses } from './courses';
import { users } from './users';

/*
 * The orders module's tables: orders, their lines, the gateway deliveries handled, and the
 * reminders sent about checkouts left unpaid.
 */

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order's number for people (KDA-2026-000123, orderNumberOf): in the order orders are made. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What started the checkout: a course page, an asset page, a bundle's page or the cart. */
    kind: text('kind', { enum: ['course', 'asset', 'bundle', 'cart'] }).notNull(),
    /**
     * created: waiting for payment; paid; failed: the gateway order could not be made;
     * cancelled: replaced by a newer checkout of the same products or coupon, or abandoned;
     * refunded: paid, then refunded by an admin (access removed, credit note issued).
     */
    status: text('status', { enum: ['created', 'paid', 'failed', 'cancelled', 'refunded'] })
      .notNull()
      .default('created'),
    gateway: text('gateway', { enum: ['razorpay', 'sandbox', 'none'] }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The code as used, kept for the receipt when the coupon itself is later deleted. */
    couponCode: text('coupon_code'),
    gatewayOrderId: text('gateway_order_id'),
    /** Unique: a payment is credited once, however often it is reported. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** GST state code the buyer gave for the place of supply; null: the academy's own state. */
    buyerStateCode: text('buyer_state_code'),
    /** The buyer's GSTIN and registered name, for a business (B2B) invoice. */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /**
     * A gift's recipient as given at checkout (lower case); null for the buyer's own. One open
     * checkout per buyer, products and recipient: a gift and the buyer's own order, or two gifts
     * for two friends, do not replace each other. The gift itself is the gifts module's.
     */
    giftTo: text('gift_to'),
    /** How the payment reached us: the browser, the webhook, the reconciliation job, or free. */
    paidVia: text('paid_via', { enum: ['checkout', 'webhook', 'reconciliation', 'free'] }),
    /** The last time the reconciliation job asked the gateway about this unpaid order. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_coupon_idx').on(table.couponId),
    // The admin dashboard's revenue and recent orders read paid orders by payment time.
    index('orders_paid_at_idx')
      .on(table.paidAt.desc())
      .where(sql`${table.status} = 'paid'`),
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_gateway_order_unique').on(table.gatewayOrderId),
    uniqueIndex('orders_gateway_payment_unique').on(table.gatewayPaymentId),
    // Unpaid orders by age: coupon holds, the buyer's open checkouts, reconciliation.
    index('orders_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'created'`),
    index('orders_created_at_idx').on(table.createdAt.desc()),
    check(
      'orders_status_check',
      sql`${table.status} in ('created', 'paid', 'failed', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_amount_check',
      sql`${table.amountPaise} >= 0 and ${table.amountPaise} = ${table.subtotalPaise} - ${table.discountPaise}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    assetId: uuid('asset_id').references(() => digitalAssets.id, { onDelete: 'set null' }),
    itemType: text('item_type', { enum: ['Course', 'Asset'] }).notNull(),
    /**
     * The bundle this line was sold in, and its title as sold (issue 31): a bundle is written as
     * one line per item it gave, each with its share of the bundle's price, so the invoice taxes
     * each item and a refund takes each back. Null for a product bought on its own.
     */
    bundleId: uuid('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    bundleTitle: text('bundle_title'),
    /** Title and price as sold, kept if the product later changes or goes. */
    title: text('title').notNull(),
    /** The product's price when sold, before the order's coupon. */
    listPricePaise: integer('list_price_paise').notNull(),
    /** What the line cost after its share of the order's discount. */
    pricePaise: integer('price_paise').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_course_idx').on(table.courseId),
    index('order_items_asset_idx').on(table.assetId),
    index('order_items_bundle_idx').on(table.bundleId),
  ],
);

/** Gateway webhook deliveries already handled, so a repeat changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder sent about an unpaid order (issue 31), written with the email: a job run
 * twice finds its order's row, and a buyer's last reminder says whether a week has passed.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_reminders_user_sent_idx').on(table.userId, table.sentAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
