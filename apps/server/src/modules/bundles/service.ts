import type { Bundle } from '@academy/shared/bundles';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { STOREFRONT_PAGE_SIZE } from '@academy/shared/paging';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bundleItems, bundles } from '../../db/schema/bundles';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { heldAmong } from '../access/ownership';
import type { ProductKindName } from '../catalogue/kind';
import { adminProductPage, newestFirst, type ProductPage, productPage } from '../catalogue/products';
import { priceForBuyerPaise } from './pricing';
import { bundleProduct, type StoredItem, summaryColumns, toSummary } from './summaries';

/* The bundle reads: the store's list and page, the admin's, and which bundles hold a product. */

/** Who is looking: a signed-in student sees what the bundle costs them. */
export type BundleViewer = { id: string; role: 'user' | 'admin' } | null;

/** The bundles on sale, newest first, a page at a time; those holding a course or an asset. */
export async function listBundles(
  db: Executor,
  options: {
    page?: number | undefined;
    limit?: number | undefined;
    courseId?: string | undefined;
    assetId?: string | undefined;
  },
): Promise<ProductPage<Bundle>> {
  const holding = (column: typeof bundleItems.courseId | typeof bundleItems.assetId, id: string) =>
    sql`exists (select 1 from ${bundleItems} where ${qualified(bundleItems.bundleId)} = ${qualified(bundles.id)} and ${qualified(column)} = ${id})`;
  return productPage(db, bundleProduct, {
    where: and(
      bundleProduct.visible,
      options.courseId ? holding(bundleItems.courseId, options.courseId) : undefined,
      options.assetId ? holding(bundleItems.assetId, options.assetId) : undefined,
    ),
    order: newestFirst(bundleProduct),
    page: options.page ?? 1,
    limit: options.limit ?? STOREFRONT_PAGE_SIZE,
  });
}

/** Admin → Bundles: every bundle, on sale or not; `q` finds a title. */
export async function listAdminBundles(
  db: Executor,
  options: { page?: number | undefined; limit?: number | undefined; q?: string | undefined },
): Promise<ProductPage<Bundle>> {
  return adminProductPage(db, bundleProduct, { ...options, sort: 'date', dir: 'desc' });
}

async function readBundle(db: Executor, id: string, where: SQL | undefined) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(summaryColumns)
    .from(bundles)
    .where(and(eq(bundles.id, id), where))
    .limit(1);
  return row;
}

/** Of a bundle's items, which `userId` holds already. */
export async function ownedItems(
  db: Executor,
  userId: string,
  items: readonly StoredItem[],
): Promise<Set<string>> {
  const held = await heldAmong(db, userId, {
    courseIds: items.filter((item) => item.type === 'course').map((item) => item.id),
    assetIds: items.filter((item) => item.type === 'asset').map((item) => item.id),
  });
  return new Set(held.map((entry) => entry.productId));
}

/**
 * A bundle on sale as the store shows it; for a signed-in student, with what it costs them
 * (`priceForYou`) and which items they own. Unknown ids and bundles off sale: NotFoundError.
 */
export async function getBundle(db: Executor, id: string, viewer: BundleViewer): Promise<Bundle> {
  const row = await readBundle(db, id, bundleProduct.visible);
  if (!row) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);
  const bundle = toSummary(row);
  if (viewer?.role !== 'user') return bundle;
  const owned = await ownedItems(db, viewer.id, row.items);
  const priceForYou = priceForBuyerPaise(
    row.pricePaise,
    row.items.map((item) => ({ listPricePaise: item.pricePaise, owned: owned.has(item.id) })),
  );
  return {
    ...bundle,
    items: bundle.items.map((item) => ({ ...item, owned: owned.has(item.id) })),
    priceForYou: toRupees(priceForYou),
  };
}

/**
 * The bundles on sale among `ids`, in that order, each priced for `userId` (`priceForYou`, the
 * items they own marked): the bundles in their cart. Off-sale ones are left out.
 */
export async function bundlesForStudent(
  db: Executor,
  ids: readonly string[],
  userId: string,
): Promise<Bundle[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(bundles)
    .where(and(inArray(bundles.id, wanted), bundleProduct.visible));
  const owned = await ownedItems(
    db,
    userId,
    rows.flatMap((row) => row.items),
  );
  const priced = new Map(
    rows.map((row) => {
      const bundle = toSummary(row);
      const priceForYou = priceForBuyerPaise(
        row.pricePaise,
        row.items.map((item) => ({ listPricePaise: item.pricePaise, owned: owned.has(item.id) })),
      );
      const items = bundle.items.map((item) => ({ ...item, owned: owned.has(item.id) }));
      return [row.id, { ...bundle, items, priceForYou: toRupees(priceForYou) }] as const;
    }),
  );
  return wanted.flatMap((id) => priced.get(id) ?? []);
}

/** Any bundle, on sale or not: the admin's edit form. */
export async function getAdminBundle(db: Executor, id: string): Promise<Bundle> {
  const row = await readBundle(db, id, undefined);
  if (!row) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);
  return toSummary(row);
}

/**
 * Refuses to delete a course or an asset that a bundle holds (ConflictError naming the bundles):
 * the admin takes it out of them first. Run in the deletion's transaction.
 */
export async function refuseIfBundled(tx: Executor, kind: ProductKindName, productId: string): Promise<void> {
  const column = kind === 'course' ? bundleItems.courseId : bundleItems.assetId;
  const holding = await tx
    .select({ title: bundles.title })
    .from(bundleItems)
    .innerJoin(bundles, eq(bundles.id, bundleItems.bundleId))
    .where(eq(column, productId))
    .orderBy(sql`lower(${bundles.title})`);
  if (holding.length === 0) return;
  const titles = holding.map((bundle) => `“${bundle.title}”`).join(', ');
  throw new ConflictError(
    `This ${kind === 'course' ? 'course' : 'digital asset'} is in ${holding.length === 1 ? 'the bundle' : 'the bundles'} ${titles}; take it out first, then delete it.`,
  );
}
