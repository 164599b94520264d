import type { PlayedRange } from '@academy/shared/played-ranges';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, lectures } from './courses';
import { users } from './users';

/* The progress module's tables: lectures viewed, what was played, and the watch budget. */

export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    viewed: boolean('viewed').notNull().default(true),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lectureId] }),
    index('lecture_progress_user_course_idx').on(table.userId, table.courseId),
    index('lecture_progress_course_idx').on(table.courseId),
    index('lecture_progress_lecture_idx').on(table.lectureId),
  ],
);

export type LectureProgressRow = typeof lectureProgress.$inferSelect;

/**
 * What the server credits a student with having played of a lecture (issue 14): the union of
 * the played ranges the player reported, as far as the student's watch budget allowed, in
 * order and without overlaps. It is the evidence mark-lecture-viewed asks of a student. The
 * ranges are of the video named by `public_id`; once the lecture has another video they count
 * for nothing. A Rewatch clears them with the lecture's viewed mark.
 */
export const lectureWatch = pgTable(
  'lecture_watch',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    publicId: text('public_id').notNull(),
    ranges: jsonb('ranges').$type<PlayedRange[]>().notNull().default([]),
    /** The longest length the player gave for this video: the last resort when the server knows none. */
    reportedDuration: doublePrecision('reported_duration'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lectureId] }),
    index('lecture_watch_user_course_idx').on(table.userId, table.courseId),
    index('lecture_watch_course_idx').on(table.courseId),
    index('lecture_watch_lecture_idx').on(table.lectureId),
  ],
);

export type LectureWatchRow = typeof lectureWatch.$inferSelect;

/**
 * A student's watch budget, one per account whatever the lecture or device: a token bucket of
 * seconds of media that may still be credited. It refills with the server's clock at the
 * player's fastest speed, up to a small burst, and every newly played second draws on it.
 */
export const watchBudgets = pgTable('watch_budgets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seconds: doublePrecision('seconds').notNull(),
  refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
});
