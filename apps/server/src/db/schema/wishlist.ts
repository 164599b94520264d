import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { digitalAssets } from './assets';
import { bundles } from './bundles';
import { courses } from './courses';
import { users } from './users';

/*
 * The wishlist module's table (issue 31): the courses, assets and bundles a student saved for
 * later, one row each. A product leaves every wishlist with its own deletion (cascade).
 */

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => digitalAssets.id, { onDelete: 'cascade' }),
    bundleId: uuid('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The best price (banner coupons included) when the student saved it or was last told of a
     * drop: a price under it is a drop to tell; one above it raises it, so a fall back is news.
     */
    savedPricePaise: integer('saved_price_paise').notNull(),
  },
  (table) => [
    uniqueIndex('wishlist_items_user_course_unique').on(table.userId, table.courseId),
    uniqueIndex('wishlist_items_user_asset_unique').on(table.userId, table.assetId),
    uniqueIndex('wishlist_items_user_bundle_unique').on(table.userId, table.bundleId),
    index('wishlist_items_user_added_idx').on(table.userId, table.addedAt),
    index('wishlist_items_course_idx').on(table.courseId),
    index('wishlist_items_asset_idx').on(table.assetId),
    index('wishlist_items_bundle_idx').on(table.bundleId),
    check(
      'wishlist_items_one_product',
      sql`num_nonnulls(${table.courseId}, ${table.assetId}, ${table.bundleId}) = 1`,
    ),
    check('wishlist_items_saved_price_check', sql`${table.savedPricePaise} >= 0`),
  ],
);
