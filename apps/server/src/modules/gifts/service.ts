import { GIFT_DELIVERY_DAYS_MAX, type Gift, type GiftStatus, type OrderGift } from '@academy/shared/gifts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type GiftRow, gifts } from '../../db/schema/gifts';
import type { OrderRow } from '../../db/schema/orders';
import type { JobQueue } from '../../infrastructure/jobs';
import { InvalidError } from '../../lib/errors';
import { istDate } from '../../lib/india-days';
import { DELIVER_GIFT_JOB } from './job-kinds';
import { GIFT_MESSAGES } from './messages';

/*
 * The gifts table: one row per order bought as a gift, written with the order, made ready to
 * claim when it is paid, and closed by a claim or by the refund of an unclaimed gift.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Where the email of a gift to be delivered on `deliverOn` goes out: 9 in the morning in India. */
const deliveryTime = (deliverOn: string) => new Date(`${deliverOn}T09:00:00+05:30`);

/**
 * Refuses a gift the checkout cannot take: to the buyer's own address, or for a day that is past
 * or more than 90 days ahead (India's calendar), naming the field.
 */
export function checkGift(gift: Gift, buyerEmail: string, now: Date): void {
  if (gift.recipientEmail === buyerEmail.toLowerCase())
    throw new InvalidError(GIFT_MESSAGES.notForYourself, 'gift.recipientEmail');
  if (gift.deliverOn === undefined) return;
  const today = istDate(now.getTime());
  if (gift.deliverOn < today) throw new InvalidError(GIFT_MESSAGES.deliverOnPast, 'gift.deliverOn');
  if (gift.deliverOn > istDate(now.getTime() + GIFT_DELIVERY_DAYS_MAX * DAY_MS))
    throw new InvalidError(GIFT_MESSAGES.deliverOnTooLate, 'gift.deliverOn');
}

/** Writes the gift of a new order, or what the buyer says of it now when an open one is handed back. */
export async function recordGift(tx: Executor, orderId: string, gift: Gift): Promise<void> {
  const values = {
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message ?? null,
    deliverOn: gift.deliverOn ?? null,
  };
  await tx
    .insert(gifts)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: gifts.orderId, set: values, where: isNull(gifts.readyAt) });
}

export async function findGift(db: Executor, orderId: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.orderId, orderId));
  return row;
}

/** The gift, locked until the caller's transaction ends: a claim, a correction and a refund take turns. */
export async function lockGift(tx: Executor, orderId: string): Promise<GiftRow | undefined> {
  const [row] = await tx.select().from(gifts).where(eq(gifts.orderId, orderId)).for('update');
  return row;
}

/** Queues the gift's email: now, or at 9 in the morning (India) of the day the buyer chose. */
export async function queueDelivery(
  tx: Executor,
  jobs: Pick<JobQueue, 'enqueue'>,
  gift: Pick<GiftRow, 'orderId' | 'deliverOn' | 'linkVersion'>,
  now: Date,
): Promise<void> {
  const scheduled = gift.deliverOn ? deliveryTime(gift.deliverOn) : now;
  await jobs.enqueue(
    tx,
    DELIVER_GIFT_JOB,
    { orderId: gift.orderId, requestedAt: now.toISOString() },
    { runAt: scheduled > now ? scheduled : now },
  );
}

/**
 * The order was paid, in the fulfilment's transaction: the gift can be claimed from now on, and
 * its email is queued. A second call (the webhook after the browser) changes nothing.
 */
export async function readyGift(
  tx: Executor,
  jobs: Pick<JobQueue, 'enqueue'>,
  orderId: string,
  now: Date,
): Promise<void> {
  const [ready] = await tx
    .update(gifts)
    .set({ readyAt: now })
    .where(and(eq(gifts.orderId, orderId), isNull(gifts.readyAt)))
    .returning();
  if (ready) await queueDelivery(tx, jobs, ready, now);
}

export async function markGiftSent(tx: Executor, orderId: string, now: Date): Promise<void> {
  await tx.update(gifts).set({ sentAt: now }).where(eq(gifts.orderId, orderId));
}

export async function markGiftClaimed(
  tx: Executor,
  orderId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.update(gifts).set({ claimedAt: now, claimedBy: userId }).where(eq(gifts.orderId, orderId));
}

/** A corrected address: the links sent to the old one stop working. Returns the gift as it now is. */
export async function changeGiftRecipient(
  tx: Executor,
  orderId: string,
  recipientEmail: string,
): Promise<GiftRow> {
  const [row] = await tx
    .update(gifts)
    .set({ recipientEmail, linkVersion: sql`${gifts.linkVersion} + 1` })
    .where(eq(gifts.orderId, orderId))
    .returning();
  if (!row) throw new Error(`Order ${orderId} has no gift`);
  return row;
}

/** A refund of the order: an unclaimed gift's link stops working; a claimed gift's access goes with the refund. */
export async function cancelGift(tx: Executor, orderId: string, now: Date): Promise<void> {
  await tx
    .update(gifts)
    .set({ cancelledAt: now })
    .where(and(eq(gifts.orderId, orderId), isNull(gifts.claimedAt), isNull(gifts.cancelledAt)));
}

/** Erasure of a buyer's account: their words to the recipients go; the gifts themselves stay theirs to claim. */
export async function forgetGiftMessages(tx: Executor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(gifts)
    .set({ message: null })
    .where(inArray(gifts.orderId, [...orderIds]));
}

export function giftStatus(gift: GiftRow): GiftStatus {
  if (gift.claimedAt) return 'claimed';
  if (gift.cancelledAt) return 'cancelled';
  if (!gift.readyAt) return 'unpaid';
  return gift.sentAt ? 'sent' : 'scheduled';
}

/** The gift as its buyer sees it on the order. */
export function toOrderGift(gift: GiftRow, order: Pick<OrderRow, 'status'>): OrderGift {
  return {
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    deliverOn: gift.deliverOn,
    status: order.status === 'refunded' && !gift.claimedAt ? 'cancelled' : giftStatus(gift),
    sentAt: gift.sentAt?.toISOString() ?? null,
    claimedAt: gift.claimedAt?.toISOString() ?? null,
  };
}
