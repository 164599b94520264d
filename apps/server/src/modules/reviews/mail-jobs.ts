import type { ReviewProductType } from '@academy/shared/review-rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewRequests, reviews } from '../../db/schema/reviews';
import type { JobQueue } from '../../infrastructure/jobs';
import { pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { Mailer } from '../../infrastructure/mail/mailer';
import { ownsAsset, ownsCourse } from '../access/ownership';
import { findAssetFile } from '../assets/lookups';
import { findCourseFacts } from '../courses/lookups';
import { findAccount, findMarketingRecipient } from '../users/lookups';
import { unsubscribeToken } from '../users/unsubscribe-links';
import { reviewReplyEmail, reviewRequestEmail } from './emails';
import { SEND_REVIEW_REPLY_JOB, SEND_REVIEW_REQUEST_JOB } from './job-kinds';
import { productColumn } from './service';

/*
 * The reviews emails' jobs (issue 30). Asking: once per account and product, ever (a row of
 * review_requests is written in the transaction that writes the email, so a job run twice, or
 * enqueued again after its row was swept, finds it and stops), and only to an owner who has not
 * reviewed it and takes marketing mail. Replying: the author hears of each reply.
 */

export type ReviewMailDependencies = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links (users/unsubscribe-links.ts). */
  unsubscribeSecret: string;
};

const productPath = (type: ReviewProductType, id: string) =>
  `${type === 'course' ? '/course/details' : '/digital/details'}/${id}#reviews`;

async function productTitle(db: Database, type: ReviewProductType, id: string): Promise<string | undefined> {
  if (type === 'course') return (await findCourseFacts(db, id))?.title;
  return (await findAssetFile(db, id))?.name;
}

async function sendReviewRequest(
  { db, mailer, publicUrl, unsubscribeSecret }: ReviewMailDependencies,
  { userId, productType, productId }: { userId: string; productType: ReviewProductType; productId: string },
): Promise<void> {
  const recipient = await findMarketingRecipient(db, userId);
  if (!recipient) return;
  const owned =
    productType === 'course'
      ? await ownsCourse(db, userId, productId)
      : await ownsAsset(db, userId, productId);
  if (!owned) return;
  const title = await productTitle(db, productType, productId);
  if (title === undefined) return;
  const [reviewed] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(productColumn(productType), productId)));
  if (reviewed) return;

  const token = encodeURIComponent(unsubscribeToken(unsubscribeSecret, userId));
  await db.transaction(async (tx) => {
    const [asked] = await tx
      .insert(reviewRequests)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ userId: reviewRequests.userId });
    if (!asked) return;
    await mailer.send(
      tx,
      reviewRequestEmail(
        recipient,
        { type: productType, id: productId, title },
        {
          review: pageUrlIn(publicUrl, productPath(productType, productId), recipient.language),
          unsubscribePage: pageUrlIn(publicUrl, `/unsubscribe?token=${token}`, recipient.language),
          unsubscribe: `${publicUrl}/api/account/marketing-emails/unsubscribe?token=${token}`,
        },
      ),
    );
  });
}

async function sendReplyNotice({ db, mailer, publicUrl }: ReviewMailDependencies, reviewId: string) {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!review?.replyText) return;
  const author = await findAccount(db, review.userId);
  if (!author) return;
  const productType: ReviewProductType = review.courseId ? 'course' : 'asset';
  const productId = review.courseId ?? review.assetId ?? '';
  const title = await productTitle(db, productType, productId);
  if (title === undefined) return;
  await mailer.send(
    db,
    reviewReplyEmail(
      author,
      { id: review.id, productTitle: title, reply: review.replyText },
      pageUrlIn(publicUrl, productPath(productType, productId), author.language),
    ),
  );
}

export function registerReviewMailJobs(jobs: JobQueue, dependencies: ReviewMailDependencies): void {
  jobs.register(
    SEND_REVIEW_REQUEST_JOB,
    (payload) =>
      sendReviewRequest(
        dependencies,
        payload as { userId: string; productType: ReviewProductType; productId: string },
      ),
    { lane: 'mail' },
  );
  jobs.register(
    SEND_REVIEW_REPLY_JOB,
    (payload) => sendReplyNotice(dependencies, (payload as { reviewId: string }).reviewId),
    { lane: 'mail' },
  );
}
