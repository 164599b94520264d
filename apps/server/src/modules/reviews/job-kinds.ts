import type { ReviewProductType } from '@academy/shared/review-rules';
import type { Executor } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';

/*
 * The reviews module's background jobs (issue 30), named apart from their handlers
 * (mail-jobs.ts) so that the flows which enqueue them (a certificate, a paid order, a reply)
 * import only this.
 */

/** `{ userId, productType, productId }`: the one email asking the owner to review the product. */
export const SEND_REVIEW_REQUEST_JOB = 'reviews.send-request';

/** `{ reviewId }`: the email telling the author the academy replied to their review. */
export const SEND_REVIEW_REPLY_JOB = 'reviews.send-reply';

/** An asset is asked about a week after it was bought: time to have used it. */
export const ASSET_REVIEW_REQUEST_DELAY_MS = 7 * 24 * 60 * 60_000;

/**
 * Asks the owner, by email, to review a product: now after a course's certificate, a week after
 * an asset's purchase. Enqueue it in the transaction that issued or sold it. The job asks once per
 * account and product whatever enqueues it, and not at all if the owner has reviewed it by then,
 * no longer owns it, or takes no marketing mail.
 */
export async function askForReview(
  executor: Executor,
  jobs: Pick<JobQueue, 'enqueue'>,
  request: { userId: string; productType: ReviewProductType; productId: string },
  options: { after?: number } = {},
): Promise<void> {
  await jobs.enqueue(executor, SEND_REVIEW_REQUEST_JOB, request, {
    singletonKey: `review-request:${request.userId}:${request.productId}`,
    ...(options.after ? { runAt: new Date(Date.now() + options.after) } : {}),
  });
}
