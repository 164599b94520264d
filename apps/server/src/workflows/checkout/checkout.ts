import type { OrderCreated, VerifyPaymentInput } from '@academy/shared/checkout';
import type { Gift } from '@academy/shared/gifts';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { CURRENCY } from '@academy/shared/payment';
import type { InvoicingSettings } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { JobQueue } from '../../infrastructure/jobs';
import { GatewayUnavailableError, type PaymentGateway } from '../../infrastructure/payments/gateway';
import { InvalidError, NotFoundError, UpstreamFailedError } from '../../lib/errors';
import { grantPurchase } from '../../modules/access/grants';
import { heldAmong } from '../../modules/access/ownership';
import { removeFromCart } from '../../modules/cart/service';
import { findCouponByIdForUpdate, recordCouponUse } from '../../modules/coupons/uses';
import { checkGift, recordGift, readyGift } from '../../modules/gifts/service';
import { queueRefund, type RefundReason } from '../../modules/refunds/service';
import { findAccount } from '../../modules/users/lookups';
import { lockUser } from '../../modules/users/service';
import {
  attachGatewayOrder,
  cancelOpenOrders,
  failOpenOrder,
  markOrderPaid,
  recordPaymentEvent,
} from '../../modules/orders/commands';
import { type CreateOrderRequest, openOrder, orderCreated } from '../../modules/orders/creation';
import { remindOfCheckout, SEND_RECEIPT_JOB } from '../../modules/orders/job-kinds';
import { ORDER_MESSAGES } from '../../modules/orders/messages';
import { priceProducts } from '../../modules/orders/pricing';
import {
  COUPON_HOLD_MS,
  countCouponHolds,
  findOrderByGatewayOrderId,
  findOrderForUpdate,
  type PurchasedLine,
  purchasedLinesOf,
} from '../../modules/orders/service';
import {
  confirmCheckoutPayment,
  type OrderOfBuyer,
  type ReceivedPayment,
} from '../../modules/orders/verification';
import { invoiceOrder } from './invoice';
import { ASSET_REVIEW_REQUEST_DELAY_MS, askForReview } from '../../modules/reviews/job-kinds';

/*
 * The checkout (ARCHITECTURE "Payments"): price the products, create the order, have the buyer
 * pay at the gateway, verify the payment, fulfil the order. Each step is the owning module's:
 * entitlements from access, the coupon's use from coupons, the cart from cart, the invoice from
 * invoices, a refund of a payment that bought nothing from refunds.
 */

export type FulfilmentContext = {
  invoicing: InvoicingSettings;
  jobs: Pick<JobQueue, 'enqueue' | 'nudge'>;
};

export type OrderContext = FulfilmentContext & { db: Database; gateway: PaymentGateway };

export type FulfilResult =
  | { outcome: 'fulfilled' | 'already-paid' }
  /** The payment bought nothing: it is recorded and queued for an automatic refund. */
  | { outcome: 'refunding'; reason: RefundReason };

/** An order as the checkout is asked for it: for the buyer, or a gift for someone else (issue 31). */
export type CheckoutRequest = Omit<CreateOrderRequest, 'giftTo'> & { gift?: Gift | undefined };

/**
 * Creates an order priced entirely from the database (see `openOrder`), then the gateway's
 * order. An order that costs nothing is fulfilled at once, with no gateway; one the gateway
 * would not take fails, releasing its coupon hold. One that needs paying is followed, a day
 * later, by a reminder should it still be unpaid. A gift is priced whole, whatever the buyer
 * owns, and its recipient written with the order.
 */
export async function createOrder(
  context: OrderContext,
  { gift, ...request }: CheckoutRequest,
  now: Date = new Date(),
): Promise<OrderCreated> {
  const { db, gateway } = context;
  if (request.products.length === 0) throw new InvalidError(ORDER_MESSAGES.emptyOrder);
  if (gift) {
    const buyer = await findAccount(db, request.userId);
    if (!buyer) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
    checkGift(gift, buyer.email, now);
  }
  const products = await priceProducts(db, gift ? null : request.userId, request.products);

  const order = await db.transaction(async (tx) => {
    const row = await openOrder(tx, gateway, { ...request, giftTo: gift?.recipientEmail }, products, now);
    if (gift) await recordGift(tx, row.id, gift);
    // Only a new order can cost nothing: an open one handed back has its gateway order.
    if (row.amountPaise === 0) {
      await fulfil(tx, context, row, null, now);
      return { ...row, status: 'paid' as const, paidAt: now };
    }
    await remindOfCheckout(tx, context.jobs, row);
    return row;
  });

  if (order.status === 'paid' || order.gatewayOrderId) return orderCreated(order, gateway);

  try {
    const gatewayOrder = await gateway.createOrder({
      amountPaise: order.amountPaise,
      currency: CURRENCY,
      receipt: order.id,
      notes: { orderId: order.id, userId: order.userId, kind: order.kind },
    });
    return orderCreated(await attachGatewayOrder(db, order.id, gatewayOrder.id), gateway);
  } catch (error) {
    await failOpenOrder(db, order.id);
    if (error instanceof GatewayUnavailableError)
      throw new UpstreamFailedError(ORDER_MESSAGES.gatewayUnavailable);
    throw error;
  }
}

/**
 * Checks what the browser's checkout handed back (`confirmCheckoutPayment`) and fulfils the
 * order. A repeat of a verified payment answers success and changes nothing.
 */
export async function verifyPayment(
  context: OrderContext,
  caller: { id: string; role: string },
  input: VerifyPaymentInput,
  now: Date = new Date(),
): Promise<FulfilResult> {
  const confirmed = await confirmCheckoutPayment(context, caller, input);
  if (confirmed === 'already-paid') return { outcome: 'already-paid' };
  return context.db.transaction((tx) => fulfil(tx, context, confirmed.order, confirmed.payment, now));
}

export type ReportedPayment = {
  /** The gateway's event id; a repeat of an event already handled changes nothing. */
  eventId: string | undefined;
  eventType: string;
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
};

export type ReportedPaymentOutcome =
  FulfilResult['outcome'] | 'duplicate-event' | 'unknown-order' | 'mismatch';

/**
 * A captured payment the gateway reported on its own (webhook), for an order whose browser may
 * never have come back. The event is recorded in the same transaction as the fulfilment, so a
 * failure leaves it unrecorded and the gateway's retry gets another chance.
 */
export async function creditReportedPayment(
  context: OrderContext,
  payment: ReportedPayment,
  now: Date = new Date(),
): Promise<ReportedPaymentOutcome> {
  return context.db.transaction(async (tx) => {
    if (
      payment.eventId &&
      !(await recordPaymentEvent(tx, { eventId: payment.eventId, type: payment.eventType, receivedAt: now }))
    )
      return 'duplicate-event';
    const order = await findOrderByGatewayOrderId(tx, payment.gatewayOrderId);
    if (!order) return 'unknown-order';
    if (order.amountPaise !== payment.amountPaise || order.currency !== payment.currency) return 'mismatch';
    const result = await fulfil(
      tx,
      context,
      order,
      { id: payment.paymentId, amountPaise: payment.amountPaise, currency: payment.currency, via: 'webhook' },
      now,
    );
    return result.outcome;
  });
}

/**
 * Why a payment for `order` must not fulfil it, or null when it may. Two rules keep a buyer from
 * paying twice and a coupon from running over its limit (decision 011):
 * - a payment for products the buyer already owns, or has bought in another order meanwhile (a
 *   replaced checkout paid in a forgotten tab), buys nothing;
 * - an order whose coupon hold has lapsed gets the coupon only if a use is still free once the
 *   live holds of other checkouts are counted. Uses counted plus live holds never pass the limit,
 *   so the limit holds however late a payment comes.
 */
async function refusal(
  tx: Executor,
  order: OrderRow,
  items: PurchasedLine[],
  now: Date,
): Promise<RefundReason | null> {
  // A gift is for someone else: what the buyer owns does not matter.
  if (order.giftTo === null && (await ownsAlready(tx, order, items))) return 'already-owned';

  if (order.couponId) {
    const coupon = await findCouponByIdForUpdate(tx, order.couponId);
    const holdLive = order.status === 'created' && order.createdAt.getTime() > now.getTime() - COUPON_HOLD_MS;
    if (coupon && coupon.usageLimit !== null && !holdLive) {
      const otherHolds = await countCouponHolds(tx, coupon.id, now, order.id);
      if (coupon.usedCount + otherHolds >= coupon.usageLimit) return 'coupon-used-up';
    }
  }
  return null;
}

async function ownsAlready(tx: Executor, order: OrderRow, items: PurchasedLine[]): Promise<boolean> {
  const courseIds = items.flatMap((item) => (item.courseId ? [item.courseId] : []));
  const assetIds = items.flatMap((item) => (item.assetId ? [item.assetId] : []));
  const owned = await heldAmong(tx, order.userId, { courseIds, assetIds });
  // A manual grant made meanwhile is a gift: paying for the rest still makes sense.
  return owned.some((row) => row.source === 'purchase') || (items.length > 0 && owned.length >= items.length);
}

/**
 * Marks an order paid and hands over what it bought, in the caller's transaction: entitlements
 * for every item, one use of its coupon, the items out of the buyer's cart, the tax invoice
 * (its number taken here, so numbers have no gaps) and the receipt email. The order row is
 * locked first, so of two callers (the browser's verify and the gateway's webhook, say) one does
 * the work and the other finds it done. A payment that buys nothing (a second payment for a paid
 * order, a late one for products owned meanwhile, a coupon used up) is recorded and refunded.
 * `payment` is null for an order that costs nothing.
 */
export async function fulfil(
  tx: Executor,
  context: FulfilmentContext,
  { id: orderId, userId: buyerId }: OrderOfBuyer,
  payment: ReceivedPayment | null,
  now: Date,
): Promise<FulfilResult> {
  // One buyer's fulfilments go one at a time, under their user row as openOrder takes it (first,
  // then the order's): two orders for the same products paid at once would each see nothing
  // owned and both charge. The second now sees the first's entitlements, and is refunded. The
  // buyer is the caller's read of the order: an order never changes hands.
  await lockUser(tx, buyerId);
  const order = await findOrderForUpdate(tx, orderId);
  if (order?.userId !== buyerId) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);

  const refund = async (reason: RefundReason): Promise<FulfilResult> => {
    if (!payment) throw new Error(`Order ${order.id} cannot be refunded without a payment`);
    if (order.status === 'created') await cancelOpenOrders(tx, [order.id]);
    await queueRefund(tx, context.jobs, {
      orderId: order.id,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      reason,
    });
    return { outcome: 'refunding', reason };
  };

  if (order.status === 'paid' || order.status === 'refunded') {
    if (!payment || payment.id === order.gatewayPaymentId) return { outcome: 'already-paid' };
    return refund('duplicate-payment');
  }
  const items = await purchasedLinesOf(tx, orderId);
  if (payment) {
    const reason = await refusal(tx, order, items, now);
    if (reason) return refund(reason);
  }

  await markOrderPaid(tx, orderId, payment, now);
  // A gift's products are nobody's until its recipient claims them; its email is queued instead.
  if (order.giftTo === null) await grantPurchase(tx, { userId: order.userId, orderId, lines: items });
  else await readyGift(tx, context.jobs, orderId, now);
  if (order.couponId) await recordCouponUse(tx, order.couponId);

  const courseIds = items.flatMap((item) => (item.courseId ? [item.courseId] : []));
  const assetIds = items.flatMap((item) => (item.assetId ? [item.assetId] : []));
  const bundleIds = items.flatMap((item) => (item.bundleId ? [item.bundleId] : []));
  await removeFromCart(tx, order.userId, { courseIds, assetIds, bundleIds });

  await invoiceOrder(tx, context.invoicing, order, now);
  await context.jobs.enqueue(tx, SEND_RECEIPT_JOB, { orderId }, { singletonKey: `receipt:${orderId}` });
  for (const assetId of order.giftTo === null ? assetIds : []) {
    await askForReview(
      tx,
      context.jobs,
      { userId: order.userId, productType: 'asset', productId: assetId },
      { after: ASSET_REVIEW_REQUEST_DELAY_MS },
    );
  }
  context.jobs.nudge();
  return { outcome: 'fulfilled' };
}
