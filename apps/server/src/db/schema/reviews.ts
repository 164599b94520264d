import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  primaryKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { digitalAssets } from './assets';
import { courses } from './courses';
import { oneProduct } from './products';
import { qualified } from '../../lib/sql';
import { users } from './users';

/*
 * The reviews module's tables (issue 30): only modules/reviews reads or writes them. A review is
 * of one course or one asset, by one of its owners; review_summaries holds each product's
 * figures, kept by a trigger on reviews (migration 0026) so no page counts the reviews.
 */

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => digitalAssets.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** When the review was written, or last rewritten: a rewrite is a new review. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the academy hides the review: it leaves the page and the figures at once. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reviews_user_course_unique').on(table.userId, table.courseId),
    uniqueIndex('reviews_user_asset_unique').on(table.userId, table.assetId),
    // A product's page of visible reviews, in each of its three orders (ties newest first).
    ...(['course', 'asset'] as const).flatMap((kind) => {
      const product = kind === 'course' ? table.courseId : table.assetId;
      const visible = sql`${table.hiddenAt} is null and ${product} is not null`;
      return [
        index(`reviews_${kind}_newest_idx`)
          .on(product, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
          .where(visible),
        index(`reviews_${kind}_highest_idx`)
          .on(
            product,
            table.rating.desc().nullsFirst(),
            table.createdAt.desc().nullsFirst(),
            table.id.desc().nullsFirst(),
          )
          .where(visible),
        index(`reviews_${kind}_lowest_idx`)
          .on(product, table.rating, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
          .where(visible),
      ];
    }),
    // The admin list, newest first.
    index('reviews_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('reviews_one_product', oneProduct(table.courseId, table.assetId)),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * The visible reviews' figures of one product (a course's or an asset's id: both are random
 * UUIDs): how many gave each number of stars. Written only by the trigger on reviews.
 */
export const reviewSummaries = pgTable(
  'review_summaries',
  {
    productId: uuid('product_id').primaryKey(),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
  },
  (table) => [
    check(
      'review_summaries_not_negative',
      sql`least(${table.stars1}, ${table.stars2}, ${table.stars3}, ${table.stars4}, ${table.stars5}) >= 0`,
    ),
  ],
);

/**
 * The products each account was asked to review (the email after a certificate, or a week after
 * an asset's purchase): a row is written with the email, or when the email was not sent because
 * it was no longer wanted, so nobody is asked twice about one product.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A course's or an asset's id (both random UUIDs). */
    productId: uuid('product_id').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

const STARS_COUNT = sql.raw('(s.stars_1 + s.stars_2 + s.stars_3 + s.stars_4 + s.stars_5)');
const STARS_SUM = sql.raw('(s.stars_1 + 2 * s.stars_2 + 3 * s.stars_3 + 4 * s.stars_4 + 5 * s.stars_5)');

/**
 * A product's figures as the catalogue's cards, order and filter read them: how many visible
 * reviews it has, and their average to one decimal (null without any), each a read of its
 * summary row by primary key from the outer statement, whose product id column is `productId`.
 * The lists that read them are read models (eslint/module-ownership.js).
 */
export function productRating(productId: AnyPgColumn): { average: SQL<number | null>; count: SQL<number> } {
  const row = sql`from review_summaries s where s.product_id = ${qualified(productId)}`;
  return {
    average: sql<
      number | null
    >`(select round(${STARS_SUM}::numeric / nullif(${STARS_COUNT}, 0), 1) ${row})`.mapWith(
      (value: string | number | null) => (value === null ? null : Number(value)),
    ),
    count: sql<number>`coalesce((select ${STARS_COUNT} ${row}), 0)`.mapWith(Number),
  };
}
