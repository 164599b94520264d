import type { GiftProduct, GiftView, OrderGift } from '@academy/shared/gifts';
import type { Database, Transaction } from '../../db/client';
import type { GiftRow } from '../../db/schema/gifts';
import type { OrderRow } from '../../db/schema/orders';
import type { JobQueue } from '../../infrastructure/jobs';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../lib/errors';
import { grantPurchase } from '../../modules/access/grants';
import { readGiftToken } from '../../modules/gifts/links';
import { GIFT_MESSAGES } from '../../modules/gifts/messages';
import { giftProducts } from '../../modules/gifts/products';
import {
  changeGiftRecipient,
  findGift,
  lockGift,
  markGiftClaimed,
  queueDelivery,
  toOrderGift,
} from '../../modules/gifts/service';
import { ORDER_MESSAGES } from '../../modules/orders/messages';
import { findOrder, findOrderForUpdate, purchasedLinesOf } from '../../modules/orders/service';
import { findAccount } from '../../modules/users/lookups';
import { markEmailVerified } from '../../modules/users/changes';
import { lockUser } from '../../modules/users/service';

/*
 * Gifts (issue 31), across the modules they span: the recipient's claim hands over the order's
 * products (access), the buyer's corrections go out as mail again (gifts' job), and both read the
 * order (orders). The buyer sees the gift on their order; the link's holder sees what it gives.
 */

export type GiftCaller = { id: string; role: string; email: string };

/** A gift's link, read and checked: its gift as it stands, or a 404 for a link that no longer works. */
async function giftOfLink(db: Database, secret: string, token: string): Promise<GiftRow> {
  const link = readGiftToken(secret, token);
  const gift = link ? await findGift(db, link.orderId) : undefined;
  if (!link || !gift?.readyAt || gift.linkVersion !== link.version)
    throw new NotFoundError(GIFT_MESSAGES.linkInvalid);
  return gift;
}

/** What the claim page shows to whoever holds the link: from whom, for whom, and what. */
export async function viewGift(db: Database, secret: string, token: string): Promise<GiftView> {
  const gift = await giftOfLink(db, secret, token);
  const order = await findOrder(db, gift.orderId);
  const buyer = order ? await findAccount(db, order.userId) : undefined;
  return {
    fromName: buyer?.name ?? '',
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    state: gift.claimedAt
      ? 'claimed'
      : gift.cancelledAt || order?.status !== 'paid'
        ? 'cancelled'
        : 'waiting',
    products: await giftProducts(db, gift.orderId),
  };
}

/**
 * The recipient, signed in with the address the gift went to, takes it: the order's products are
 * theirs from now on (a refund of the order takes them back, as any refund does). Under the gift's
 * row lock, so of two claims at once exactly one wins; the other finds it claimed (409). Holding
 * the link proves the address, so the account's address counts as verified.
 */
export async function claimGift(
  db: Database,
  secret: string,
  caller: GiftCaller,
  token: string,
  now: Date = new Date(),
): Promise<GiftProduct[]> {
  const link = readGiftToken(secret, token);
  if (!link) throw new NotFoundError(GIFT_MESSAGES.linkInvalid);
  await db.transaction(async (tx) => {
    // The order before the gift, as a refund takes them: the two wait on each other, never deadlock.
    await lockUser(tx, caller.id);
    const order = await findOrderForUpdate(tx, link.orderId);
    const gift = await lockGift(tx, link.orderId);
    if (!gift?.readyAt || gift.linkVersion !== link.version)
      throw new NotFoundError(GIFT_MESSAGES.linkInvalid);
    if (gift.claimedAt)
      throw new ConflictError(
        gift.claimedBy === caller.id ? GIFT_MESSAGES.claimedByYou : GIFT_MESSAGES.alreadyClaimed,
      );
    if (gift.cancelledAt || order?.status !== 'paid') throw new ConflictError(GIFT_MESSAGES.cancelled);
    if (caller.email.toLowerCase() !== gift.recipientEmail)
      throw new ForbiddenError(GIFT_MESSAGES.wrongAccount);

    await grantPurchase(tx, {
      userId: caller.id,
      orderId: gift.orderId,
      lines: await purchasedLinesOf(tx, gift.orderId),
    });
    await markGiftClaimed(tx, gift.orderId, caller.id, now);
    await markEmailVerified(tx, caller.id);
  });
  return giftProducts(db, link.orderId);
}

/** The caller's own order (an admin's: any), or a 404 that says nothing of others' orders. */
async function callersOrder(db: Database, caller: GiftCaller, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || (order.userId !== caller.id && caller.role !== 'admin'))
    throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return order;
}

export async function orderGift(db: Database, caller: GiftCaller, orderId: string): Promise<OrderGift> {
  const order = await callersOrder(db, caller, orderId);
  const gift = await findGift(db, orderId);
  if (!gift) throw new NotFoundError(GIFT_MESSAGES.notAGift);
  return toOrderGift(gift, order);
}

/** A change the buyer makes to a gift still to be claimed, under its row lock. */
async function changeOpenGift(
  db: Database,
  order: OrderRow,
  change: (tx: Transaction, gift: GiftRow) => Promise<void>,
): Promise<OrderGift> {
  const orderId = order.id;
  return db.transaction(async (tx) => {
    const gift = await lockGift(tx, orderId);
    if (!gift) throw new NotFoundError(GIFT_MESSAGES.notAGift);
    if (gift.claimedAt || gift.cancelledAt || order.status === 'refunded')
      throw new ConflictError(GIFT_MESSAGES.closed);
    await change(tx, gift);
    return toOrderGift((await findGift(tx, orderId)) ?? gift, order);
  });
}

const RESEND_GAP_MS = 60_000;

/** The email again, to the address the gift has now; only once it has gone out, and not twice a minute. */
export async function resendGift(
  db: Database,
  jobs: Pick<JobQueue, 'enqueue' | 'nudge'>,
  caller: GiftCaller,
  orderId: string,
  now: Date = new Date(),
): Promise<OrderGift> {
  const order = await callersOrder(db, caller, orderId);
  const gift = await changeOpenGift(db, order, async (tx, row) => {
    if (!row.readyAt) throw new ConflictError(GIFT_MESSAGES.unpaid);
    if (!row.sentAt) throw new ConflictError(GIFT_MESSAGES.notSentYet);
    if (now.getTime() - row.sentAt.getTime() < RESEND_GAP_MS)
      throw new ConflictError(GIFT_MESSAGES.sentJustNow);
    await queueDelivery(tx, jobs, { ...row, deliverOn: null }, now);
  });
  jobs.nudge();
  return gift;
}

/**
 * A corrected address, until the gift is claimed: the links sent before stop working, and a gift
 * already sent goes again to the new address (one still scheduled goes on its day).
 */
export async function changeRecipient(
  db: Database,
  jobs: Pick<JobQueue, 'enqueue' | 'nudge'>,
  caller: GiftCaller,
  orderId: string,
  recipientEmail: string,
  now: Date = new Date(),
): Promise<OrderGift> {
  const order = await callersOrder(db, caller, orderId);
  // The caller is the buyer, unless an admin corrects it for them.
  const buyerEmail = order.userId === caller.id ? caller.email : (await findAccount(db, order.userId))?.email;
  if (buyerEmail?.toLowerCase() === recipientEmail)
    throw new InvalidError(GIFT_MESSAGES.readdressedToYourself, 'recipientEmail');
  const gift = await changeOpenGift(db, order, async (tx, row) => {
    const changed = await changeGiftRecipient(tx, orderId, recipientEmail);
    if (row.sentAt) await queueDelivery(tx, jobs, { ...changed, deliverOn: null }, now);
  });
  jobs.nudge();
  return gift;
}
