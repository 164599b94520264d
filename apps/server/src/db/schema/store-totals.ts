import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * The admin dashboard's figures (SPEC §2), kept so a dashboard view reads a few rows instead of
 * counting users and scanning orders (issue 15, decision 015). Triggers of migration 0013 keep
 * them in the same transaction as every change to the rows they count, whatever makes it (the
 * API, the demo seed, a restore, SQL typed by hand), and the migration filled them from the rows
 * already there. Only those triggers write them; the store-totals module reads them.
 */

/** What store_totals counts. */
export const STORE_TOTAL_NAMES = ['users', 'courses', 'assets', 'coupons', 'accounts', 'admins'] as const;
export type StoreTotalName = (typeof STORE_TOTAL_NAMES)[number];

/**
 * SPEC §2's totals: students (role 'user', not erased), courses, assets and coupons; and, for
 * the totals of the admin's unfiltered Students table, every account (erased ones too) and the
 * admin accounts (migration 0015).
 */
export const storeTotals = pgTable(
  'store_totals',
  {
    name: text('name', { enum: STORE_TOTAL_NAMES }).primaryKey(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [
    check(
      'store_totals_name_check',
      sql`${table.name} in ('users', 'courses', 'assets', 'coupons', 'accounts', 'admins')`,
    ),
  ],
);

/**
 * Orders paid per India calendar day of `paid_at`, counting only orders whose status is still
 * 'paid': a refund takes the order out of the day it was paid, as the dashboard always showed it.
 */
export const revenueDays = pgTable('revenue_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  paise: bigint('paise', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
});
