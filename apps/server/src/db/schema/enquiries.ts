import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ENQUIRY_GENDERS } from '@academy/shared/enquiry-genders';

/* The enquiries module's table. */

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    gender: text('gender', { enum: ENQUIRY_GENDERS }).notNull(),
    message: text('message').notNull(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_created_idx').on(table.createdAt),
    check('enquiries_gender_check', sql`${table.gender} in ('male', 'female', 'other', 'unsaid')`),
  ],
);
