import { CURRENCY, type OrderCreated, type VerifyPaymentInput } from '@academy/shared/commerce';
import type { BillingDetails } from '@academy/shared/gst';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  type CouponRow,
  courses,
  digitalAssets,
  type OrderRow,
  orderItems,
  orders,
  paymentEvents,
  users,
} from '../../db/schema/index';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  UpstreamFailedError,
} from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { getBillingDetails, saveBillingDetails } from '../billing/service';
import { getCart } from '../cart/service';
import { COUPON_MESSAGES, evaluateCouponOnLines, normalizeCouponCode } from '../coupons/rules';
import { findCouponByCode, findCouponForUpdate } from '../coupons/service';
import { type PaymentGateway, GatewayUnavailableError } from '../../infrastructure/payments/gateway';
import { isValidCheckoutSignature } from '../../infrastructure/payments/signatures';
import {
  COUPON_HOLD_MS,
  countCouponHolds,
  fulfil,
  type FulfilmentContext,
  type FulfilResult,
} from './fulfilment';
import { heldAmong } from '../access/ownership';

export const ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  notYourOrder: 'This order belongs to another account.',
  emptyOrder: 'Your cart is empty. Add items before proceeding.',
  alreadyOwned: (title: string) => `You already own ${title}.`,
  belowGatewayMinimum: 'The amount to pay must be at least ₹1. Please use another coupon.',
  couponInvalid: 'Invalid coupon code.',
  gatewayUnavailable: 'The payment service is not reachable. Please try again in a minute.',
  verificationFailed: 'Payment verification failed.',
  verified: 'Payment verified. Your order is confirmed.',
  freeOrderConfirmed: 'Order confirmed.',
  alreadyPaid: 'This order is already paid.',
  refunding: {
    'duplicate-payment':
      'This order was already paid, so this second payment will be refunded automatically within 5-7 working days.',
    'already-owned':
      'You already own what this order was for, so this payment will be refunded automatically within 5-7 working days.',
    'order-closed':
      'This checkout had been closed, so this payment will be refunded automatically within 5-7 working days. Please buy again.',
    'coupon-used-up':
      'The coupon on this order was used up before your payment arrived, so it will be refunded automatically within 5-7 working days. Please buy again.',
    admin: 'This order has been refunded.',
  },
} as const;

/** Razorpay refuses orders under ₹1; a discount that leaves less than that is refused up front. */
const GATEWAY_MINIMUM_PAISE = 100;

export type OrderKind = 'course' | 'asset' | 'cart';
export type ProductRef = { type: 'Course' | 'Asset'; id: string };

export type CreateOrderRequest = {
  userId: string;
  kind: OrderKind;
  products: ProductRef[];
  couponCode?: string | undefined;
  /** Given at checkout; absent: the details the buyer saved last time. */
  billing?: BillingDetails | undefined;
};

type PricedProduct = ProductRef & { title: string; pricePaise: number };

/** Every product priced from the database; unknown ones and ones the buyer already owns are refused. */
async function priceProducts(db: Executor, userId: string, products: ProductRef[]): Promise<PricedProduct[]> {
  const unique = [...new Map(products.map((product) => [`${product.type}:${product.id}`, product])).values()];
  const courseIds = unique.filter((product) => product.type === 'Course').map((product) => product.id);
  const assetIds = unique.filter((product) => product.type === 'Asset').map((product) => product.id);

  const [courseRows, assetRows, owned] = await Promise.all([
    courseIds.length === 0
      ? []
      : db
          .select({ id: courses.id, title: courses.title, pricePaise: courses.pricePaise })
          .from(courses)
          .where(and(inArray(courses.id, courseIds), eq(courses.isPublished, true))),
    assetIds.length === 0
      ? []
      : db
          .select({ id: digitalAssets.id, title: digitalAssets.name, pricePaise: digitalAssets.pricePaise })
          .from(digitalAssets)
          .where(inArray(digitalAssets.id, assetIds)),
    heldAmong(db, userId, { courseIds, assetIds }),
  ]);

  const coursesById = new Map(courseRows.map((row) => [row.id, row]));
  const assetsById = new Map(assetRows.map((row) => [row.id, row]));
  const ownedIds = new Set(owned.map((held) => held.productId));

  return unique.map((product) => {
    const row = product.type === 'Course' ? coursesById.get(product.id) : assetsById.get(product.id);
    if (!row) {
      throw new NotFoundError(
        product.type === 'Course' ? SERVER_MESSAGES.courseNotFound : SERVER_MESSAGES.assetNotFound,
      );
    }
    if (ownedIds.has(product.id)) throw new ConflictError(ORDER_MESSAGES.alreadyOwned(row.title));
    return { ...product, title: row.title, pricePaise: row.pricePaise };
  });
}

/**
 * What each line cost after the order's discount: the discount shared in proportion to the
 * prices in whole paise (largest remainders get the leftover paise), so the lines add up to the
 * amount and none goes below zero. BigInt because price × discount can pass 2^53.
 */
export function shareDiscount(pricesPaise: number[], discountPaise: number): number[] {
  const subtotal = BigInt(pricesPaise.reduce((sum, price) => sum + price, 0));
  if (discountPaise === 0 || subtotal === 0n) return [...pricesPaise];
  const discount = BigInt(discountPaise);
  const exact = pricesPaise.map((price) => discount * BigInt(price));
  const shares = exact.map((value) => value / subtotal);
  let leftover = discount - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % subtotal }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return pricesPaise.map((price, index) => price - Number(shares[index] ?? 0n));
}

type PricedOrder = {
  subtotalPaise: number;
  discountPaise: number;
  /** Line by line, in the order of the products: what each costs after the discount. */
  paidPaise: number[];
};

/**
 * What `products` cost with `coupon` (or none): the coupon's discount is taken off the lines
 * it is for and shared across them in whole paise. A refusal is a 400 with the rule's message.
 */
function priceOrder(
  products: readonly PricedProduct[],
  coupon: CouponRow | null,
  now: Date,
  activeHolds: number,
): PricedOrder {
  const prices = products.map((product) => product.pricePaise);
  const subtotalPaise = prices.reduce((sum, price) => sum + price, 0);
  if (!coupon) return { subtotalPaise, discountPaise: 0, paidPaise: prices };
  const evaluation = evaluateCouponOnLines(
    coupon,
    products.map((product) => ({
      productKind: product.type === 'Course' ? 'course' : 'asset',
      productId: product.id,
      pricePaise: product.pricePaise,
    })),
    now,
    { activeHolds },
  );
  if (!evaluation.ok) throw new InvalidError(evaluation.message);
  const eligibleIndexes = prices.flatMap((_, index) => (evaluation.eligible[index] ? [index] : []));
  const shared = shareDiscount(
    eligibleIndexes.map((index) => prices[index] ?? 0),
    evaluation.discountPaise,
  );
  const paidPaise = [...prices];
  eligibleIndexes.forEach((index, position) => {
    paidPaise[index] = shared[position] ?? paidPaise[index] ?? 0;
  });
  return { subtotalPaise, discountPaise: evaluation.discountPaise, paidPaise };
}

function created(order: OrderRow, gateway: PaymentGateway): OrderCreated {
  const paid = order.status === 'paid';
  return {
    orderId: order.id,
    razorpayOrderId: order.gatewayOrderId,
    amount: order.amountPaise,
    currency: CURRENCY,
    status: paid ? 'paid' : 'created',
    provider: paid ? null : gateway.provider,
    keyId: paid ? null : gateway.keyId,
  };
}

export type OrderContext = FulfilmentContext & { db: Database; gateway: PaymentGateway };

type OpenOrder = OrderRow & { productKeys: Set<string>; listPrices: Map<string, number> };

const productKey = (product: { type: 'Course' | 'Asset'; id: string }) => `${product.type}:${product.id}`;

/** The buyer's orders still waiting for payment, with what each is for. */
async function openOrdersOf(tx: Executor, userId: string): Promise<OpenOrder[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'created')));
  if (rows.length === 0) return [];
  const lines = await tx
    .select({
      orderId: orderItems.orderId,
      itemType: orderItems.itemType,
      courseId: orderItems.courseId,
      assetId: orderItems.assetId,
      listPricePaise: orderItems.listPricePaise,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    const keys = own.map((line) =>
      productKey({ type: line.itemType, id: line.courseId ?? line.assetId ?? '' }),
    );
    return {
      ...row,
      productKeys: new Set(keys),
      listPrices: new Map(own.map((line, index) => [keys[index] ?? '', line.listPricePaise])),
    };
  });
}

/**
 * An open order the buyer can simply go on paying: the same products at today's prices, the
 * same coupon (still valid) and billing details, its coupon hold still live and its gateway
 * order made. Reusing it means a buyer who closes the payment window and presses Buy again
 * pays one order, not two.
 */
function reusable(
  open: OpenOrder,
  products: readonly PricedProduct[],
  couponCode: string | null,
  coupon: CouponRow | null,
  billing: BillingDetails,
  now: Date,
): boolean {
  const wanted = products.map(productKey);
  return (
    open.gatewayOrderId !== null &&
    open.createdAt.getTime() > now.getTime() - COUPON_HOLD_MS &&
    open.productKeys.size === wanted.length &&
    products.every((product) => open.listPrices.get(productKey(product)) === product.pricePaise) &&
    (open.couponCode ?? null) === couponCode &&
    (!coupon || !coupon.expirationDate || coupon.expirationDate > now) &&
    open.buyerStateCode === billing.stateCode &&
    open.buyerGstin === billing.gstin &&
    open.buyerLegalName === billing.legalName
  );
}

/**
 * Creates an order priced entirely from the database: the order row and its items first
 * (`created`), then the gateway's order. One checkout at a time per buyer (their user row is
 * locked): an open order for the same products and coupon is handed back instead of a new one,
 * and open orders sharing a product or the coupon are cancelled, so the same course is not paid
 * twice and one buyer holds at most one use of a coupon. The coupon is checked under its row
 * lock, counting the uses unpaid recent orders hold, so a usage limit holds however many buyers
 * race for it. An order that costs nothing is fulfilled at once, with no gateway. The billing
 * details given are remembered for the buyer's next checkout.
 */
export async function createOrder(
  context: OrderContext,
  request: CreateOrderRequest,
  now: Date = new Date(),
): Promise<OrderCreated> {
  const { db, gateway } = context;
  if (request.products.length === 0) throw new InvalidError(ORDER_MESSAGES.emptyOrder);
  const products = await priceProducts(db, request.userId, request.products);

  const order = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
    const billing = request.billing ?? (await getBillingDetails(tx, request.userId));
    if (request.billing) await saveBillingDetails(tx, request.userId, request.billing);

    const couponCode = request.couponCode ? normalizeCouponCode(request.couponCode) : null;
    const wanted = new Set(products.map(productKey));
    const open = await openOrdersOf(tx, request.userId);
    const sameCoupon = couponCode ? await findCouponByCode(tx, couponCode) : undefined;
    const again = open.find((candidate) =>
      reusable(candidate, products, couponCode, sameCoupon ?? null, billing, now),
    );
    if (again) return again;
    const replaced = open.filter(
      (candidate) =>
        [...candidate.productKeys].some((key) => wanted.has(key)) ||
        (couponCode !== null && candidate.couponCode === couponCode),
    );
    if (replaced.length > 0) {
      await tx
        .update(orders)
        .set({ status: 'cancelled' })
        .where(
          and(
            inArray(
              orders.id,
              replaced.map((row) => row.id),
            ),
            eq(orders.status, 'created'),
          ),
        );
    }

    let coupon: CouponRow | null = null;
    let activeHolds = 0;
    if (couponCode) {
      coupon = (await findCouponForUpdate(tx, couponCode)) ?? null;
      if (!coupon) throw new InvalidError(ORDER_MESSAGES.couponInvalid, 'couponCode');
      activeHolds = await countCouponHolds(tx, coupon.id, now);
    }
    const { subtotalPaise, discountPaise, paidPaise } = priceOrder(products, coupon, now, activeHolds);

    const amountPaise = subtotalPaise - discountPaise;
    if (amountPaise > 0 && amountPaise < GATEWAY_MINIMUM_PAISE)
      throw new InvalidError(ORDER_MESSAGES.belowGatewayMinimum);

    const [row] = await tx
      .insert(orders)
      .values({
        userId: request.userId,
        kind: request.kind,
        gateway: amountPaise === 0 ? 'none' : gateway.provider,
        subtotalPaise,
        discountPaise,
        amountPaise,
        currency: CURRENCY,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        buyerStateCode: billing.stateCode,
        buyerGstin: billing.gstin,
        buyerLegalName: billing.legalName,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('Inserting an order returned no row');
    await tx.insert(orderItems).values(
      products.map((product, index) => ({
        orderId: row.id,
        itemType: product.type,
        courseId: product.type === 'Course' ? product.id : null,
        assetId: product.type === 'Asset' ? product.id : null,
        title: product.title,
        listPricePaise: product.pricePaise,
        pricePaise: paidPaise[index] ?? product.pricePaise,
      })),
    );
    if (amountPaise === 0) {
      await fulfil(tx, context, row.id, null, now);
      return { ...row, status: 'paid' as const, paidAt: now };
    }
    return row;
  });

  if (order.status === 'paid' || order.gatewayOrderId) return created(order, gateway);

  try {
    const gatewayOrder = await gateway.createOrder({
      amountPaise: order.amountPaise,
      currency: CURRENCY,
      receipt: order.id,
      notes: { orderId: order.id, userId: order.userId, kind: order.kind },
    });
    const [updated] = await db
      .update(orders)
      .set({ gatewayOrderId: gatewayOrder.id })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error(`Order ${order.id} disappeared while it was being created`);
    return created(updated, gateway);
  } catch (error) {
    // A failed order releases its coupon hold at once.
    await db
      .update(orders)
      .set({ status: 'failed' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
    if (error instanceof GatewayUnavailableError)
      throw new UpstreamFailedError(ORDER_MESSAGES.gatewayUnavailable);
    throw error;
  }
}

/** What a coupon is being tried on: an asset, a course, or the caller's cart. */
export type CouponQuoteTarget = { assetId: string } | { courseId: string } | { cart: true };

/** SPEC §3 Coupon result plus the price after the discount, in rupees. */
export type CouponQuote = { discount: number; finalAmount: number; code: string; message: string };

/**
 * The coupon box's preview: what `code` takes off the target, priced from the database exactly
 * as an order would be (the same products, rules and sharing; uses held by open checkouts
 * count). It holds nothing: the order evaluates the coupon again under its lock. Unknown
 * products are 404, refusals 400 with the rule's message.
 */
export async function quoteCoupon(
  db: Executor,
  userId: string,
  code: string,
  target: CouponQuoteTarget,
  now: Date = new Date(),
): Promise<CouponQuote> {
  let refs: ProductRef[];
  if ('assetId' in target) refs = [{ type: 'Asset', id: target.assetId }];
  else if ('courseId' in target) refs = [{ type: 'Course', id: target.courseId }];
  else {
    const cart = await getCart(db, userId);
    refs = [
      ...cart.courses.map(({ courseId: course }) => ({ type: 'Course' as const, id: course._id })),
      ...cart.digitalAssets.map(({ assetId: asset }) => ({ type: 'Asset' as const, id: asset._id })),
    ];
  }
  if (refs.length === 0) throw new InvalidError(ORDER_MESSAGES.emptyOrder);
  const products = await priceProducts(db, userId, refs);

  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw new InvalidError(COUPON_MESSAGES.invalidCode, 'code');
  const { subtotalPaise, discountPaise } = priceOrder(
    products,
    coupon,
    now,
    await countCouponHolds(db, coupon.id, now),
  );
  return {
    discount: toRupees(discountPaise),
    finalAmount: toRupees(subtotalPaise - discountPaise),
    code: coupon.code,
    message: COUPON_MESSAGES.applied,
  };
}

/** The caller's own order (admins may reach any); 404 for unknown ids, 403 for another student's. */
export async function findOwnOrder(
  db: Executor,
  caller: { id: string; role: string },
  where: { orderId: string } | { gatewayOrderId: string },
): Promise<OrderRow> {
  const condition =
    'orderId' in where
      ? isUuid(where.orderId)
        ? eq(orders.id, where.orderId)
        : undefined
      : eq(orders.gatewayOrderId, where.gatewayOrderId);
  const [order] = condition ? await db.select().from(orders).where(condition).limit(1) : [];
  if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  if (order.userId !== caller.id && caller.role !== 'admin')
    throw new ForbiddenError(ORDER_MESSAGES.notYourOrder);
  return order;
}

/**
 * Checks what the browser's checkout handed back and fulfils the order. The signature is
 * checked against the gateway order id stored on our order, never the one sent back, so a
 * signature made for one order opens no other; then the gateway is asked about the payment
 * itself (order, amount, currency, captured). A repeat of a verified payment answers success
 * and changes nothing; a second, different payment for the order, or one that buys nothing
 * (see `fulfil`), is recorded and refunded, and the answer says so.
 */
export async function verifyPayment(
  context: OrderContext,
  caller: { id: string; role: string },
  input: VerifyPaymentInput,
  now: Date = new Date(),
): Promise<FulfilResult> {
  const { db, gateway } = context;
  const order = await findOwnOrder(db, caller, { orderId: input.orderId });
  const refuse = () => new InvalidError(ORDER_MESSAGES.verificationFailed);
  if (!order.gatewayOrderId || order.gateway === 'none' || order.gateway !== gateway.provider) throw refuse();
  if (input.razorpayOrderId !== order.gatewayOrderId) throw refuse();
  if (
    !isValidCheckoutSignature(
      gateway.keySecret,
      order.gatewayOrderId,
      input.razorpayPaymentId,
      input.razorpaySignature,
    )
  ) {
    throw refuse();
  }
  if (order.gatewayPaymentId === input.razorpayPaymentId) return { outcome: 'already-paid' };

  let confirmation;
  try {
    confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.gatewayOrderId,
      paymentId: input.razorpayPaymentId,
      amountPaise: order.amountPaise,
      currency: order.currency,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError)
      throw new UpstreamFailedError(ORDER_MESSAGES.gatewayUnavailable);
    throw error;
  }
  if (!confirmation.ok) throw refuse();

  return db.transaction((tx) =>
    fulfil(
      tx,
      context,
      order.id,
      {
        id: input.razorpayPaymentId,
        amountPaise: confirmation.payment.amount,
        currency: confirmation.payment.currency,
        via: 'checkout',
      },
      now,
    ),
  );
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
    if (payment.eventId) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ eventId: payment.eventId, type: payment.eventType, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (recorded.length === 0) return 'duplicate-event';
    }
    const [order] = await tx
      .select({ id: orders.id, amountPaise: orders.amountPaise, currency: orders.currency })
      .from(orders)
      .where(eq(orders.gatewayOrderId, payment.gatewayOrderId))
      .limit(1);
    if (!order) return 'unknown-order';
    if (order.amountPaise !== payment.amountPaise || order.currency !== payment.currency) return 'mismatch';
    const result = await fulfil(
      tx,
      context,
      order.id,
      { id: payment.paymentId, amountPaise: payment.amountPaise, currency: payment.currency, via: 'webhook' },
      now,
    );
    return result.outcome;
  });
}
