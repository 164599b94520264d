import {
  CURRENCY,
  type OrderCreated,
  type OrderDetail,
  type OrderSummary,
  type VerifyPaymentInput,
} from '@academy/shared/commerce';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  type CouponRow,
  coupons,
  courses,
  digitalAssets,
  entitlements,
  type OrderRow,
  orderItems,
  orders,
  paymentEvents,
  refunds,
  users,
} from '../../db/schema/index';
import type { InvoicingSettings } from '../../config';
import { stateName } from '@academy/shared/gst';
import { findDocument, type TaxDocument } from '../invoices/service';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { assetImageUrls } from '../assets/service';
import { getCart, removeFromCart } from '../cart/service';
import { COUPON_MESSAGES, evaluateCouponOnLines } from '../coupons/rules';
import { findCouponByCode, findCouponForUpdate } from '../coupons/service';
import { type PaymentGateway, GatewayUnavailableError } from '../payments/gateway';
import { isValidCheckoutSignature } from '../payments/signatures';

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
} as const;

/**
 * How long an unpaid order holds one use of its coupon. Within it, a coupon with a usage limit
 * is not handed to more buyers than it has uses left; after it, an abandoned checkout frees the
 * use for someone else.
 */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

/** Razorpay refuses orders under ₹1; a discount that leaves less than that is refused up front. */
const GATEWAY_MINIMUM_PAISE = 100;

export type OrderKind = 'course' | 'asset' | 'cart';
export type ProductRef = { type: 'Course' | 'Asset'; id: string };

export type CreateOrderRequest = {
  userId: string;
  kind: OrderKind;
  products: ProductRef[];
  couponCode?: string | undefined;
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
    db
      .select({ courseId: entitlements.courseId, assetId: entitlements.assetId })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, userId),
          or(
            courseIds.length > 0 ? inArray(entitlements.courseId, courseIds) : sql`false`,
            assetIds.length > 0 ? inArray(entitlements.assetId, assetIds) : sql`false`,
          ),
        ),
      ),
  ]);

  const coursesById = new Map(courseRows.map((row) => [row.id, row]));
  const assetsById = new Map(assetRows.map((row) => [row.id, row]));
  const ownedIds = new Set(owned.map((row) => row.courseId ?? row.assetId));

  return unique.map((product) => {
    const row = product.type === 'Course' ? coursesById.get(product.id) : assetsById.get(product.id);
    if (!row) {
      throw notFound(
        product.type === 'Course' ? SERVER_MESSAGES.courseNotFound : SERVER_MESSAGES.assetNotFound,
      );
    }
    if (ownedIds.has(product.id)) throw conflict(ORDER_MESSAGES.alreadyOwned(row.title));
    return { ...product, title: row.title, pricePaise: row.pricePaise };
  });
}

/**
 * Marks an order paid and hands over what it bought, in the caller's transaction: entitlements
 * for every item, one use of its coupon, the items out of the buyer's cart. The order row is
 * locked first, so of two callers (the browser's verify and the gateway's webhook, say) one does
 * the work and the other finds it done. A second, different payment for an order already paid
 * changes nothing here: it is reported so that it can be refunded.
 */
async function fulfil(
  tx: Executor,
  orderId: string,
  paymentId: string | null,
  now: Date,
): Promise<'fulfilled' | 'already-paid' | 'paid-twice'> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (order.status === 'paid') {
    return paymentId && order.gatewayPaymentId !== paymentId ? 'paid-twice' : 'already-paid';
  }

  await tx
    .update(orders)
    .set({ status: 'paid', gatewayPaymentId: paymentId, paidAt: now })
    .where(eq(orders.id, orderId));

  const items = await tx
    .select({ courseId: orderItems.courseId, assetId: orderItems.assetId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (items.length > 0) {
    // A manual grant made meanwhile already gives access: the purchase then adds nothing.
    await tx
      .insert(entitlements)
      .values(
        items.map((item) => ({
          userId: order.userId,
          courseId: item.courseId,
          assetId: item.assetId,
          source: 'purchase' as const,
          orderId,
        })),
      )
      .onConflictDoNothing();
  }

  if (order.couponId) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, order.couponId));
  }

  const courseIds = items.flatMap((item) => (item.courseId ? [item.courseId] : []));
  const assetIds = items.flatMap((item) => (item.assetId ? [item.assetId] : []));
  await removeFromCart(tx, order.userId, { courseIds, assetIds });
  return 'fulfilled';
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

/** Unpaid orders created within the hold window: each holds one use of the coupon. */
async function countCouponHolds(db: Executor, couponId: string, now: Date): Promise<number> {
  const [holds] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        eq(orders.status, 'created'),
        gt(orders.createdAt, new Date(now.getTime() - COUPON_HOLD_MS)),
      ),
    );
  return holds?.count ?? 0;
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
  if (!evaluation.ok) throw badRequest(evaluation.message);
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

/**
 * Creates an order priced entirely from the database: the order row and its items first
 * (`created`), then the gateway's order. A coupon is checked under a row lock, counting the
 * uses that unpaid recent orders hold, so a usage limit holds however many buyers race for it.
 * An order that costs nothing is fulfilled at once, with no gateway.
 */
export async function createOrder(
  db: Database,
  gateway: PaymentGateway,
  request: CreateOrderRequest,
  now: Date = new Date(),
): Promise<OrderCreated> {
  if (request.products.length === 0) throw badRequest(ORDER_MESSAGES.emptyOrder);
  const products = await priceProducts(db, request.userId, request.products);

  const order = await db.transaction(async (tx) => {
    let coupon: CouponRow | null = null;
    let activeHolds = 0;
    if (request.couponCode) {
      coupon = (await findCouponForUpdate(tx, request.couponCode)) ?? null;
      if (!coupon) throw badRequest(ORDER_MESSAGES.couponInvalid);
      activeHolds = await countCouponHolds(tx, coupon.id, now);
    }
    const { subtotalPaise, discountPaise, paidPaise } = priceOrder(products, coupon, now, activeHolds);

    const amountPaise = subtotalPaise - discountPaise;
    if (amountPaise > 0 && amountPaise < GATEWAY_MINIMUM_PAISE)
      throw badRequest(ORDER_MESSAGES.belowGatewayMinimum);

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
      await fulfil(tx, row.id, null, now);
      return { ...row, status: 'paid' as const, paidAt: now };
    }
    return row;
  });

  if (order.status === 'paid') return created(order, gateway);

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
    await db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
    if (error instanceof GatewayUnavailableError) throw new HttpError(502, ORDER_MESSAGES.gatewayUnavailable);
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
  if (refs.length === 0) throw badRequest(ORDER_MESSAGES.emptyOrder);
  const products = await priceProducts(db, userId, refs);

  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw badRequest(COUPON_MESSAGES.invalidCode);
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
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (order.userId !== caller.id && caller.role !== 'admin') throw forbidden(ORDER_MESSAGES.notYourOrder);
  return order;
}

/**
 * Checks what the browser's checkout handed back and fulfils the order. The signature is
 * checked against the gateway order id stored on our order, never the one sent back, so a
 * signature made for one order opens no other; then the gateway is asked about the payment
 * itself (order, amount, currency, captured). A repeat of a verified payment answers success
 * and changes nothing.
 */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  caller: { id: string; role: string },
  input: VerifyPaymentInput,
  now: Date = new Date(),
): Promise<{ fulfilled: boolean }> {
  const order = await findOwnOrder(db, caller, { orderId: input.orderId });
  const refuse = () => badRequest(ORDER_MESSAGES.verificationFailed);
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
  if (order.status === 'paid') {
    if (order.gatewayPaymentId === input.razorpayPaymentId) return { fulfilled: false };
    throw refuse();
  }

  let confirmation;
  try {
    confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.gatewayOrderId,
      paymentId: input.razorpayPaymentId,
      amountPaise: order.amountPaise,
      currency: order.currency,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw new HttpError(502, ORDER_MESSAGES.gatewayUnavailable);
    throw error;
  }
  if (!confirmation.ok) throw refuse();

  // The unique index on the gateway payment id stops one payment from paying two orders.
  const outcome = await db.transaction((tx) => fulfil(tx, order.id, input.razorpayPaymentId, now));
  if (outcome === 'paid-twice') throw conflict(ORDER_MESSAGES.alreadyPaid);
  return { fulfilled: outcome === 'fulfilled' };
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
  'fulfilled' | 'already-paid' | 'paid-twice' | 'duplicate-event' | 'unknown-order' | 'mismatch';

/**
 * A captured payment the gateway reported on its own (webhook), for an order whose browser may
 * never have come back. The event is recorded in the same transaction as the fulfilment, so a
 * failure leaves it unrecorded and the gateway's retry gets another chance.
 */
export async function creditReportedPayment(
  db: Database,
  payment: ReportedPayment,
  now: Date = new Date(),
): Promise<ReportedPaymentOutcome> {
  return db.transaction(async (tx) => {
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
    return fulfil(tx, order.id, payment.paymentId, now);
  });
}

/** A course's banner or an asset's first picture; none for a product since deleted. */
function lineImage(courseImage: string | null, assetImages: string[] | null): string | null {
  return courseImage || assetImages?.[0] || null;
}

/**
 * The order as its buyer reads it on the confirmation page: lines as sold (list price and what
 * was paid after the coupon), the payment, and who bought it. Owner or admin only.
 */
export async function getOrderDetail(
  db: Executor,
  invoicing: InvoicingSettings,
  caller: { id: string; role: string },
  orderId: string,
): Promise<OrderDetail> {
  const order = await findOwnOrder(db, caller, { orderId });
  const [[buyer], lines] = await Promise.all([
    db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId))
      .limit(1),
    db
      .select({
        itemType: orderItems.itemType,
        courseId: orderItems.courseId,
        assetId: orderItems.assetId,
        title: orderItems.title,
        listPricePaise: orderItems.listPricePaise,
        pricePaise: orderItems.pricePaise,
        courseImage: courses.image,
        assetImages: assetImageUrls,
      })
      .from(orderItems)
      .leftJoin(courses, eq(courses.id, orderItems.courseId))
      .leftJoin(digitalAssets, eq(digitalAssets.id, orderItems.assetId))
      .where(eq(orderItems.orderId, order.id))
      // Courses first, then assets, each by title: the same order every time it is read.
      .orderBy(desc(orderItems.itemType), asc(orderItems.title), asc(orderItems.id)),
  ]);
  const [invoice, creditNote, refundRows] = await Promise.all([
    findDocument(db, order.id, 'invoice'),
    findDocument(db, order.id, 'credit-note'),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt)),
  ]);
  const placeOfSupply = invoice?.placeOfSupply ?? order.buyerStateCode ?? invoicing.stateCode;
  const documentLink = (document: TaxDocument, path: 'invoice' | 'credit-note') => ({
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    url: `/api/orders/${order.id}/${path}`,
  });
  return {
    orderId: order.id,
    orderNumber: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    paymentProvider: order.gateway,
    paymentId: order.gatewayPaymentId,
    buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '' },
    items: lines.map((line) => ({
      type: line.itemType === 'Course' ? ('course' as const) : ('asset' as const),
      id: line.courseId ?? line.assetId,
      title: line.title,
      image: lineImage(line.courseImage, line.assetImages),
      listPrice: toRupees(line.listPricePaise),
      pricePaid: toRupees(line.pricePaise),
    })),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    couponCode: order.discountPaise > 0 ? order.couponCode : null,
    total: toRupees(order.amountPaise),
    currency: CURRENCY,
    billing: {
      placeOfSupply,
      placeOfSupplyName: stateName(placeOfSupply),
      gstin: order.buyerGstin,
      legalName: order.buyerLegalName,
    },
    invoiceNumber: invoice?.number ?? null,
    invoice: invoice ? documentLink(invoice, 'invoice') : null,
    tax: invoice
      ? {
          rateBasisPoints: invoice.supplier.rateBasisPoints,
          taxable: toRupees(invoice.taxablePaise),
          cgst: toRupees(invoice.cgstPaise),
          sgst: toRupees(invoice.sgstPaise),
          igst: toRupees(invoice.igstPaise),
        }
      : null,
    creditNote: creditNote ? documentLink(creditNote, 'credit-note') : null,
    refunds: refundRows.map((refund) => ({
      status: refund.status,
      reason: refund.reason,
      amount: toRupees(refund.amountPaise),
      paymentId: refund.paymentId,
      refundId: refund.gatewayRefundId,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt ? refund.processedAt.toISOString() : null,
    })),
  };
}

const itemsOf = sql`from ${orderItems} where ${qualified(orderItems.orderId)} = ${qualified(orders.id)}`;

/** The user's paid orders, newest payment first, for Purchases. One statement. */
export async function listPaidOrders(db: Executor, userId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      paidAt: orders.paidAt,
      amountPaise: orders.amountPaise,
      discountPaise: orders.discountPaise,
      couponCode: orders.couponCode,
      itemCount: sql<number>`(select count(*) ${itemsOf})`.mapWith(Number),
      firstTitle: sql<string>`(select ${qualified(orderItems.title)} ${itemsOf}
        order by ${qualified(orderItems.itemType)} desc, ${qualified(orderItems.title)}, ${qualified(orderItems.id)} limit 1)`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt), desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.id,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    total: toRupees(row.amountPaise),
    currency: CURRENCY,
    couponCode: row.discountPaise > 0 ? row.couponCode : null,
    itemCount: row.itemCount,
    firstTitle: row.firstTitle ?? '',
  }));
}
