import type { AdminReview, AdminReviewListQuery } from '@academy/shared/reviews';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { digitalAssets } from '../../db/schema/assets';
import { courses } from '../../db/schema/courses';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import type { JobQueue } from '../../infrastructure/jobs';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/service';
import { SEND_REVIEW_REPLY_JOB } from './job-kinds';
import { REVIEW_MESSAGES } from './messages';
import { productColumn, type ReviewRow, toReview } from './service';

/*
 * Reviews as the academy moderates them: every review with its author's account and its
 * product's title (a read model of users, courses and assets, eslint/module-ownership.js), hidden
 * or shown again, replied to, or deleted, each hide, show and admin's deletion in the audit log.
 */

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
export async function replyToReview(
  db: Database,
  jobs: Pick<JobQueue, 'enqueue'>,
  reviewId: string,
  text: string,
): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const repliedAt = await writeReplyIn(tx, reviewId, text);
    // The author hears of each reply once, an edited one too.
    await jobs.enqueue(
      tx,
      SEND_REVIEW_REPLY_JOB,
      { reviewId },
      { singletonKey: `review-reply:${reviewId}:${repliedAt.toISOString()}` },
    );
  });
  return adminReview(db, reviewId);
}

/**
 * The academy's answer written under the review, in the caller's transaction, dated now or `at`;
 * answers its date. Nobody is told: replyToReview enqueues the author's email, and the demo
 * seed's replies (to accounts nobody reads) use this alone.
 */
export async function writeReplyIn(
  tx: Executor,
  reviewId: string,
  text: string,
  { at }: { at?: Date } = {},
): Promise<Date> {
  const [changed] = await tx
    .update(reviews)
    .set({ replyText: text, repliedAt: at ?? sql`now()` })
    .where(eq(reviews.id, reviewId))
    .returning({ repliedAt: reviews.repliedAt });
  if (!changed?.repliedAt) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return changed.repliedAt;
}
