import { REVIEW_RATINGS, type ReviewProductType, REVIEWS_PAGE_SIZE } from '@academy/shared/review-rules';
import type {
  MyReview,
  MyReviewQuery,
  Review,
  ReviewInput,
  ReviewListQuery,
  ReviewSummary,
} from '@academy/shared/reviews';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviewRequests, reviews, reviewSummaries } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { ForbiddenError, InvalidError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ownsAsset, ownsCourse } from '../access/ownership';
import { findAssetFile } from '../assets/lookups';
import { findCourseFacts } from '../courses/lookups';
import { REVIEW_MESSAGES } from './messages';

/*
 * Verified reviews (issue 30). The public page of a product's reviews is one indexed read of
 * its summary row and one of its page: the figures are kept by a trigger (migration 0026), never
 * counted per request. This file also reads users (the author's name in the page's one
 * statement): a read model (eslint/module-ownership.js). Moderation is in moderation.ts.
 */

export type ReviewRow = typeof reviews.$inferSelect;

export const productColumn = (type: ReviewProductType) =>
  type === 'course' ? reviews.courseId : reviews.assetId;

/** "Priya S." for Priya Sharma: a first name and the last name's initial, never the whole name. */
export function publicAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const initial = [...(words.at(-1) ?? '')][0] ?? '';
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`;
}

export function toReview(row: ReviewRow, authorName: string): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: { name: publicAuthorName(authorName) },
    createdAt: row.createdAt.toISOString(),
    verified: true,
    reply:
      row.replyText !== null && row.repliedAt !== null
        ? { text: row.replyText, createdAt: row.repliedAt.toISOString() }
        : null,
  };
}

const EMPTY_SUMMARY: ReviewSummary = {
  average: null,
  count: 0,
  distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
};

/** The product's figures, from its summary row. The average is rounded to one decimal. */
export async function reviewSummary(db: Executor, productId: string): Promise<ReviewSummary> {
  if (!isUuid(productId)) return EMPTY_SUMMARY;
  const [row] = await db.select().from(reviewSummaries).where(eq(reviewSummaries.productId, productId));
  if (!row) return EMPTY_SUMMARY;
  const distribution = {
    '1': row.stars1,
    '2': row.stars2,
    '3': row.stars3,
    '4': row.stars4,
    '5': row.stars5,
  };
  const total = REVIEW_RATINGS.reduce((sum, stars) => sum + distribution[stars], 0);
  if (total === 0) return EMPTY_SUMMARY;
  const starSum = REVIEW_RATINGS.reduce((sum, stars) => sum + stars * distribution[stars], 0);
  return { average: Math.round((starSum / total) * 10) / 10, count: total, distribution };
}

/** Whether a course or an asset of this id exists (its reviews are asked for by its page). */
async function productExists(db: Executor, type: ReviewProductType, productId: string): Promise<boolean> {
  const product =
    type === 'course' ? await findCourseFacts(db, productId) : await findAssetFile(db, productId);
  return product !== undefined;
}

/** Each order as an index of migration 0026 holds it: one index scan, no sort. */
const ORDER_OF_SORT: Record<ReviewListQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** Where a page ends, in every order's terms: the stars, the exact time and the id of its last review. */
type ReviewPosition = { rating: number; createdMicros: string; id: string };

/** `data.nextCursor`: a review's position, as an opaque token for `after=`. */
export const cursorOf = (position: ReviewPosition): string =>
  Buffer.from(`${position.rating}:${position.createdMicros}:${position.id}`).toString('base64url');

function positionOf(cursor: string): ReviewPosition {
  const [rating = '', createdMicros = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split(':');
  if (rest.length > 0 || !/^[1-5]$/.test(rating) || !/^\d{1,18}$/.test(createdMicros) || !isUuid(id)) {
    throw new InvalidError(REVIEW_MESSAGES.badCursor, 'after');
  }
  return { rating: Number(rating), createdMicros, id };
}

/** The review's time to the microsecond (a JavaScript Date keeps milliseconds only). */
const createdMicros = sql<string>`(extract(epoch from ${reviews.createdAt}) * 1000000)::bigint::text`;
const atMicros = (micros: string) => sql`(timestamptz 'epoch' + (${micros} || ' microseconds')::interval)`;

/** Before `position` among reviews of the same stars: newer first, then the higher id. */
const earlierInItsStars = (position: ReviewPosition) =>
  sql`(${reviews.createdAt}, ${reviews.id}) < (${atMicros(position.createdMicros)}, ${position.id}::uuid)`;

/**
 * `GET /reviews`: the product's summary and a page of its visible reviews (REVIEWS_PAGE_SIZE):
 * by number, or (`after`) the ones after a review, which reads as fast at the 5,000th as at the
 * first. One more than a page is read, to know whether there is a next.
 */
export async function reviewPage(
  db: Executor,
  { productType, productId, page, sort, after }: ReviewListQuery,
): Promise<{
  summary: ReviewSummary;
  reviews: Review[];
  nextCursor: string | null;
  total: number;
  limit: number;
}> {
  const position = after === undefined ? undefined : positionOf(after);
  const summary = await reviewSummary(db, productId);
  // A visible review is of a product that exists (deleting one deletes its reviews); without
  // one, the product must be asked for.
  if (summary.count === 0) {
    if (!(await productExists(db, productType, productId))) {
      throw new NotFoundError(
        productType === 'course' ? SERVER_MESSAGES.courseNotFound : SERVER_MESSAGES.assetNotFound,
      );
    }
    return { summary, reviews: [], nextCursor: null, total: 0, limit: REVIEWS_PAGE_SIZE };
  }
  const visible = and(eq(productColumn(productType), productId), isNull(reviews.hiddenAt));
  const read = (where: SQL | undefined, order: SQL[], limit: number, offset = 0) =>
    db
      .select({ review: reviews, authorName: users.name, createdMicros })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(visible, where))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const wanted = REVIEWS_PAGE_SIZE + 1;

  let rows;
  if (!position) {
    rows = await read(undefined, ORDER_OF_SORT[sort], wanted, (page - 1) * REVIEWS_PAGE_SIZE);
  } else if (sort === 'newest') {
    rows = await read(earlierInItsStars(position), ORDER_OF_SORT.newest, wanted);
  } else {
    // The rest of the same stars, then the next stars on: two range reads of the order's index,
    // where one condition over both would have to walk from the start.
    rows = await read(
      and(eq(reviews.rating, position.rating), earlierInItsStars(position)),
      ORDER_OF_SORT[sort],
      wanted,
    );
    if (rows.length < wanted) {
      const further =
        sort === 'highest' ? lt(reviews.rating, position.rating) : gt(reviews.rating, position.rating);
      rows = [...rows, ...(await read(further, ORDER_OF_SORT[sort], wanted - rows.length))];
    }
  }
  const shown = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    summary,
    reviews: shown.map(({ review, authorName }) => toReview(review, authorName)),
    nextCursor:
      rows.length > REVIEWS_PAGE_SIZE && last
        ? cursorOf({ rating: last.review.rating, createdMicros: last.createdMicros, id: last.review.id })
        : null,
    total: summary.count,
    limit: REVIEWS_PAGE_SIZE,
  };
}

/** `GET /reviews/mine`: the caller's review of the product, for their page's form, or null. */
export async function myReview(
  db: Executor,
  userId: string,
  { productType, productId }: MyReviewQuery,
): Promise<MyReview | null> {
  const [row] = await db
    .select({ review: reviews, authorName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), eq(productColumn(productType), productId)));
  return row ? { ...toReview(row.review, row.authorName), hidden: row.review.hiddenAt !== null } : null;
}

/**
 * `POST /reviews`: the owner's review of the product, written or, when they had one, replaced
 * (with today's date; the academy's reply answered words that are gone, so it goes too). A
 * review the academy hid stays hidden when rewritten: an admin shows it again. `at` dates it
 * other than now: the demo seed's reviews were written on days before the seed.
 */
export async function saveReview(
  db: Executor,
  userId: string,
  { productType, productId, rating, text }: ReviewInput,
  { at }: { at?: Date } = {},
): Promise<{ review: Review; created: boolean }> {
  const owned =
    productType === 'course'
      ? await ownsCourse(db, userId, productId)
      : await ownsAsset(db, userId, productId);
  if (!owned) {
    throw new ForbiddenError(
      productType === 'course' ? REVIEW_MESSAGES.ownCourseToReview : REVIEW_MESSAGES.ownAssetToReview,
    );
  }
  const product = productType === 'course' ? { courseId: productId } : { assetId: productId };
  const [saved] = await db
    .insert(reviews)
    .values({ userId, ...product, rating, text, ...(at ? { createdAt: at } : {}) })
    .onConflictDoUpdate({
      target: [reviews.userId, productColumn(productType)],
      set: { rating, text, createdAt: at ?? sql`now()`, replyText: null, repliedAt: null },
    })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id otherwise.
    .returning({ ...getTableColumns(reviews), inserted: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('The review upsert returned no row');
  const { inserted, ...row } = saved;
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return { review: toReview(row, author?.name ?? ''), created: inserted };
}

/**
 * Account erasure: the account's reviews go with it (their figures with them, by the trigger),
 * and the record of what it was asked to review.
 */
export async function deleteReviewsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.userId, userId));
  await db.delete(reviewRequests).where(eq(reviewRequests.userId, userId));
}
