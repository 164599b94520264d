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
  type adminAssetListQuerySchema,
  STOREFRONT_PAGE_SIZE,
  sortDirectionOf,
} from '@academy/shared/paging';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { digitalAssets } from '../../db/schema/assets';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  adminProductPage,
  inPriceBand,
  type ProductPage,
  productPage,
  productRecommendations,
  ratedAtLeast,
  storefrontOrder,
} from '../catalogue/products';
import { assetProduct, summaryColumns, toSummary } from './summaries';

/* The asset reads: the storefront's and the admin's lists, one asset, the sitemap's ids. */

/** 'All', empty or absent: every category; a chip or any other name: that category ('Free' also ₹0). */
function categoryCondition(category: string | undefined): SQL | undefined {
  const filter = assetCategoriesOf(category);
  if (!filter) return undefined;
  const inCategory = inArray(digitalAssets.category, [...filter.categories]);
  return filter.orFree ? or(inCategory, eq(digitalAssets.pricePaise, 0)) : inCategory;
}

export type AssetListOptions = {
  page?: number | undefined;
  limit?: number | undefined;
  category?: string | undefined;
  price?: AssetPriceBand | undefined;
  sort?: CatalogueSort | undefined;
  rating?: RatingFloor | undefined;
};

export type AssetPage = ProductPage<AssetSummary>;

/**
 * The storefront's assets, newest first unless sorted otherwise, a page at a time: the first
 * STOREFRONT_PAGE_SIZE when no page is asked for.
 */
export async function listAssets(db: Executor, options: AssetListOptions = {}): Promise<AssetPage> {
  return productPage(db, assetProduct, {
    where: and(
      categoryCondition(options.category),
      inPriceBand(
        assetProduct,
        ASSET_PRICE_BANDS.find((band) => band.value === options.price),
      ),
      options.rating ? ratedAtLeast(assetProduct, Number(options.rating)) : undefined,
    ),
    order: storefrontOrder(assetProduct, options.sort ?? 'newest'),
    page: options.page ?? 1,
    limit: options.limit ?? STOREFRONT_PAGE_SIZE,
  });
}

/** Admin → All Assets: by date, name or price, searched by name or instructor (catalogue/products.ts). */
export async function listAdminAssets(
  db: Executor,
  options: z.output<typeof adminAssetListQuerySchema>,
): Promise<AssetPage> {
  const sort = options.sort === 'name' ? 'title' : options.sort;
  return adminProductPage(db, assetProduct, {
    ...options,
    sort,
    dir: sortDirectionOf(options.sort, options.dir),
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

/** Up to `limit` assets of `category` (any when empty), newest first, without `excludeId`. */
export async function listAssetRecommendations(
  db: Executor,
  options: { category: string; excludeId: string; limit?: number },
): Promise<AssetSummary[]> {
  return productRecommendations(db, assetProduct, {
    ...options,
    limit: options.limit ?? ASSET_RECOMMENDATION_COUNT,
  });
}
