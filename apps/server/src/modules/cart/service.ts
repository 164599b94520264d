import { CART_MAX_ITEMS, type Cart } from '@academy/shared/cart';
import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { digitalAssets } from '../../db/schema/assets';
import { cartItems, carts } from '../../db/schema/cart';
import { courses } from '../../db/schema/courses';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { findAssetFile } from '../assets/lookups';
import { assetImageUrls } from '../assets/summaries';
import { bundlesForStudent } from '../bundles/service';
import { findCourseFacts } from '../courses/lookups';
import { findAccount } from '../users/lookups';
import { ownsAsset, ownsCourse } from '../access/ownership';

/**
 * SPEC §3 Cart: one cart per user (made on first use), at most one line per course or asset.
 * Concurrent adds are settled by the unique indexes, never by a read before the write.
 */

const q = qualified;
export const cartOf = (userId: string) =>
  sql`(select ${q(carts.id)} from ${carts} where ${q(carts.userId)} = ${userId})`;
const oldestFirst = [asc(cartItems.addedAt), asc(cartItems.id)];

/**
 * The cart as the cart page shows it: courses, assets and bundles, each oldest-added first. A
 * few statements, whatever the size; never more than CART_MAX_ITEMS lines of any kind (adding
 * refuses beyond it, so only two adds racing could go past). Unpublished courses and bundles
 * off sale are left out: they are not for sale. A bundle is at what it costs this student.
 */
export async function getCart(db: Executor, userId: string): Promise<Cart> {
  if (!isUuid(userId)) return { courses: [], digitalAssets: [], bundles: [] };
  const [courseRows, assetRows, bundleRows] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        image: courses.image,
        category: courses.category,
        pricePaise: courses.pricePaise,
      })
      .from(cartItems)
      .innerJoin(courses, eq(courses.id, cartItems.courseId))
      .where(and(eq(cartItems.cartId, cartOf(userId)), eq(courses.isPublished, true)))
      .orderBy(...oldestFirst)
      .limit(CART_MAX_ITEMS),
    db
      .select({
        id: digitalAssets.id,
        name: digitalAssets.name,
        image: assetImageUrls,
        type: digitalAssets.type,
        category: digitalAssets.category,
        pricePaise: digitalAssets.pricePaise,
      })
      .from(cartItems)
      .innerJoin(digitalAssets, eq(digitalAssets.id, cartItems.assetId))
      .where(eq(cartItems.cartId, cartOf(userId)))
      .orderBy(...oldestFirst)
      .limit(CART_MAX_ITEMS),
    db
      .select({ id: cartItems.bundleId })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartOf(userId)), isNotNull(cartItems.bundleId)))
      .orderBy(...oldestFirst)
      .limit(CART_MAX_ITEMS)
      .then((rows) =>
        bundlesForStudent(
          db,
          rows.flatMap((row) => row.id ?? []),
          userId,
        ),
      ),
  ]);
  return {
    courses: courseRows.map((row) => ({
      courseId: {
        _id: row.id,
        title: row.title,
        image: row.image,
        category: row.category,
        price: toRupees(row.pricePaise),
      },
    })),
    digitalAssets: assetRows.map((row) => ({
      assetId: {
        _id: row.id,
        name: row.name,
        image: row.image,
        type: row.type,
        category: row.category,
        price: toRupees(row.pricePaise),
      },
    })),
    bundles: bundleRows.map((bundle) => ({
      bundleId: {
        _id: bundle.id,
        title: bundle.title,
        image: bundle.image || (bundle.items[0]?.image ?? ''),
        price: bundle.priceForYou ?? bundle.price,
        wholePrice: bundle.price,
        listPrice: bundle.listPrice,
        items: bundle.items.length,
      },
    })),
  };
}

/**
 * The user's cart id, making the cart on first use in one statement (an upsert, so two first
 * adds at once both get the same cart). The caller has checked that the account exists.
 */
async function upsertCart(db: Executor, userId: string): Promise<string> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error('The cart upsert returned no row');
  return cart.id;
}

/** ConflictError when the cart already holds CART_MAX_ITEMS lines. */
async function assertRoomInCart(db: Executor, cartId: string): Promise<void> {
  const [lines] = await db.select({ count: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
  if ((lines?.count ?? 0) >= CART_MAX_ITEMS) throw new ConflictError(SERVER_MESSAGES.cartFull);
}

/** One product of a cart line: a course, an asset or a bundle. */
export type CartProduct = { courseId: string } | { assetId: string } | { bundleId: string };

/**
 * Puts a product into the user's cart, making the cart on first use: ConflictError when the cart
 * is full, InvalidError `alreadyInCart` when the product is in it. The room check rides in the
 * insert and the reasons are read only when nothing was added: under load every statement waits
 * its turn for the database, so an add that succeeds costs two.
 */
export async function putInCart(
  db: Executor,
  userId: string,
  product: CartProduct,
  alreadyInCart: string,
): Promise<void> {
  const cartId = await upsertCart(db, userId);
  const [column, productId] =
    'courseId' in product
      ? [cartItems.courseId, product.courseId]
      : 'assetId' in product
        ? [cartItems.assetId, product.assetId]
        : [cartItems.bundleId, product.bundleId];
  const added = (await db.execute(sql`
    insert into ${cartItems} (${sql.identifier(cartItems.cartId.name)}, ${sql.identifier(column.name)})
    select ${cartId}::uuid, ${productId}::uuid
    where (select count(*) from ${cartItems} where ${cartItems.cartId} = ${cartId}) < ${CART_MAX_ITEMS}
    on conflict do nothing
    returning ${sql.identifier(cartItems.id.name)}`)) as { rows: { id: string }[] };
  if (added.rows.length > 0) return;
  await assertRoomInCart(db, cartId);
  throw new InvalidError(alreadyInCart);
}

/** What the caller's request already knows of the cart's owner, so that it is not read again. */
export type KnownOwner = {
  /** The owner is the caller, whose account the request has just read. */
  isCaller: boolean;
  /** Whether the owner holds a course that exists (the kept holdings, decision 040). */
  holdsCourse: (courseId: string) => Promise<boolean>;
};

/**
 * Adds a published course: NotFoundError when there is none, ConflictError when the user
 * already owns it or the cart is full, InvalidError 'Course is already in the cart.' when it
 * is there already. Answers the cart as it now is.
 */
export async function addCourseToCart(
  db: Executor,
  userId: string,
  courseId: string,
  known?: KnownOwner,
): Promise<Cart> {
  const [course, account] = await Promise.all([
    findCourseFacts(db, courseId),
    known?.isCaller ? true : findAccount(db, userId),
  ]);
  if (!course?.isPublished) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  const owned = known ? await known.holdsCourse(course.id) : await ownsCourse(db, userId, course.id);
  if (owned) throw new ConflictError(SERVER_MESSAGES.courseAlreadyOwned);
  if (!account) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
  await putInCart(db, userId, { courseId }, MESSAGES.courseAlreadyInCart);
  return getCart(db, userId);
}

/**
 * Adds an asset: NotFoundError when there is none, ConflictError when the user already owns
 * it or the cart is full, InvalidError 'Asset is already in the cart.' when it is there
 * already. Answers the cart as it now is.
 */
export async function addAssetToCart(db: Executor, userId: string, assetId: string): Promise<Cart> {
  const [asset, owned, account] = await Promise.all([
    findAssetFile(db, assetId),
    ownsAsset(db, userId, assetId),
    findAccount(db, userId),
  ]);
  if (!asset) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  if (owned) throw new ConflictError(SERVER_MESSAGES.assetAlreadyOwned);
  if (!account) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
  await putInCart(db, userId, { assetId }, MESSAGES.assetAlreadyInCart);
  return getCart(db, userId);
}

/** Removes a course from the cart: NotFoundError 'This course is not in your cart.' when it is not there. */
export async function removeCourseFromCart(db: Executor, userId: string, courseId: string): Promise<Cart> {
  const removed = await removeFromCart(db, userId, { courseIds: [courseId] });
  if (removed === 0) throw new NotFoundError(SERVER_MESSAGES.courseNotInCart);
  return getCart(db, userId);
}

/** Removes an asset from the cart: NotFoundError 'This asset is not in your cart.' when it is not there. */
export async function removeAssetFromCart(db: Executor, userId: string, assetId: string): Promise<Cart> {
  const removed = await removeFromCart(db, userId, { assetIds: [assetId] });
  if (removed === 0) throw new NotFoundError(SERVER_MESSAGES.assetNotInCart);
  return getCart(db, userId);
}

/**
 * Takes these courses, assets and bundles out of the user's cart, in one statement; ids that are not in
 * it are ignored. Answers how many lines went. Order fulfilment calls it inside its transaction.
 */
export async function removeFromCart(
  tx: Executor,
  userId: string,
  {
    courseIds = [],
    assetIds = [],
    bundleIds = [],
  }: { courseIds?: readonly string[]; assetIds?: readonly string[]; bundleIds?: readonly string[] },
): Promise<number> {
  if (!isUuid(userId)) return 0;
  const listOf = (ids: readonly string[]) => [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const courseList = listOf(courseIds);
  const assetList = listOf(assetIds);
  const bundleList = listOf(bundleIds);
  if (courseList.length === 0 && assetList.length === 0 && bundleList.length === 0) return 0;
  const removed = await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartOf(userId)),
        or(
          courseList.length > 0 ? inArray(cartItems.courseId, courseList) : undefined,
          assetList.length > 0 ? inArray(cartItems.assetId, assetList) : undefined,
          bundleList.length > 0 ? inArray(cartItems.bundleId, bundleList) : undefined,
        ),
      ),
    )
    .returning({ id: cartItems.id });
  return removed.length;
}

/** Erasure of an account (issue 11): the cart and its lines go with it. */
export async function deleteCartOf(db: Executor, userId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.userId, userId));
}
