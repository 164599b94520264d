import type { Database } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';
import { pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { Mailer } from '../../infrastructure/mail/mailer';
import { findOrder } from '../orders/service';
import { findAccount } from '../users/lookups';
import { giftEmail } from './emails';
import { DELIVER_GIFT_JOB } from './job-kinds';
import { giftToken } from './links';
import { giftProducts } from './products';
import { lockGift, markGiftSent } from './service';

/*
 * The gift email's job: written in one transaction with the gift's `sentAt`, under the gift's row
 * lock, so a run repeated after a crash, a resend and a corrected address each write one email,
 * to the address the gift has then, with the link of its current version.
 */

export type GiftDeliveryDependencies = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the claim links (links.ts). */
  secret: string;
};

export async function deliverGift(
  { db, mailer, publicUrl, secret }: GiftDeliveryDependencies,
  orderId: string,
  requestedAt: Date,
): Promise<void> {
  const order = await findOrder(db, orderId);
  if (!order || order.status !== 'paid') return;
  const [buyer, products] = await Promise.all([findAccount(db, order.userId), giftProducts(db, orderId)]);
  if (!buyer || products.length === 0) return;

  await db.transaction(async (tx) => {
    const gift = await lockGift(tx, orderId);
    if (!gift?.readyAt || gift.claimedAt || gift.cancelledAt) return;
    if (gift.sentAt && gift.sentAt >= requestedAt) return;
    const token = giftToken(secret, orderId, gift.linkVersion);
    const page = (path: string) => pageUrlIn(publicUrl, path, buyer.language);
    await mailer.send(
      tx,
      giftEmail({
        buyer,
        recipient: { name: gift.recipientName, email: gift.recipientEmail },
        message: gift.message,
        products,
        productUrl: (product) =>
          page(
            product.type === 'course' ? `/course/details/${product.id}` : `/digital/details/${product.id}`,
          ),
        claim: { url: `${page('/gift')}#${token}`, token },
      }),
    );
    await markGiftSent(tx, orderId, new Date());
  });
}

export function registerGiftDelivery(jobs: JobQueue, dependencies: GiftDeliveryDependencies): void {
  jobs.register(
    DELIVER_GIFT_JOB,
    async (payload) => {
      const { orderId, requestedAt } = payload as { orderId: string; requestedAt: string };
      await deliverGift(dependencies, orderId, new Date(requestedAt));
    },
    { lane: 'mail' },
  );
}
