import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses, digitalAssets } from './catalogue';
import { users } from './users';

/** A product line points at exactly one course or one asset. */
const oneProduct = (courseId: unknown, assetId: unknown) =>
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    index('coupons_expiration_idx').on(table.expirationDate),
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
    status: text('status', { enum: ['created', 'paid', 'failed'] })
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
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

/** Who may open a course or download an asset: every access check reads this table. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => digitalAssets.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['purchase', 'manual'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('entitlements_user_course_unique').on(table.userId, table.courseId),
    uniqueIndex('entitlements_user_asset_unique').on(table.userId, table.assetId),
    index('entitlements_course_idx').on(table.courseId),
    index('entitlements_asset_idx').on(table.assetId),
    index('entitlements_order_idx').on(table.orderId),
    index('entitlements_granted_by_idx').on(table.grantedBy),
    index('entitlements_source_idx').on(table.source),
    check('entitlements_one_product', oneProduct(table.courseId, table.assetId)),
    check('entitlements_source_check', sql`${table.source} in ('purchase', 'manual')`),
  ],
);

/** Gateway webhook deliveries already handled, so a repeat changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CouponRow = typeof coupons.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;
