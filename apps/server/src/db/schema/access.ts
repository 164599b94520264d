import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { digitalAssets } from './assets';
import { courses } from './courses';
import { orders } from './orders';
import { oneProduct } from './products';
import { users } from './users';

/*
 * The access module's table (issue 16): only modules/access reads or writes it, which the lint
 * enforces. A purchase or a manual grant of one course or one asset to one account.
 */

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
    // Admin → Grant Access's table: students by their latest manual grant, newest first.
    index('entitlements_manual_course_created_idx')
      .on(table.createdAt, table.userId)
      .where(sql`${table.source} = 'manual' and ${table.courseId} is not null`),
    index('entitlements_manual_course_user_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.source} = 'manual' and ${table.courseId} is not null`),
    check('entitlements_one_product', oneProduct(table.courseId, table.assetId)),
    check('entitlements_source_check', sql`${table.source} in ('purchase', 'manual')`),
  ],
);
