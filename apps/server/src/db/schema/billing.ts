import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/* The billing module's table: the buyer's GST details. */

/**
 * The buyer's billing details for GST invoices, remembered for the next checkout. Optional:
 * without a state the place of supply is the academy's own.
 */
export const billingProfiles = pgTable('billing_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stateCode: text('state_code'),
  gstin: text('gstin'),
  legalName: text('legal_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
