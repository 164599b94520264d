import type { OrderCreated } from '@academy/shared/checkout';
import type { BillingDetails } from '@academy/shared/gst';
import { CURRENCY } from '@academy/shared/payment';
import type { Executor } from '../../db/client';
import type { CouponRow } from '../../db/schema/coupons';
import type { OrderRow } from '../../db/schema/orders';
import { InvalidError } from '../../lib/errors';
import type { PaymentGateway } from '../../infrastructure/payments/gateway';
import { getBillingDetails, saveBillingDetails } from '../billing/service';
import { normalizeCouponCode } from '../coupons/rules';
import { findCouponByCode } from '../coupons/service';
import { findCouponForUpdate } from '../coupons/uses';
import { lockUser } from '../users/service';
import { cancelOpenOrders, insertOrder } from './commands';
import { ORDER_MESSAGES } from './messages';
import { type PricedProduct, priceOrder, type ProductRef } from './pricing';
import { COUPON_HOLD_MS, countCouponHolds, type OpenOrder, openOrdersOf, productKey } from './service';

/*
 * Order creation: the order row and its lines, priced from the database, with at most one open
 * checkout per buyer for the same products or coupon. The gateway's order is made afterwards by
 * the checkout workflow.
 */

/** Razorpay refuses orders under ₹1; a discount that leaves less than that is refused up front. */
const GATEWAY_MINIMUM_PAISE = 100;

export type OrderKind = 'course' | 'asset' | 'bundle' | 'cart';

export type CreateOrderRequest = {
  userId: string;
  kind: OrderKind;
  products: ProductRef[];
  couponCode?: string | undefined;
  /** Given at checkout; absent: the details the buyer saved last time. */
  billing?: BillingDetails | undefined;
  /** A gift's recipient address (lower case); absent for the buyer's own order. */
  giftTo?: string | undefined;
};

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
  giftTo: string | null,
  now: Date,
): boolean {
  const wanted = products.map(productKey);
  return (
    open.gatewayOrderId !== null &&
    open.giftTo === giftTo &&
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
 * Opens the buyer's order in the caller's transaction, or hands back an open one for the same
 * products and coupon. One checkout at a time per buyer (their user row is locked): open orders
 * sharing a product or the coupon are cancelled, so the same course is not paid twice and one
 * buyer holds at most one use of a coupon. The coupon is checked under its row lock, counting
 * the uses unpaid recent orders hold, so a usage limit holds however many buyers race for it.
 * The billing details given are remembered for the buyer's next checkout. A gift replaces only
 * an open order for the same recipient: the buyer's own order and each friend's gift are apart.
 */
export async function openOrder(
  tx: Executor,
  gateway: Pick<PaymentGateway, 'provider'>,
  request: CreateOrderRequest,
  products: readonly PricedProduct[],
  now: Date,
): Promise<OrderRow> {
  await lockUser(tx, request.userId);
  const billing = request.billing ?? (await getBillingDetails(tx, request.userId));
  if (request.billing) await saveBillingDetails(tx, request.userId, request.billing);

  const couponCode = request.couponCode ? normalizeCouponCode(request.couponCode) : null;
  const giftTo = request.giftTo ?? null;
  const wanted = new Set(products.map(productKey));
  const open = await openOrdersOf(tx, request.userId);
  const sameCoupon = couponCode ? await findCouponByCode(tx, couponCode) : undefined;
  const again = open.find((candidate) =>
    reusable(candidate, products, couponCode, sameCoupon ?? null, billing, giftTo, now),
  );
  if (again) return again;
  const replaced = open.filter(
    (candidate) =>
      (candidate.giftTo === giftTo && [...candidate.productKeys].some((key) => wanted.has(key))) ||
      (couponCode !== null && candidate.couponCode === couponCode),
  );
  await cancelOpenOrders(
    tx,
    replaced.map((row) => row.id),
  );

  let coupon: CouponRow | null = null;
  let activeHolds = 0;
  if (couponCode) {
    coupon = (await findCouponForUpdate(tx, couponCode)) ?? null;
    if (!coupon) throw new InvalidError(ORDER_MESSAGES.couponInvalid, 'couponCode');
    activeHolds = await countCouponHolds(tx, coupon.id, now);
  }
  const { subtotalPaise, discountPaise, paidPaise } = priceOrder(
    products,
    coupon,
    now,
    activeHolds,
    'couponCode',
  );

  const amountPaise = subtotalPaise - discountPaise;
  if (amountPaise > 0 && amountPaise < GATEWAY_MINIMUM_PAISE)
    throw new InvalidError(ORDER_MESSAGES.belowGatewayMinimum);

  return insertOrder(
    tx,
    {
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
      giftTo,
      createdAt: now,
    },
    products.map((product, index) => ({
      itemType: product.type,
      courseId: product.type === 'Course' ? product.id : null,
      assetId: product.type === 'Asset' ? product.id : null,
      title: product.title,
      listPricePaise: product.pricePaise,
      pricePaise: paidPaise[index] ?? product.pricePaise,
      bundleId: product.bundle?.id ?? null,
      bundleTitle: product.bundle?.title ?? null,
    })),
  );
}

/** The create-order answer: `amount` in paise, the gateway's unit; a paid order needs no gateway. */
export function orderCreated(order: OrderRow, gateway: PaymentGateway): OrderCreated {
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
