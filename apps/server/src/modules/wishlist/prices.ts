import type { Bundle } from '@academy/shared/bundles';
import type { WishlistProductType } from '@academy/shared/wishlist';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { digitalAssets } from '../../db/schema/assets';
import type { CouponRow } from '../../db/schema/coupons';
import { courses } from '../../db/schema/courses';
import { wishlistItems } from '../../db/schema/wishlist';
import { isUuid } from '../../lib/ids';
import { toPaise } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { holdsAsset, holdsCourse } from '../access/ownership';
import { assetImageUrls } from '../assets/summaries';
import { bundlesForStudent } from '../bundles/service';
import { evaluateCoupon } from '../coupons/rules';

/*
 * What a wished product costs its student today (issue 31): the wishlist page and the price-drop
 * job read the same facts, so the price a student is emailed is the price the page shows. A
 * course or an asset is at its price, a bundle at what it costs this student (the items they own
 * taken off); the best price takes off the most that one coupon of the home page's banner gives.
 * Courses and assets are read with the wishlist rows in one statement (a read model), bundles
 * through the bundles module, once per student who wished one.
 */

/** A product as the wishlist shows it. */
type ProductToday = { title: string; image: string; category: string; pricePaise: number };

/** A wishlist row and its product today. */
export type WishedProduct = {
  rowId: string;
  userId: string;
  type: WishlistProductType;
  productId: string;
  addedAt: Date;
  savedPricePaise: number;
  /** Absent when it is not for sale: an unpublished course, a bundle off sale. */
  onSale: ProductToday | undefined;
  /** The student owns it: a bundle, every one of its items. */
  owned: boolean;
};

/**
 * Every wishlist row of these students, newest saved first for each, with its product today.
 * `limit` bounds a single student's read (the wishlist page).
 */
export async function wishedProducts(
  db: Executor,
  userIds: readonly string[],
  { limit }: { limit?: number } = {},
): Promise<WishedProduct[]> {
  const students = userIds.filter(isUuid);
  if (students.length === 0) return [];
  const student = qualified(wishlistItems.userId);
  const query = db
    .select({
      rowId: wishlistItems.id,
      userId: wishlistItems.userId,
      courseId: wishlistItems.courseId,
      assetId: wishlistItems.assetId,
      bundleId: wishlistItems.bundleId,
      addedAt: wishlistItems.addedAt,
      savedPricePaise: wishlistItems.savedPricePaise,
      courseTitle: courses.title,
      courseImage: courses.image,
      courseCategory: courses.category,
      coursePricePaise: courses.pricePaise,
      coursePublished: courses.isPublished,
      assetName: digitalAssets.name,
      assetImages: assetImageUrls,
      assetCategory: digitalAssets.category,
      assetPricePaise: digitalAssets.pricePaise,
      ownsCourse: holdsCourse(wishlistItems.courseId, student),
      ownsAsset: holdsAsset(wishlistItems.assetId, student),
    })
    .from(wishlistItems)
    .leftJoin(courses, eq(courses.id, wishlistItems.courseId))
    .leftJoin(digitalAssets, eq(digitalAssets.id, wishlistItems.assetId))
    .where(inArray(wishlistItems.userId, students))
    .orderBy(asc(wishlistItems.userId), desc(wishlistItems.addedAt), desc(wishlistItems.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));

  const bundlesOf = new Map<string, string[]>();
  for (const row of rows) {
    if (row.bundleId) bundlesOf.set(row.userId, [...(bundlesOf.get(row.userId) ?? []), row.bundleId]);
  }
  // One student after another: a batch of the price-drop job must not take the whole pool.
  const bundles = new Map<string, Map<string, Bundle>>();
  for (const [userId, ids] of bundlesOf) {
    const priced = await bundlesForStudent(db, ids, userId);
    bundles.set(userId, new Map(priced.map((bundle) => [bundle.id, bundle])));
  }

  return rows.map((row) => {
    const common = {
      rowId: row.rowId,
      userId: row.userId,
      addedAt: row.addedAt,
      savedPricePaise: row.savedPricePaise,
    };
    if (row.courseId) {
      const onSale =
        row.coursePublished && row.courseTitle !== null
          ? {
              title: row.courseTitle,
              image: row.courseImage ?? '',
              category: row.courseCategory ?? '',
              pricePaise: row.coursePricePaise ?? 0,
            }
          : undefined;
      return { ...common, type: 'course', productId: row.courseId, onSale, owned: row.ownsCourse };
    }
    if (row.assetId) {
      const onSale =
        row.assetName !== null
          ? {
              title: row.assetName,
              image: row.assetImages[0] ?? '',
              category: row.assetCategory ?? '',
              pricePaise: row.assetPricePaise ?? 0,
            }
          : undefined;
      return { ...common, type: 'asset', productId: row.assetId, onSale, owned: row.ownsAsset };
    }
    const bundleId = row.bundleId ?? '';
    const bundle = bundles.get(row.userId)?.get(bundleId);
    return {
      ...common,
      type: 'bundle',
      productId: bundleId,
      onSale: bundle && {
        title: bundle.title,
        image: bundle.image || (bundle.items[0]?.image ?? ''),
        category: '',
        pricePaise: toPaise(bundle.priceForYou ?? bundle.price),
      },
      owned: bundle !== undefined && bundle.items.every((item) => item.owned),
    };
  });
}

/**
 * One product about to be saved, for this student: its price today and whether they own it;
 * nothing when there is no such product for sale.
 */
export async function productForStudent(
  db: Executor,
  userId: string,
  type: WishlistProductType,
  productId: string,
): Promise<{ pricePaise: number; owned: boolean } | undefined> {
  if (!isUuid(productId)) return undefined;
  if (type === 'bundle') {
    const [bundle] = await bundlesForStudent(db, [productId], userId);
    return (
      bundle && {
        pricePaise: toPaise(bundle.priceForYou ?? bundle.price),
        owned: bundle.items.every((item) => item.owned),
      }
    );
  }
  if (type === 'course') {
    const [course] = await db
      .select({ pricePaise: courses.pricePaise, owned: holdsCourse(courses.id, userId) })
      .from(courses)
      .where(and(eq(courses.id, productId), eq(courses.isPublished, true)))
      .limit(1);
    return course;
  }
  const [asset] = await db
    .select({ pricePaise: digitalAssets.pricePaise, owned: holdsAsset(digitalAssets.id, userId) })
    .from(digitalAssets)
    .where(eq(digitalAssets.id, productId))
    .limit(1);
  return asset;
}

type BestPrice = { pricePaise: number; couponCode: string | null };

/**
 * The lowest price `coupons` (the banner's) make of one product bought alone: each coupon is
 * asked as checkout asks it (its scope, products, minimum purchase, expiry and uses), and the
 * one that takes off the most is named; none taking anything off leaves today's price.
 */
export function bestPrice(
  product: { type: WishlistProductType; id: string; pricePaise: number },
  coupons: readonly CouponRow[],
  now: Date,
): BestPrice {
  let best: BestPrice = { pricePaise: product.pricePaise, couponCode: null };
  for (const coupon of coupons) {
    const evaluation = evaluateCoupon(
      coupon,
      { subtotalPaise: product.pricePaise, productKind: product.type, productIds: [product.id] },
      now,
    );
    if (evaluation.ok && product.pricePaise - evaluation.discountPaise < best.pricePaise) {
      best = { pricePaise: product.pricePaise - evaluation.discountPaise, couponCode: coupon.code };
    }
  }
  return best;
}
