import {
  type AdminReview,
  type AdminReviewListQuery,
  REVIEW_RATINGS,
  type Review,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewProductType,
  type ReviewSummary,
  REVIEWS_PAGE_SIZE,
} from '@academy/shared/reviews';
import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { digitalAssets } from '../../db/schema/assets';
import { courses } from '../../db/schema/courses';
import { reviews, reviewSummaries } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ownsAsset, ownsCourse } from '../access/ownership';
import { recordAuditEvent } from '../audit/service';
import { REVIEW_MESSAGES } from './messages';

/*
 * Verified reviews (issue 30). The public page of a product's reviews is one indexed read of
 * its summary row and one of its page: the figures are kept by a trigger (migration 0026), never
 * counted per request. This file also reads users (the author's name) and, for the admin list,
 * courses and assets (the product's title): a read model (eslint/module-ownership.js).
 */

type ReviewRow = typeof reviews.$inferSelect;

const productColumn = (type: ReviewProductType) => (type === 'course' ? reviews.courseId : reviews.assetId);

/** "Priya S." for Priya Sharma: a first name and the last name's initial, never the whole name. */
export function publicAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const initial = [...(words.at(-1) ?? '')][0] ?? '';
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`;
}

function toReview(row: ReviewRow, authorName: string): Review {
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
  const table = type === 'course' ? courses : digitalAssets;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, productId)).limit(1);
  return row !== undefined;
}

/** Each order as an index of migration 0026 holds it: one index scan, no sort. */
const ORDER_OF_SORT: Record<ReviewListQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** `GET /reviews`: the product's summary and one page of its visible reviews. */
export async function reviewPage(
  db: Executor,
  { productType, productId, page, sort }: ReviewListQuery,
): Promise<{ summary: ReviewSummary; reviews: Review[]; total: number; limit: number }> {
  const summary = await reviewSummary(db, productId);
  // A visible review is of a product that exists (deleting one deletes its reviews); without
  // one, the product must be asked for.
  if (summary.count === 0) {
    if (!(await productExists(db, productType, productId))) {
      throw new NotFoundError(productType === 'course' ? 'Course not found' : 'Digital asset not found');
    }
    return { summary, reviews: [], total: 0, limit: REVIEWS_PAGE_SIZE };
  }
  const rows = await db
    .select({ review: reviews, authorName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(productColumn(productType), productId), isNull(reviews.hiddenAt)))
    .orderBy(...ORDER_OF_SORT[sort])
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    summary,
    reviews: rows.map(({ review, authorName }) => toReview(review, authorName)),
    total: summary.count,
    limit: REVIEWS_PAGE_SIZE,
  };
}

/**
 * `POST /reviews`: the owner's review of the product, written or, when they had one, replaced
 * (with today's date; the academy's reply answered words that are gone, so it goes too). A
 * review the academy hid stays hidden when rewritten: an admin shows it again.
 */
export async function saveReview(
  db: Executor,
  userId: string,
  { productType, productId, rating, text }: ReviewInput,
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
    .values({ userId, ...product, rating, text })
    .onConflictDoUpdate({
      target: [reviews.userId, productColumn(productType)],
      set: { rating, text, createdAt: sql`now()`, replyText: null, repliedAt: null },
    })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id otherwise.
    .returning({ ...getTableColumns(reviews), inserted: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('The review upsert returned no row');
  const { inserted, ...row } = saved;
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return { review: toReview(row, author?.name ?? ''), created: inserted };
}

/** `DELETE /reviews/:id`: by its author, or by an admin (which the audit log records). */
export async function deleteReview(
  db: Database,
  caller: { id: string; role: string },
  reviewId: string,
): Promise<void> {
  const [review] = await adminReviewsQuery(db).where(eq(reviews.id, reviewId)).limit(1);
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  const byAuthor = review.review.userId === caller.id;
  if (caller.role !== 'admin' && !byAuthor) throw new ForbiddenError(REVIEW_MESSAGES.onlyAuthor);
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    if (!byAuthor) {
      await recordAuditEvent(tx, {
        actorId: caller.id,
        action: 'review.delete',
        target: { type: 'review', id: reviewId },
        details: auditDetails(toAdminReview(review)),
      });
    }
  });
}

/** What the audit log keeps of a review: its stars and its product, not its author's words. */
const auditDetails = (review: AdminReview) => ({
  rating: review.rating,
  productType: review.product.type,
  productId: review.product.id,
  productTitle: review.product.title,
});

/** Account erasure: the account's reviews go with it (their figures with them, by the trigger). */
export async function deleteReviewsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.userId, userId));
}

const adminSelection = {
  review: reviews,
  authorName: users.name,
  authorEmail: users.email,
  courseTitle: courses.title,
  assetName: digitalAssets.name,
};

type AdminRow = {
  review: ReviewRow;
  authorName: string;
  authorEmail: string;
  courseTitle: string | null;
  assetName: string | null;
};

function toAdminReview({ review, authorName, authorEmail, courseTitle, assetName }: AdminRow): AdminReview {
  const base = toReview(review, authorName);
  return {
    ...base,
    author: { id: review.userId, name: authorName, email: authorEmail },
    product: review.courseId
      ? { type: 'course', id: review.courseId, title: courseTitle ?? '' }
      : { type: 'asset', id: review.assetId ?? '', title: assetName ?? '' },
    hidden:
      review.hiddenAt !== null
        ? { reason: review.hiddenReason ?? '', at: review.hiddenAt.toISOString() }
        : null,
  };
}

function adminReviewsQuery(db: Executor) {
  return db
    .select(adminSelection)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(courses, eq(courses.id, reviews.courseId))
    .leftJoin(digitalAssets, eq(digitalAssets.id, reviews.assetId));
}

/** `GET /admin/reviews`: every review, newest first, filtered by product, stars and visibility. */
export async function listReviewsForAdmin(
  db: Executor,
  { page, limit, productType, productId, rating, hidden }: AdminReviewListQuery,
): Promise<{ reviews: AdminReview[]; total: number }> {
  const conditions = and(
    productType ? isNotNull(productColumn(productType)) : undefined,
    productId ? sql`coalesce(${reviews.courseId}, ${reviews.assetId}) = ${productId}` : undefined,
    rating ? eq(reviews.rating, rating) : undefined,
    hidden === 'true'
      ? isNotNull(reviews.hiddenAt)
      : hidden === 'false'
        ? isNull(reviews.hiddenAt)
        : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    adminReviewsQuery(db)
      .where(conditions)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reviews).where(conditions),
  ]);
  return { reviews: rows.map(toAdminReview), total: counted?.total ?? 0 };
}

async function adminReview(db: Executor, reviewId: string): Promise<AdminReview> {
  const [row] = await adminReviewsQuery(db).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return toAdminReview(row);
}

/**
 * `PATCH /admin/reviews/:id`: hidden (with the academy's reason) or shown again, recorded in the
 * audit log; the figures follow in the same transaction.
 */
export async function setReviewHidden(
  db: Database,
  adminId: string,
  reviewId: string,
  { hidden, reason }: { hidden: boolean; reason?: string | undefined },
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(reviews)
      .set(
        hidden
          ? { hiddenAt: sql`coalesce(${reviews.hiddenAt}, now())`, hiddenReason: reason ?? '' }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id });
    if (changed.length === 0) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const review = await adminReview(tx, reviewId);
    await recordAuditEvent(tx, {
      actorId: adminId,
      action: hidden ? 'review.hide' : 'review.show',
      target: { type: 'review', id: reviewId },
      details: hidden ? { ...auditDetails(review), reason: reason ?? '' } : auditDetails(review),
    });
    return review;
  });
}

/** `POST /admin/reviews/:id/reply`: the academy's answer, shown under the review (a new one replaces it). */
export async function replyToReview(db: Executor, reviewId: string, text: string): Promise<AdminReview> {
  const changed = await db
    .update(reviews)
    .set({ replyText: text, repliedAt: sql`now()` })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  if (changed.length === 0) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return adminReview(db, reviewId);
}
