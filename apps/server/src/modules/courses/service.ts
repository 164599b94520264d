import type { CourseSort } from '@academy/shared/catalogue-api';
import type { CourseDetail, CourseSummary } from '@academy/shared/catalogue-courses';
import {
  COURSE_PRICE_BANDS,
  type CourseLanguage,
  type CourseLevel,
  type CoursePriceBand,
  courseCategoriesOf,
  type RatingFloor,
} from '@academy/shared/catalogue';
import { COURSE_RECOMMENDATION_COUNT } from '@academy/shared/limits';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import {
  type adminCourseListQuerySchema,
  STOREFRONT_PAGE_SIZE,
  sortDirectionOf,
} from '@academy/shared/paging';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { courses } from '../../db/schema/courses';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { createMicroCache, type MicroCache } from '../../lib/micro-cache';
import type { SerializedAnswer } from '../../lib/serialized-answers';
import {
  adminProductPage,
  inPriceBand,
  type ProductPage,
  productPage,
  productRecommendations,
  ratedAtLeast,
  storefrontOrder,
} from '../catalogue/products';
import { courseDetailAnswer, signedInDetailJson } from './detail-json';
import {
  courseProduct,
  type DetailRow,
  detailColumns,
  toDetail,
  type UrlSigner,
  type Viewer,
} from './summaries';

export type { UrlSigner, Viewer } from './summaries';

/* The course reads: the storefront's and the admin's lists, one course, the sitemap's ids. */

/** 'All', empty or absent: every category; a chip: the categories it stands for (decision 008). */
function categoryCondition(category: string | undefined): SQL | undefined {
  const categories = courseCategoriesOf(category);
  if (!categories) return undefined;
  return categories.length === 1
    ? eq(courses.category, categories[0] ?? '')
    : inArray(courses.category, [...categories]);
}

export type CourseListOptions = {
  page?: number | undefined;
  limit?: number | undefined;
  category?: string | undefined;
  sort?: CourseSort | undefined;
  level?: CourseLevel | undefined;
  language?: CourseLanguage | undefined;
  price?: CoursePriceBand | undefined;
  rating?: RatingFloor | undefined;
};

export type CoursePage = ProductPage<CourseSummary>;

/**
 * The storefront's published courses, newest first unless sorted otherwise, a page at a time:
 * the first STOREFRONT_PAGE_SIZE when no page is asked for.
 */
export async function listCourses(db: Executor, options: CourseListOptions = {}): Promise<CoursePage> {
  return productPage(db, courseProduct, {
    where: and(
      courseProduct.visible,
      categoryCondition(options.category),
      options.level ? eq(courses.level, options.level) : undefined,
      options.language ? eq(courses.primaryLanguage, options.language) : undefined,
      inPriceBand(
        courseProduct,
        COURSE_PRICE_BANDS.find((band) => band.value === options.price),
      ),
      options.rating ? ratedAtLeast(courseProduct, Number(options.rating)) : undefined,
    ),
    order: storefrontOrder(courseProduct, options.sort ?? 'newest'),
    page: options.page ?? 1,
    limit: options.limit ?? STOREFRONT_PAGE_SIZE,
  });
}

/** Admin → All Courses, published or not: by date, title or price, searched by title or instructor. */
export async function listAdminCourses(
  db: Executor,
  options: z.output<typeof adminCourseListQuerySchema>,
): Promise<CoursePage> {
  return adminProductPage(db, courseProduct, { ...options, dir: sortDirectionOf(options.sort, options.dir) });
}

/** Up to `limit` published courses of `category` (any when empty), newest first, without `excludeId`. */
export async function listCourseRecommendations(
  db: Executor,
  options: { category: string; excludeId: string; limit?: number },
): Promise<CourseSummary[]> {
  return productRecommendations(db, courseProduct, {
    ...options,
    limit: options.limit ?? COURSE_RECOMMENDATION_COUNT,
  });
}

/**
 * The storefront's course detail as a visitor sees it, the hottest read, as one prepared statement
 * (measured on PostgreSQL: 0.16 ms per call instead of 0.44 ms parsed and planned each time, and
 * no SQL building in the server).
 */
const publishedDetailQuery = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(courses)
    .where(and(eq(courses.id, sql.placeholder('id')), courseProduct.visible))
    .limit(1)
    .prepare('published_course_detail'),
);

/**
 * A published course with its curriculum, as a visitor sees it: free previews carry a signed URL,
 * the other lectures none. Unknown, malformed or unpublished ids: NotFoundError. A signed-in
 * reader's is `getSignedInCourseAnswer`.
 */
export async function getCourseDetail(
  db: Database,
  id: string,
  { signer }: { signer: UrlSigner },
): Promise<CourseDetail> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  const [row] = await publishedDetailQuery(db).execute({ id });
  if (!row) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  return toDetail(row, false, signer);
}

/**
 * How long this instance reuses a course's row for its signed-in readers: a student's course page
 * and player (decision 040). It is the visitors' rule (decision 005): an instance forgets every
 * row when a write through it succeeds (app.ts), so only changes made elsewhere (another
 * instance, a background job) show this late. What is the student's own (which courses they
 * hold, what they watched) is never reused this way: it is kept until the database tells of a
 * change (db/database-changes.ts).
 */
export const COURSE_ROW_TTL_MS = 1000;
const COURSE_ROWS_MAX = 1000;

/** The course rows an instance reuses for up to COURSE_ROW_TTL_MS. */
export type CourseRows = MicroCache<string, DetailRow>;
export const createCourseRows = (now: () => number): CourseRows =>
  createMicroCache({ ttlMs: COURSE_ROW_TTL_MS, maxEntries: COURSE_ROWS_MAX, now });

const courseRowQuery = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(courses)
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1)
    .prepare('course_detail_row'),
);

/** Any course's row, published or not, from `rows` or read. Unknown or malformed ids: NotFoundError. */
function courseRow(db: Database, rows: CourseRows, id: string): Promise<DetailRow> {
  if (!isUuid(id)) return Promise.reject(new NotFoundError(SERVER_MESSAGES.courseNotFound));
  return rows.get(id.toLowerCase(), async () => {
    const [row] = await courseRowQuery(db).execute({ id });
    if (!row) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
    return row;
  });
}

/**
 * A published course as a signed-in student or admin sees it on its page: `getCourseDetail`'s
 * answer, from a row reused for up to a second and the student's holding as `holds` keeps it.
 * An admin plays every lecture; a student those of a course they hold, signed for them. As the
 * route's JSON, filled in from the row's template (detail-json.ts).
 */
export async function getSignedInCourseAnswer(
  db: Database,
  id: string,
  {
    viewer,
    signer,
    rows,
    holds,
  }: {
    viewer: NonNullable<Viewer>;
    signer: UrlSigner;
    rows: CourseRows;
    holds: (courseId: string) => Promise<boolean>;
  },
): Promise<SerializedAnswer> {
  const row = await courseRow(db, rows, id);
  if (!row.isPublished) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  if (viewer.role === 'admin') return courseDetailAnswer(signedInDetailJson(row, true, signer));
  return courseDetailAnswer(signedInDetailJson(row, await holds(row.id), signer, viewer.id));
}

/** A course from a row reused for up to a second: what the player checks, and its detail. */
export type ReusedCourse = Pick<CourseDetail, 'isPublished' | 'projectBrief' | 'projectRequired'> & {
  /** Its lectures' ids, in the curriculum's order. */
  lectureIds: string[];
  /** `getAdminCourseDetail`'s answer: every lecture playable, signed for `viewerId` when given. */
  detail(options: { signer: UrlSigner; viewerId?: string }): CourseDetail;
  /** `detail`'s JSON, filled in from the row's template (detail-json.ts). */
  detailJson(options: { signer: UrlSigner; viewerId?: string }): string;
};

/** The player's course, read on every open of a lecture. Unknown or malformed ids: NotFoundError. */
export async function getReusedCourse(db: Database, rows: CourseRows, id: string): Promise<ReusedCourse> {
  const row = await courseRow(db, rows, id);
  return {
    isPublished: row.isPublished,
    projectBrief: row.projectBrief,
    projectRequired: row.projectRequired,
    lectureIds: row.curriculum.map((lecture) => lecture.id),
    detail: ({ signer, viewerId }) => toDetail(row, true, signer, viewerId),
    detailJson: ({ signer, viewerId }) => signedInDetailJson(row, true, signer, viewerId),
  };
}

/**
 * Any course, published or not, with every lecture playable, read afresh: the admin's view (the
 * edit form, and the answer to a create or update, inside its transaction). The player's is
 * `getReusedCourse`. Unknown or malformed ids: NotFoundError.
 */
export async function getAdminCourseDetail(
  db: Executor,
  id: string,
  { signer }: { signer: UrlSigner },
): Promise<CourseDetail> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  const [row] = await db.select(detailColumns).from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  return toDetail(row, true, signer);
}
