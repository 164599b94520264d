import { SERVER_MESSAGES } from '@academy/shared/messages';
import {
  WISHLIST_MAX_ITEMS,
  type WishlistItem,
  type WishlistParams,
  type WishlistProductType,
} from '@academy/shared/wishlist';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CouponRow } from '../../db/schema/coupons';
import { wishlistItems } from '../../db/schema/wishlist';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { BUNDLE_MESSAGES } from '../bundles/messages';
import { listActiveCoupons } from '../coupons/service';
import { WISHLIST_MESSAGES } from './messages';
import { bestPrice, productForStudent, type WishedProduct, wishedProducts } from './prices';

/*
 * The wishlist (issue 31): a signed-in student's saved courses, assets and bundles, one row
 * each, at most WISHLIST_MAX_ITEMS (a save refuses beyond it; only two racing could go past).
 * A product the student comes to own leaves it the next time it is read; one off sale stays,
 * unseen, until it is back on sale.
 */

export type Wishlist = { items: WishlistItem[] };

const PRODUCT_KEY = { course: 'courseId', asset: 'assetId', bundle: 'bundleId' } as const;
const productColumn = (type: WishlistProductType) => wishlistItems[PRODUCT_KEY[type]];

const NOT_FOUND = {
  course: SERVER_MESSAGES.courseNotFound,
  asset: SERVER_MESSAGES.assetNotFound,
  bundle: SERVER_MESSAGES.bundleNotFound,
} as const;

const OWNED = {
  course: SERVER_MESSAGES.courseAlreadyOwned,
  asset: SERVER_MESSAGES.assetAlreadyOwned,
  bundle: BUNDLE_MESSAGES.allOwned,
} as const;

/** Takes these rows out: the products their students came to own. */
export async function forgetOwned(db: Executor, wished: readonly WishedProduct[]): Promise<void> {
  const owned = wished.filter((item) => item.owned).map((item) => item.rowId);
  if (owned.length > 0) await db.delete(wishlistItems).where(inArray(wishlistItems.id, owned));
}

function toItem(item: WishedProduct, coupons: readonly CouponRow[], now: Date): WishlistItem[] {
  if (!item.onSale || item.owned) return [];
  const { title, image, category, pricePaise } = item.onSale;
  const best = bestPrice({ type: item.type, id: item.productId, pricePaise }, coupons, now);
  return [
    {
      type: item.type,
      id: item.productId,
      title,
      image,
      category,
      price: toRupees(pricePaise),
      bestPrice: toRupees(best.pricePaise),
      couponCode: best.couponCode,
      savedPrice: toRupees(item.savedPricePaise),
      addedAt: item.addedAt.toISOString(),
    },
  ];
}

/**
 * The student's wishlist, newest saved first, each at today's price and its best price with a
 * banner coupon. Products they now own are taken out of it here.
 */
export async function getWishlist(db: Executor, userId: string, now = new Date()): Promise<Wishlist> {
  const [wished, coupons] = await Promise.all([
    wishedProducts(db, [userId], { limit: WISHLIST_MAX_ITEMS }),
    listActiveCoupons(db, now),
  ]);
  await forgetOwned(db, wished);
  return { items: wished.flatMap((item) => toItem(item, coupons, now)) };
}

async function isSaved(db: Executor, userId: string, { productType, productId }: WishlistParams) {
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(productColumn(productType), productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Saves a product for sale at its best price today: NotFoundError when there is none,
 * ConflictError when the student owns it (a bundle: all of it) or the wishlist is full. Saving
 * it again changes nothing. Answers the wishlist as it now is.
 */
export async function saveToWishlist(
  db: Executor,
  userId: string,
  wish: WishlistParams,
  now = new Date(),
): Promise<Wishlist> {
  const { productType, productId } = wish;
  const product = await productForStudent(db, userId, productType, productId);
  if (!product) throw new NotFoundError(NOT_FOUND[productType]);
  if (product.owned) throw new ConflictError(OWNED[productType]);
  const [saved] = await db
    .select({ count: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  if ((saved?.count ?? 0) >= WISHLIST_MAX_ITEMS && !(await isSaved(db, userId, wish))) {
    throw new ConflictError(WISHLIST_MESSAGES.full);
  }
  const best = bestPrice(
    { type: productType, id: productId, pricePaise: product.pricePaise },
    await listActiveCoupons(db, now),
    now,
  );
  await db
    .insert(wishlistItems)
    .values({ userId, [PRODUCT_KEY[productType]]: productId, savedPricePaise: best.pricePaise })
    .onConflictDoNothing();
  return getWishlist(db, userId, now);
}

/** Takes a product off the wishlist: NotFoundError when it is not on it. Answers the wishlist as it now is. */
export async function removeFromWishlist(
  db: Executor,
  userId: string,
  { productType, productId }: WishlistParams,
): Promise<Wishlist> {
  const removed = isUuid(productId)
    ? await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(productColumn(productType), productId)))
        .returning({ id: wishlistItems.id })
    : [];
  if (removed.length === 0) throw new NotFoundError(WISHLIST_MESSAGES.notInWishlist);
  return getWishlist(db, userId);
}

/** Erasure of an account (issue 11): its wishlist goes with it. */
export async function deleteWishlistOf(db: Executor, userId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
