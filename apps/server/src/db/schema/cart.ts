import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { digitalAssets } from './assets';
import { bundles } from './bundles';
import { courses } from './courses';
import { users } from './users';

/* The cart module's tables: one cart per account, and its lines (a course, an asset or a bundle). */

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
    /** Issue 31: a bundle, bought as its items. */
    bundleId: uuid('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_cart_course_unique').on(table.cartId, table.courseId),
    uniqueIndex('cart_items_cart_asset_unique').on(table.cartId, table.assetId),
    index('cart_items_course_idx').on(table.courseId),
    uniqueIndex('cart_items_cart_bundle_unique').on(table.cartId, table.bundleId),
    index('cart_items_asset_idx').on(table.assetId),
    index('cart_items_bundle_idx').on(table.bundleId),
    check(
      'cart_items_one_product',
      sql`num_nonnulls(${table.courseId}, ${table.assetId}, ${table.bundleId}) = 1`,
    ),
  ],
);
