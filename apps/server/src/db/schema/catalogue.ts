import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

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
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_published_date_idx').on(table.isPublished, table.date),
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
  (table) => [index('lectures_course_position_idx').on(table.courseId, table.position)],
);

export const digitalAssets = pgTable(
  'digital_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    fakePricePaise: integer('fake_price_paise').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    keyPoints: text('key_points').notNull().default(''),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default(''),
    fileSize: text('file_size').notNull().default(''),
    format: text('format').notNull().default(''),
    dimensions: text('dimensions').notNull().default(''),
    resolution: text('resolution').notNull().default(''),
    license: text('license').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Storage key of the downloadable file; never handed out unsigned. */
    downloadUrl: text('download_url').notNull().default(''),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    instructorName: text('instructor_name').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('digital_assets_date_idx').on(table.date),
    index('digital_assets_category_idx').on(table.category),
    index('digital_assets_instructor_idx').on(table.instructorId),
    check('digital_assets_price_check', sql`${table.pricePaise} >= 0 and ${table.fakePricePaise} >= 0`),
  ],
);

export const assetImages = pgTable(
  'asset_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => digitalAssets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (table) => [index('asset_images_asset_position_idx').on(table.assetId, table.position)],
);

export type CourseRow = typeof courses.$inferSelect;
export type LectureRow = typeof lectures.$inferSelect;
export type DigitalAssetRow = typeof digitalAssets.$inferSelect;
export type AssetImageRow = typeof assetImages.$inferSelect;
