import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { Executor } from '../../db/client';
import type { CouponRow } from '../../db/schema/coupons';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { heldAmong } from '../access/ownership';
import { assetProduct } from '../assets/summaries';
import { bundleForSale } from '../bundles/sale';
import { getCart } from '../cart/service';
import { COUPON_MESSAGES, evaluateCouponOnLines } from '../coupons/rules';
import { findCouponByCode } from '../coupons/service';
import { findSellable } from '../catalogue/products';
import { courseProduct } from '../courses/summaries';
import { ORDER_MESSAGES } from './messages';
import { countCouponHolds, type ProductKind, productKey } from './service';

/*
 * Pricing (ARCHITECTURE "Payments"): the server prices everything from the database, and a
 * coupon's preview is priced exactly as the order will be.
 */

/** What a buyer asks for: a course, an asset, or a bundle of them. */
export type ProductRef = { type: ProductKind | 'Bundle'; id: string };

/**
 * A line of the order: a course or an asset at its price. A bundle is priced as its lines, one
 * per item the buyer does not own yet, each with the bundle it was sold in and its share of the
 * bundle's price (bundles/sale.ts).
 */
export type PricedProduct = {
  type: ProductKind;
  id: string;
  title: string;
  pricePaise: number;
  bundle?: { id: string; title: string };
};

/**
 * Every product priced from the database, a bundle as its lines; unknown ones, ones the buyer
 * already owns and a product asked for twice (on its own and in a bundle) are refused. `ownerId`
 * is whose ownership counts: the buyer's, or null for a gift, priced whole for its recipient
 * (who may not have an account yet) and never refused for what the buyer owns.
 */
export async function priceProducts(
  db: Executor,
  ownerId: string | null,
  products: ProductRef[],
): Promise<PricedProduct[]> {
  const unique = [...new Map(products.map((product) => [`${product.type}:${product.id}`, product])).values()];
  const single = unique.filter(
    (product): product is { type: ProductKind; id: string } => product.type !== 'Bundle',
  );
  const courseIds = single.filter((product) => product.type === 'Course').map((product) => product.id);
  const assetIds = single.filter((product) => product.type === 'Asset').map((product) => product.id);

  const [courseRows, assetRows, owned, sales] = await Promise.all([
    findSellable(db, courseProduct, courseIds),
    findSellable(db, assetProduct, assetIds),
    ownerId ? heldAmong(db, ownerId, { courseIds, assetIds }) : [],
    Promise.all(
      unique
        .filter((product) => product.type === 'Bundle')
        .map((bundle) => bundleForSale(db, bundle.id, ownerId)),
    ),
  ]);

  const coursesById = new Map(courseRows.map((row) => [row.id, row]));
  const assetsById = new Map(assetRows.map((row) => [row.id, row]));
  const ownedIds = new Set(owned.map((held) => held.productId));

  const lines: PricedProduct[] = single.map((product) => {
    const row = product.type === 'Course' ? coursesById.get(product.id) : assetsById.get(product.id);
    if (!row) {
      throw new NotFoundError(
        product.type === 'Course' ? SERVER_MESSAGES.courseNotFound : SERVER_MESSAGES.assetNotFound,
      );
    }
    if (ownedIds.has(product.id)) throw new ConflictError(ORDER_MESSAGES.alreadyOwned(row.title));
    return { ...product, title: row.title, pricePaise: row.pricePaise };
  });
  for (const sale of sales) {
    for (const part of sale.parts) {
      if (lines.some((line) => productKey(line) === productKey(part))) {
        throw new ConflictError(ORDER_MESSAGES.alsoInBundle(part.title, sale.title));
      }
      lines.push({
        type: part.type,
        id: part.id,
        title: part.title,
        pricePaise: part.sharePaise,
        bundle: { id: sale.id, title: sale.title },
      });
    }
  }
  return lines;
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

export type PricedOrder = {
  subtotalPaise: number;
  discountPaise: number;
  /** Line by line, in the order of the products: what each costs after the discount. */
  paidPaise: number[];
};

/**
 * What `products` cost with `coupon` (or none): the coupon's discount is taken off the lines
 * it is for and shared across them in whole paise. A refusal is invalid, with the rule's message.
 */
export function priceOrder(
  products: readonly PricedProduct[],
  coupon: CouponRow | null,
  now: Date,
  activeHolds: number,
  /** The request's field holding the code: a refusal names it as an unknown code's does. */
  couponField = 'code',
): PricedOrder {
  const prices = products.map((product) => product.pricePaise);
  const subtotalPaise = prices.reduce((sum, price) => sum + price, 0);
  if (!coupon) return { subtotalPaise, discountPaise: 0, paidPaise: prices };
  // The coupon sees a bundle as one product at its price (a coupon's scope may be 'bundles').
  const groups = couponGroups(products);
  const groupPrice = (group: CouponGroup) =>
    group.lines.reduce((sum, index) => sum + (prices[index] ?? 0), 0);
  const evaluation = evaluateCouponOnLines(
    coupon,
    groups.map((group) => ({ productKind: group.kind, productId: group.id, pricePaise: groupPrice(group) })),
    now,
    { activeHolds },
  );
  // Named like an unknown code's refusal, so the two answers are the same (issue 25).
  if (!evaluation.ok) throw new InvalidError(evaluation.message, couponField);
  const eligible = groups.filter((_, index) => evaluation.eligible[index]);
  const paidGroups = shareDiscount(eligible.map(groupPrice), evaluation.discountPaise);
  const paidPaise = [...prices];
  eligible.forEach((group, position) => {
    const groupDiscount = groupPrice(group) - (paidGroups[position] ?? 0);
    const paidLines = shareDiscount(
      group.lines.map((index) => prices[index] ?? 0),
      groupDiscount,
    );
    group.lines.forEach((index, line) => {
      paidPaise[index] = paidLines[line] ?? paidPaise[index] ?? 0;
    });
  });
  return { subtotalPaise, discountPaise: evaluation.discountPaise, paidPaise };
}

/** A product as a coupon sees it: a course, an asset, or a bundle with the indexes of its lines. */
type CouponGroup = { kind: 'course' | 'asset' | 'bundle'; id: string; lines: number[] };

function couponGroups(products: readonly PricedProduct[]): CouponGroup[] {
  const groups = new Map<string, CouponGroup>();
  products.forEach((product, index) => {
    const key = product.bundle ? `Bundle:${product.bundle.id}` : productKey(product);
    const group = groups.get(key) ?? {
      kind: product.bundle ? 'bundle' : product.type === 'Course' ? 'course' : 'asset',
      id: product.bundle?.id ?? product.id,
      lines: [],
    };
    group.lines.push(index);
    groups.set(key, group);
  });
  return [...groups.values()];
}

/** What a coupon is being tried on: an asset, a course, a bundle, or the caller's cart. */
export type CouponQuoteTarget =
  { assetId: string } | { courseId: string } | { bundleId: string } | { cart: true };

/** How a quote is priced: for the caller, or as a gift, whole whatever the caller owns (issue 31). */
export type CouponQuoteFor = { gift: boolean };

/** SPEC §3 Coupon result plus the price after the discount, in rupees. */
export type CouponQuote = { discount: number; finalAmount: number; code: string; message: string };

/**
 * The coupon box's preview: what `code` takes off the target, priced from the database exactly
 * as an order would be (the same products, rules and sharing; uses held by open checkouts
 * count). It holds nothing: the order evaluates the coupon again under its lock. Unknown
 * products are not found, refusals invalid with the rule's message.
 */
export async function quoteCoupon(
  db: Executor,
  userId: string,
  code: string,
  target: CouponQuoteTarget,
  { gift }: CouponQuoteFor = { gift: false },
  now: Date = new Date(),
): Promise<CouponQuote> {
  let refs: ProductRef[];
  if ('assetId' in target) refs = [{ type: 'Asset', id: target.assetId }];
  else if ('courseId' in target) refs = [{ type: 'Course', id: target.courseId }];
  else if ('bundleId' in target) refs = [{ type: 'Bundle', id: target.bundleId }];
  else {
    const cart = await getCart(db, userId);
    refs = [
      ...cart.courses.map(({ courseId: course }) => ({ type: 'Course' as const, id: course._id })),
      ...cart.digitalAssets.map(({ assetId: asset }) => ({ type: 'Asset' as const, id: asset._id })),
      ...cart.bundles.map(({ bundleId: bundle }) => ({ type: 'Bundle' as const, id: bundle._id })),
    ];
  }
  if (refs.length === 0) throw new InvalidError(ORDER_MESSAGES.emptyOrder);
  const products = await priceProducts(db, gift ? null : userId, refs);

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
