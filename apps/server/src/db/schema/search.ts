import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/* The search module's tables: searches recorded, counted per day, and the dashboard's search lists. */

export const searchQueries = pgTable(
  'search_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    query: text('query').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_queries_created_idx').on(table.createdAt),
    index('search_queries_user_idx').on(table.userId),
  ],
);

/** Searches recorded per India calendar day and text (trimmed, lower-cased; blanks left out). */
export const searchTermDays = pgTable(
  'search_term_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);

/**
 * The dashboard's search lists as the search module's recurring job last worked them out: the
 * most frequent searches of the last 30 days, and the frequent ones that found nothing then.
 */
export const searchInsights = pgTable(
  'search_insights',
  {
    list: text('list', { enum: ['top', 'zero-result'] }).notNull(),
    /** 0 for the most frequent. */
    position: integer('position').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.list, table.position] }),
    check('search_insights_list_check', sql`${table.list} in ('top', 'zero-result')`),
  ],
);
