import { sql } from 'drizzle-orm';
import {
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
import { users } from './users';

/* The auth module's tables: the links mailed to an account, and failed sign-ins. */

/**
 * Single-use links mailed to an account's address: a password reset or an address
 * verification. Only a SHA-256 hash of the token is kept, so a copy of the database
 * cannot be used to reset anyone's password.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: a verification proves this address, not a later one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
    index('account_tokens_expires_idx').on(table.expiresAt),
    check('account_tokens_purpose_check', sql`${table.purpose} in ('password_reset', 'email_verification')`),
  ],
);

/**
 * Failed sign-ins per account and client address: after a few, the account refuses passwords
 * from that address for a while that doubles with each further failure. Other addresses, the
 * owner's among them, are not locked by it (issue 25).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** The lower-cased email tried: unknown addresses are throttled too, so nothing tells them apart. */
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.clientAddress] })],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
