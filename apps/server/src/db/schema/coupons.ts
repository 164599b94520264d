import { sql } from 'drizzle-orm';
import {
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

/* The coupons module's table. */

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
    applicableTo: text('applicable_to', { enum: ['all', 'courses', 'digitalAsset', 'bundles'] })
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
    check(
      'coupons_applicable_to_check',
      sql`${table.applicableTo} in ('all', 'courses', 'digitalAsset', 'bundles')`,
    ),
    check('coupons_used_count_check', sql`${table.usedCount} >= 0`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
