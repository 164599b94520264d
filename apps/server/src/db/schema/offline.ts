import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

/*
 * The offline module's table (issue 32, decision 039): the licence one device of a student holds
 * to play the lectures of one course it saved. A check from the device renews it while the
 * student still holds the course, and deletes it once they do not.
 */

export const offlineLicences = pgTable(
  'offline_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The browser's own id for itself (offlineDeviceIdSchema): not a secret, only a name. */
    deviceId: text('device_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The device's last check (or the course saved again). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** OFFLINE_LICENCE_DAYS after `checked_at`: the device stops playing then unless it checks in first. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('offline_licences_user_course_device_unique').on(
      table.userId,
      table.courseId,
      table.deviceId,
    ),
    // The devices a student keeps saved lectures on are counted from their unexpired licences.
    index('offline_licences_user_expires_idx').on(table.userId, table.expiresAt),
  ],
);
