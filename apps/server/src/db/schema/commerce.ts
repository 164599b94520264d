import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, digitalAssets } from './catalogue';
import { users } from './users';

/** A product line points at exactly one course or one asset. */
export const oneProduct = (courseId: unknown, assetId: unknown) =>
  sql`(${courseId} is not null) <> (${assetId} is not null)`;

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed', 'free'] }).notNull(),
    /** Percent for 'percentage', paise for 'fixed', unused for 'free'. */
    discountValue: integer('discount_value').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    minPurchasePaise: integer('min_purchase_paise').notNull().default(0),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    applicableTo: text('applicable_to', { enum: ['all', 'courses', 'digitalAsset'] })
      .notNull()
      .default('all'),
    eligibleProducts: uuid('eligible_products')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Listed on the home page's banner (`GET /coupons/active`); other codes are shared privately. */
    showOnBanner: boolean('show_on_banner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    // Admin → All Coupons' orders, each ending with the id (a code is unique by itself).
    index('coupons_expiration_idx').on(table.expirationDate, table.id),
    index('coupons_created_idx').on(table.createdAt, table.id),
    index('coupons_used_idx').on(table.usedCount, table.id),
    check('coupons_discount_type_check', sql`${table.discountType} in ('percentage', 'fixed', 'free')`),
    check('coupons_applicable_to_check', sql`${table.applicableTo} in ('all', 'courses', 'digitalAsset')`),
    check('coupons_used_count_check', sql`${table.usedCount} >= 0`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_user_unique').on(table.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => digitalAssets.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_cart_course_unique').on(table.cartId, table.courseId),
    uniqueIndex('cart_items_cart_asset_unique').on(table.cartId, table.assetId),
    index('cart_items_course_idx').on(table.courseId),
    index('cart_items_asset_idx').on(table.assetId),
    check('cart_items_one_product', oneProduct(table.courseId, table.assetId)),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What started the checkout: a course page, an asset page or the cart. */
    kind: text('kind', { enum: ['course', 'asset', 'cart'] }).notNull(),
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
  ],
);

/** Gateway webhook deliveries already handled, so a repeat changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Each run of the reconciliation job: what it asked the gateway about and what it found. */
export const paymentReconciliations = pgTable('payment_reconciliations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  checked: integer('checked').notNull().default(0),
  recovered: integer('recovered').notNull().default(0),
  refunded: integer('refunded').notNull().default(0),
  closed: integer('closed').notNull().default(0),
  errors: integer('errors').notNull().default(0),
});

export type RefundRow = typeof refunds.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
