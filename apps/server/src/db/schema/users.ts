import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Bumped on logout: every token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the owner proved the address (a verification link, or Google's verified email). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An erased account: its personal fields are anonymised; orders stay for the tax records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    index('users_role_idx').on(table.role),
    // Admin → Students: newest first (the default) and by name; by email reads the unique index.
    index('users_created_email_idx').on(table.createdAt, table.email),
    index('users_name_lower_idx').on(sql`lower(${table.name})`, table.id),
    // Its search and the Grant Access picker find text anywhere in a name, email or phone.
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

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
 * Failed sign-ins per account, whatever address they came from: after a few, the account
 * refuses passwords for a while that doubles with each further failure.
 */
export const loginFailures = pgTable('login_failures', {
  /** The lower-cased email tried: unknown addresses are throttled too, so nothing tells them apart. */
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

export type AccountTokenRow = typeof accountTokens.$inferSelect;
