import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

/* The certificates module's table. */

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
