import { type SQL, sql } from 'drizzle-orm';
import { CAPTION_LANGUAGE_CODES } from '@academy/shared/caption-languages';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { type SearchGroup, searchDocument, tsvector } from './search-document';
import { users } from './users';

/* The courses module's tables: courses, their lectures and the lectures' captions. */

const courseLabels = (): SearchGroup[] => [
  ['A', [sql`${courses.title}`]],
  ['B', [sql`${courses.category}`, sql`${courses.primaryLanguage}`]],
];

/** Prices are integer paise; the wire carries rupees. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    primaryLanguage: text('primary_language').notNull(),
    objectives: text('objectives').notNull(),
    welcomeMessage: text('welcome_message').notNull(),
    pricePaise: integer('price_paise').notNull(),
    fakePricePaise: integer('fake_price_paise').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    instructorName: text('instructor_name').notNull().default(''),
    /** The instructor card on the course page (issue 28): a photo's URL, one line, a portfolio. */
    instructorPhoto: text('instructor_photo').notNull().default(''),
    instructorHeadline: text('instructor_headline').notNull().default(''),
    instructorPortfolioUrl: text('instructor_portfolio_url').notNull().default(''),
    /** Issue 30: what the course's project asks students to make ('' without a project). */
    projectBrief: text('project_brief').notNull().default(''),
    /** The certificate waits for an approved project (only with a brief). */
    projectRequired: boolean('project_required').notNull().default(false),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /* Kept by PostgreSQL from the columns above; selected only to search. */
    /** The whole document (labels, objectives, description): what a search must match. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument([...courseLabels(), ['C', [sql`${courses.objectives}`, sql`${courses.description}`]]]),
      ),
    /** Title and category only: small, so ranking many matches stays cheap. */
    labelVector: tsvector('label_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(courseLabels())),
    /** The title in Latin letters (decision 023), for searches typed in the other script. */
    titleLatin: text('title_latin')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`devanagari_to_latin(${courses.title})`),
  },
  (table) => [
    index('courses_search_idx').using('gin', table.searchVector),
    index('courses_label_search_idx').using('gin', table.labelVector),
    index('courses_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('courses_title_latin_trgm_idx').using('gin', table.titleLatin.op('gin_trgm_ops')),
    index('courses_published_date_idx').on(table.isPublished, table.date),
    // The list's other orders and its filters (decision 008): pages and counts read an index, not the table.
    index('courses_published_price_idx').on(table.isPublished, table.pricePaise, table.date),
    index('courses_published_title_idx').on(table.isPublished, sql`lower(${table.title})`, table.id),
    index('courses_published_filters_idx').on(
      table.isPublished,
      table.level,
      table.primaryLanguage,
      table.pricePaise,
      table.category,
    ),
    // Admin → All Courses (unpublished too, so the indexes above do not serve it): each order
    // ends with the id, and each index is read forwards or backwards (newest first is
    // backwards), so "date desc, id desc" needs no index of its own; the search reads the
    // trigram indexes.
    index('courses_date_idx').on(table.date, table.id),
    index('courses_title_lower_idx').on(sql`lower(${table.title})`, table.id),
    index('courses_price_idx').on(table.pricePaise, table.id),
    index('courses_instructor_name_trgm_idx').using('gin', table.instructorName.op('gin_trgm_ops')),
    index('courses_category_idx').on(table.category),
    index('courses_instructor_idx').on(table.instructorId),
    index('courses_admin_idx').on(table.adminId),
    check('courses_price_check', sql`${table.pricePaise} >= 0 and ${table.fakePricePaise} >= 0`),
  ],
);

export const lectures = pgTable(
  'lectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Order within the curriculum, from 0. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    videoUrl: text('video_url').notNull(),
    publicId: text('public_id').notNull(),
    freePreview: boolean('free_preview').notNull().default(false),
    durationSeconds: integer('duration_seconds'),
  },
  (table) => [
    index('lectures_course_position_idx').on(table.courseId, table.position),
    // Deleting a media file looks up the lectures that use it.
    index('lectures_public_id_idx').on(table.publicId),
  ],
);

/**
 * A lecture's captions in one language (issue 28): the WebVTT text itself, a few tens of KB,
 * kept in the database rather than as a media file (decision 026), so it goes with the lecture,
 * is in every backup, and is replaced in one statement.
 */
export const lectureCaptions = pgTable(
  'lecture_captions',
  {
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    language: text('language', { enum: CAPTION_LANGUAGE_CODES }).notNull(),
    vtt: text('vtt').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lectureId, table.language] }),
    check(
      'lecture_captions_language_check',
      sql.raw(`language in (${CAPTION_LANGUAGE_CODES.map((code) => `'${code}'`).join(', ')})`),
    ),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type LectureRow = typeof lectures.$inferSelect;
