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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    index('users_role_idx').on(table.role),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
