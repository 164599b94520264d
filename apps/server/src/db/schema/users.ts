import { DEFAULT_LANGUAGE, LANGUAGES } from '@academy/shared/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/* The users module's table: accounts. */

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
    /** An admin disabled the account (issue 26): it cannot sign in until enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The language the student reads the store in (issue 29): their emails, and the server's
     * answers when a request names none. Set from the page they registered on, changed on /account.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    /**
     * Whether the account takes the store's marketing mail (issue 30: asking for a review):
     * switched off on /account or by the one-click unsubscribe in such a mail. Receipts, resets
     * and other mail about the account's own business never ask it.
     */
    marketingEmails: boolean('marketing_emails').notNull().default(true),
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
    check('users_language_check', sql`${table.language} in ('en', 'hi', 'mr')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
