import { and, eq, gt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { checkoutReminders, orderItems, orders } from '../../db/schema/orders';
import type { JobQueue } from '../../infrastructure/jobs';
import { pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { Mailer } from '../../infrastructure/mail/mailer';
import { heldAmong } from '../access/ownership';
import { findMarketingRecipient } from '../users/lookups';
import { lockUser } from '../users/service';
import { unsubscribeToken } from '../users/unsubscribe-links';
import { checkoutReminderEmail, type RemindedProduct } from './checkout-reminder-email';
import { CHECKOUT_REMINDER_JOB } from './job-kinds';
import { COUPON_HOLD_MS } from './service';

/*
 * The checkout reminder (issue 31): a day after an order that needed paying was made, one email
 * to its buyer if it is still unpaid, listing its products they do not own by then. It is
 * marketing mail, so only to a buyer who takes it, and at most one a week per buyer: the row of
 * checkout_reminders is written in the transaction that writes the email, under the buyer's user
 * row, so a job run twice finds its order's row and two orders' jobs at once cannot both see no
 * reminder in the week.
 */

export type CheckoutReminderDependencies = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links (users/unsubscribe-links.ts). */
  unsubscribeSecret: string;
};

const REMINDER_EVERY_MS = 7 * 24 * 60 * 60_000;

/**
 * Unpaid: still waiting, or closed unpaid (reconciliation cancels an abandoned order, a new
 * checkout replaces one). A failed order never reached the gateway.
 */
const UNPAID: readonly string[] = ['created', 'cancelled'];

/**
 * The order's products still for sale, as the order priced them: a bundle as one product (its
 * lines' prices summed) unless the buyer holds every item of it, a course or asset unless they
 * hold it.
 */
async function productsStillWanted(
  db: Database,
  userId: string,
  orderId: string,
): Promise<(Omit<RemindedProduct, 'url'> & { path: string })[]> {
  const lines = await db
    .select({
      courseId: orderItems.courseId,
      assetId: orderItems.assetId,
      bundleId: orderItems.bundleId,
      bundleTitle: orderItems.bundleTitle,
      title: orderItems.title,
      pricePaise: orderItems.pricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const held = new Set(
    (
      await heldAmong(db, userId, {
        courseIds: lines.flatMap((line) => (line.courseId ? [line.courseId] : [])),
        assetIds: lines.flatMap((line) => (line.assetId ? [line.assetId] : [])),
      })
    ).map((row) => row.productId),
  );

  const products = new Map<string, { title: string; pricePaise: number; path: string; wanted: boolean }>();
  for (const line of lines) {
    const productId = line.courseId ?? line.assetId;
    // A product deleted since cannot be bought again.
    if (!productId) continue;
    const key = line.bundleId ?? productId;
    const product = products.get(key) ?? {
      title: line.bundleId ? (line.bundleTitle ?? line.title) : line.title,
      pricePaise: 0,
      path: line.bundleId
        ? `/bundles/${line.bundleId}`
        : line.courseId
          ? `/course/details/${line.courseId}`
          : `/digital/details/${productId}`,
      wanted: false,
    };
    product.pricePaise += line.pricePaise;
    product.wanted ||= !held.has(productId);
    products.set(key, product);
  }
  return [...products.values()].flatMap(({ wanted, ...product }) => (wanted ? [product] : []));
}

export async function sendCheckoutReminder(
  { db, mailer, publicUrl, unsubscribeSecret }: CheckoutReminderDependencies,
  orderId: string,
  now: Date,
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !UNPAID.includes(order.status)) return;
  if (order.createdAt.getTime() + COUPON_HOLD_MS > now.getTime()) return;
  const recipient = await findMarketingRecipient(db, order.userId);
  if (!recipient) return;
  const products = await productsStillWanted(db, order.userId, order.id);
  if (products.length === 0) return;

  const token = encodeURIComponent(unsubscribeToken(unsubscribeSecret, order.userId));
  await db.transaction(async (tx) => {
    await lockUser(tx, order.userId);
    const [recent] = await tx
      .select({ orderId: checkoutReminders.orderId })
      .from(checkoutReminders)
      .where(
        and(
          eq(checkoutReminders.userId, order.userId),
          gt(checkoutReminders.sentAt, new Date(now.getTime() - REMINDER_EVERY_MS)),
        ),
      )
      .limit(1);
    if (recent) return;
    const [recorded] = await tx
      .insert(checkoutReminders)
      .values({ orderId: order.id, userId: order.userId, sentAt: now })
      .onConflictDoNothing()
      .returning({ orderId: checkoutReminders.orderId });
    if (!recorded) return;
    await mailer.send(
      tx,
      checkoutReminderEmail(
        recipient,
        products.map(({ path, ...product }) => ({
          ...product,
          url: pageUrlIn(publicUrl, path, recipient.language),
        })),
        {
          cart: pageUrlIn(publicUrl, '/my-cart', recipient.language),
          unsubscribePage: pageUrlIn(publicUrl, `/unsubscribe?token=${token}`, recipient.language),
          unsubscribe: `${publicUrl}/api/account/marketing-emails/unsubscribe?token=${token}`,
        },
      ),
    );
  });
}

/** Erasure of an account (issue 11): the reminders it was sent go with it. */
export async function deleteCheckoutRemindersOf(db: Executor, userId: string): Promise<void> {
  await db.delete(checkoutReminders).where(eq(checkoutReminders.userId, userId));
}

export function registerCheckoutReminders(jobs: JobQueue, dependencies: CheckoutReminderDependencies): void {
  jobs.register(
    CHECKOUT_REMINDER_JOB,
    (payload) => sendCheckoutReminder(dependencies, (payload as { orderId: string }).orderId, new Date()),
    { lane: 'mail' },
  );
}
