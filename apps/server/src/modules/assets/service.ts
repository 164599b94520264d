import type { CourseSort as CatalogueSort } from '@academy/shared/catalogue-api';
import type { AdminAssetDetail, AssetSummary } from '@academy/shared/catalogue-assets';
import {
  ASSET_PRICE_BANDS,
  type AssetPriceBand,
  assetCategoriesOf,
  type RatingFloor,
} from '@academy/shared/catalogue';
import { ASSET_RECOMMENDATION_COUNT } from '@academy/shared/limits';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import {
  ADMIN_PAGE_SIZE,
  type adminAssetListQuerySchema,
  MAX_PAGE_SIZE,
  type Pagination,
  paginationOf,
  type SortDirection,
  STOREFRONT_PAGE_SIZE,
  sortDirectionOf,
} from '@academy/shared/paging';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { digitalAssets } from '../../db/schema/assets';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPaise } from '../../lib/money';
import { containing } from '../../lib/sql';
import { readStoreTotal } from '../store-totals/service';
import { highestRatedFirst, ratedAtLeast, summaryColumns, toSummary } from './summaries';

/* The asset reads: the storefront's and the admin's lists, one asset, the sitemap's ids. */

/** 'All', empty or absent: every category; a chip or any other name: that category ('Free' also ₹0). */
function categoryCondition(category: string | undefined): SQL | undefined {
  const filter = assetCategoriesOf(category);
  if (!filter) return undefined;
  const inCategory = inArray(digitalAssets.category, [...filter.categories]);
  return filter.orFree ? or(inCategory, eq(digitalAssets.pricePaise, 0)) : inCategory;
}

function priceCondition(value: AssetPriceBand | undefined): SQL | undefined {
  const band = ASSET_PRICE_BANDS.find((candidate) => candidate.value === value);
  if (!band) return undefined;
  return and(
    gte(digitalAssets.pricePaise, toPaise(band.min)),
    band.max === null ? undefined : lte(digitalAssets.pricePaise, toPaise(band.max)),
  );
}

const newestFirst = [desc(digitalAssets.date), desc(digitalAssets.id)];

const ORDER: Record<CatalogueSort, SQL[]> = {
  newest: newestFirst,
  price: [asc(digitalAssets.pricePaise), ...newestFirst],
  title: [asc(sql`lower(${digitalAssets.name})`), asc(digitalAssets.id)],
  rating: [...highestRatedFirst, ...newestFirst],
};

export type AssetListOptions = {
  page?: number | undefined;
  limit?: number | undefined;
  category?: string | undefined;
  price?: AssetPriceBand | undefined;
  sort?: CatalogueSort | undefined;
  rating?: RatingFloor | undefined;
};

export type AssetPage = { items: AssetSummary[]; pagination: Pagination };

/**
 * One page of assets matching `where` in `order`, and how many match in all: counted, or, for
 * every asset (`where` undefined), the store's running total, which does not grow with the table.
 */
async function assetPage(
  db: Executor,
  { where, order, page, limit }: { where: SQL | undefined; order: SQL[]; page: number; limit: number },
): Promise<AssetPage> {
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(digitalAssets)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    where === undefined
      ? readStoreTotal(db, 'assets')
      : db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(digitalAssets)
          .where(where)
          .then(([counted]) => counted?.total ?? 0),
  ]);
  return { items: rows.map(toSummary), pagination: paginationOf(page, limit, total) };
}

/**
 * The storefront's assets, newest first unless sorted otherwise, a page at a time: the first
 * STOREFRONT_PAGE_SIZE when no page is asked for.
 */
export async function listAssets(db: Executor, options: AssetListOptions = {}): Promise<AssetPage> {
  return assetPage(db, {
    where: and(
      categoryCondition(options.category),
      priceCondition(options.price),
      options.rating ? ratedAtLeast(Number(options.rating)) : undefined,
    ),
    order: ORDER[options.sort ?? 'newest'],
    page: options.page ?? 1,
    limit: options.limit ?? STOREFRONT_PAGE_SIZE,
  });
}

export type AdminAssetListOptions = z.output<typeof adminAssetListQuerySchema>;

/**
 * Admin → All Assets. Each order ends with the id, in the same direction as the column, so
 * pages never overlap and one index (migration 0013) serves each order either way.
 */
const adminOrder = (column: AdminAssetListOptions['sort'], dir: SortDirection): SQL[] => {
  const by = dir === 'asc' ? asc : desc;
  const key = {
    date: digitalAssets.date,
    name: sql`lower(${digitalAssets.name})`,
    price: digitalAssets.pricePaise,
  }[column];
  return [by(key), by(digitalAssets.id)];
};

/**
 * A page of the admin's assets: `q` finds the text anywhere in the name or the instructor's
 * name, whatever its case (both trigram-indexed); `ids` keeps only those assets.
 */
export async function listAdminAssets(db: Executor, options: AdminAssetListOptions): Promise<AssetPage> {
  const ids = options.ids?.filter(isUuid);
  if (ids?.length === 0) {
    return { items: [], pagination: paginationOf(options.page ?? 1, options.limit ?? MAX_PAGE_SIZE, 0) };
  }
  const pattern = options.q === undefined ? undefined : containing(options.q);
  return assetPage(db, {
    where: and(
      ids ? inArray(digitalAssets.id, ids) : undefined,
      pattern
        ? or(ilike(digitalAssets.name, pattern), ilike(digitalAssets.instructorName, pattern))
        : undefined,
    ),
    order: adminOrder(options.sort, sortDirectionOf(options.sort, options.dir)),
    page: options.page ?? 1,
    limit: options.limit ?? (ids ? MAX_PAGE_SIZE : ADMIN_PAGE_SIZE),
  });
}

/** The public asset detail as one prepared statement: it is planned once, not on every call. */
const assetSummaryQuery = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(digitalAssets)
    .where(eq(digitalAssets.id, sql.placeholder('id')))
    .limit(1)
    .prepare('asset_summary'),
);

/** An asset as anyone may see it: never its download URL. Unknown or malformed ids: NotFoundError. */
export async function getAssetSummary(db: Database, id: string): Promise<AssetSummary> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  const [row] = await assetSummaryQuery(db).execute({ id });
  if (!row) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  return toSummary(row);
}

/** The same summary read inside a transaction (after a create or update). */
export async function readAssetSummary(tx: Executor, id: string): Promise<AssetSummary> {
  const [row] = await tx.select(summaryColumns).from(digitalAssets).where(eq(digitalAssets.id, id)).limit(1);
  if (!row) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  return toSummary(row);
}

/** The admin edit form's view: the summary plus the stored download URL. */
export async function getAdminAssetDetail(db: Executor, id: string): Promise<AdminAssetDetail> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  const [row] = await db
    .select({ ...summaryColumns, downloadUrl: digitalAssets.downloadUrl })
    .from(digitalAssets)
    .where(eq(digitalAssets.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  return { ...toSummary(row), downloadUrl: row.downloadUrl };
}

/**
 * Up to `limit` assets of `category` (any category when it is empty), newest first, without
 * `excludeId`. An `excludeId` that is not one of our ids excludes nothing.
 */
export async function listAssetRecommendations(
  db: Executor,
  options: { category: string; excludeId: string; limit?: number },
): Promise<AssetSummary[]> {
  const category = options.category.trim();
  const rows = await db
    .select(summaryColumns)
    .from(digitalAssets)
    .where(
      and(
        category ? eq(digitalAssets.category, category) : undefined,
        isUuid(options.excludeId) ? ne(digitalAssets.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(options.limit ?? ASSET_RECOMMENDATION_COUNT);
  return rows.map(toSummary);
}

/**
 * The assets a ranking names, as summaries in its order, read in the same statement as the
 * ranking itself (search's one round trip per kind). `ranking` is a query answering `id` (an
 * asset id, once each) and `position` (lowest first).
 */
export async function listRankedAssetSummaries(db: Executor, ranking: SQL): Promise<AssetSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(digitalAssets)
    .innerJoin(sql`(${ranking}) as ranked`, sql`ranked.id = ${digitalAssets.id}`)
    .orderBy(sql`ranked.position`);
  return rows.map(toSummary);
}

/** The newest `limit` assets' ids and when each last changed (for the sitemap). */
export async function listAssetIds(db: Executor, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: digitalAssets.id, updatedAt: digitalAssets.updatedAt })
    .from(digitalAssets)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The assets among `ids`, with what a checkout needs: name (as title) and price. */
export async function findSellableAssets(
  db: Executor,
  ids: string[],
): Promise<{ id: string; title: string; pricePaise: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: digitalAssets.id, title: digitalAssets.name, pricePaise: digitalAssets.pricePaise })
    .from(digitalAssets)
    .where(inArray(digitalAssets.id, ids));
}
