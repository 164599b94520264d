import type { PlayedRange } from '@academy/shared/played-ranges';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, lectures } from './catalogue';
import { users } from './users';

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

/**
 * A course a student completed, once: the certificate. Written when the last current lecture is
 * first marked viewed, and never by a Rewatch (which only clears lecture_progress). The names
 * are kept as issued, so the certificate and its public verification read the same later: if
 * the course is deleted the row stays (course_id set null) and still verifies. It goes with the
 * student's account.
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** KDA-<year>-<8 Crockford base32 characters>, upper-case (CERTIFICATE_NUMBER_PATTERN). */
    certificateNumber: text('certificate_number').notNull(),
    studentName: text('student_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
  },
  (table) => [
    uniqueIndex('course_completions_user_course_unique').on(table.userId, table.courseId),
    uniqueIndex('course_completions_certificate_number_unique').on(table.certificateNumber),
    index('course_completions_course_idx').on(table.courseId),
    check(
      'course_completions_certificate_number_check',
      sql`${table.certificateNumber} ~ '^KDA-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{8}$'`,
    ),
  ],
);

export type CourseCompletionRow = typeof courseCompletions.$inferSelect;
