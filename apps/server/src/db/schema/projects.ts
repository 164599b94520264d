import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProjectReviewStatus, ProjectStatus } from '@academy/shared/project-rules';
import { courses } from './courses';
import { users } from './users';

/*
 * The projects module's tables (issue 30): only modules/projects reads or writes them. A student
 * has at most one project per course; each hand-in is a version, answered by the academy with
 * feedback. The files are media_files rows (signed-only pictures and PDFs) named here by id.
 */

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The latest version's standing: what the queue and the gallery read. */
    status: text('status').$type<ProjectStatus>().notNull(),
    /** The student agreed to show it once approved; revocable at any time. */
    isPublic: boolean('is_public').notNull().default(false),
    /** The number of the latest version. */
    currentVersion: integer('current_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest hand-in or answer: the queue's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was approved: the gallery's order. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('projects_user_course_unique').on(table.userId, table.courseId),
    // The course's gallery: approved and shown, newest approval first.
    index('projects_gallery_idx')
      .on(table.courseId, table.approvedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'approved' and ${table.isPublic}`),
    // The admin queue by status, oldest waiting first.
    index('projects_status_updated_idx').on(table.status, table.updatedAt, table.id),
    check('projects_status_check', sql`${table.status} in ('submitted', 'needs-work', 'approved')`),
  ],
);

/** A picture of a version: the main WebP and its narrower copies, each a signed-only media file. */
export type ProjectPicture = {
  mediaId: string;
  width: number;
  height: number;
  copies: { mediaId: string; width: number; height: number }[];
};

export const projectVersions = pgTable(
  'project_versions',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pictures: jsonb('pictures').$type<ProjectPicture[]>().notNull(),
    pdfMediaId: text('pdf_media_id'),
    pdfName: text('pdf_name'),
    pdfBytes: integer('pdf_bytes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    feedbackStatus: text('feedback_status').$type<ProjectReviewStatus>(),
    feedback: text('feedback'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.version] }),
    check(
      'project_versions_feedback_status_check',
      sql`${table.feedbackStatus} is null or ${table.feedbackStatus} in ('approved', 'needs-work')`,
    ),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectVersionRow = typeof projectVersions.$inferSelect;
