import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/*
 * The gifts module's table (issue 31): an order bought for someone else, one row per such order,
 * made with the order. The products become the recipient's when they claim the emailed link;
 * until then nobody owns them. The order, its invoice and its refund stay the buyer's.
 */

export const gifts = pgTable(
  'gifts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    recipientName: text('recipient_name').notNull(),
    /** Lower case; the buyer may correct it until the gift is claimed. */
    recipientEmail: text('recipient_email').notNull(),
    /** The buyer's words to the recipient; forgotten when the buyer's account is erased. */
    message: text('message'),
    /** The day in India the email goes out; null: as soon as the order is paid. */
    deliverOn: date('deliver_on', { mode: 'string' }),
    /** Part of each claim link: raised when the address is corrected, so older links stop working. */
    linkVersion: integer('link_version').notNull().default(1),
    /** When the order was paid and the gift became the recipient's to claim. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the email last went out (a resend, or a corrected address, sends it again). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The order was refunded before anyone claimed the gift: its link no longer works. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gifts_claimed_by_idx').on(table.claimedBy),
    check('gifts_message_length', sql`char_length(${table.message}) <= 500`),
    check('gifts_claimed_once', sql`num_nonnulls(${table.claimedAt}, ${table.cancelledAt}) <= 1`),
  ],
);

export type GiftRow = typeof gifts.$inferSelect;
