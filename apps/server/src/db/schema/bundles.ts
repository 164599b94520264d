import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { digitalAssets } from './assets';
import { courses } from './courses';
import { oneProduct } from './products';

/*
 * The bundles module's tables (issue 31): kits of courses and digital assets sold at one price.
 * A bundle sold is written into its order as one line per item (orders keep what was sold), so
 * changing or deleting a bundle never changes what its buyers own or what their invoices say.
 */

export const bundles = pgTable(
  'bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Its cover: a picture's public URL (`/api/media/public/<id>`), as a course banner is. */
    image: text('image').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    /** When it was listed: the store's newest first. */
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The store's list (newest published first) and the admin's (newest first).
    index('bundles_published_date_idx')
      .on(table.date, table.id)
      .where(sql`${table.isPublished}`),
    index('bundles_date_idx').on(table.date, table.id),
    index('bundles_title_lower_idx').on(sql`lower(${table.title})`, table.id),
    index('bundles_price_idx').on(table.pricePaise, table.id),
    check('bundles_price_check', sql`${table.pricePaise} >= 0`),
  ],
);

/**
 * What a bundle holds, in the order the admin gave. A course or asset in a bundle cannot be
 * deleted (the foreign key restricts it): the admin takes it out of the bundle first.
 */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    assetId: uuid('asset_id').references(() => digitalAssets.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.position] }),
    uniqueIndex('bundle_items_bundle_course_unique').on(table.bundleId, table.courseId),
    uniqueIndex('bundle_items_bundle_asset_unique').on(table.bundleId, table.assetId),
    // "Get it in a kit" on a course's or an asset's page.
    index('bundle_items_course_idx').on(table.courseId),
    index('bundle_items_asset_idx').on(table.assetId),
    check('bundle_items_one_product', oneProduct(table.courseId, table.assetId)),
  ],
);

export type BundleRow = typeof bundles.$inferSelect;
export type BundleItemRow = typeof bundleItems.$inferSelect;
