import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
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
