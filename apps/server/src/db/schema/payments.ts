import { bigserial, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/* The payments module's table: the reconciliation job's runs. */

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
