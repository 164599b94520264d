import type {
  CourseSort as CatalogueSort,
  AdminAssetDetail,
  AssetSummary,
  assetInputSchema,
  assetUpdateInputSchema,
} from '@academy/shared/catalogue-api';
import { ASSET_PRICE_BANDS, type AssetPriceBand, assetCategoriesOf } from '@academy/shared/catalogue';
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
import { assetImages, digitalAssets, entitlements } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { inOrderOf, isUuid } from '../../lib/ids';
import { toPaise, toRupees } from '../../lib/money';
import { containing, qualified } from '../../lib/sql';

export type AssetInputData = z.output<typeof assetInputSchema>;
export type AssetUpdateData = z.output<typeof assetUpdateInputSchema>;

/* One statement per list: preview images and owner counts are correlated subqueries on indexes. */

const q = qualified;
/** An asset's preview image URLs in order, as a correlated subquery on the asset row. */
export const assetImageUrls = sql<string[]>`(
  select coalesce(json_agg(${q(assetImages.url)} order by ${q(assetImages.position)}, ${q(assetImages.id)}), '[]'::json)
  from ${assetImages}
  where ${q(assetImages.assetId)} = ${q(digitalAssets.id)}
)`;
const ownerCount = sql<number>`(
  select count(*) from ${entitlements} where ${q(entitlements.assetId)} = ${q(digitalAssets.id)}
)`.mapWith(Number);

/** Every public column; `downloadUrl` is deliberately not among them. */
const summaryColumns = {
  id: digitalAssets.id,
  name: digitalAssets.name,
  pricePaise: digitalAssets.pricePaise,
  fakePricePaise: digitalAssets.fakePricePaise,
  subTitle: digitalAssets.subTitle,
  keyPoints: digitalAssets.keyPoints,
  description: digitalAssets.description,
  type: digitalAssets.type,
  fileSize: digitalAssets.fileSize,
  format: digitalAssets.format,
  dimensions: digitalAssets.dimensions,
  resolution: digitalAssets.resolution,
  license: digitalAssets.license,
  category: digitalAssets.category,
  image: assetImageUrls,
  students: ownerCount,
  instructorId: digitalAssets.instructorId,
  instructorName: digitalAssets.instructorName,
  date: digitalAssets.date,
};

type SummaryRow = {
  id: string;
  name: string;
  pricePaise: number;
  fakePricePaise: number;
  subTitle: string;
  keyPoints: string;
  description: string;
  type: string;
  fileSize: string;
  format: string;
  dimensions: string;
  resolution: string;
  license: string;
  category: string;
  image: string[];
  students: number;
  instructorId: string | null;
  instructorName: string;
  date: Date;
};

function toSummary(row: SummaryRow): AssetSummary {
  return {
    _id: row.id,
    name: row.name,
    price: toRupees(row.pricePaise),
    fakePrice: toRupees(row.fakePricePaise),
    subTitle: row.subTitle,
    keyPoints: row.keyPoints,
    description: row.description,
    type: row.type,
    fileSize: row.fileSize,
    format: row.format,
    dimensions: row.dimensions,
    resolution: row.resolution,
    license: row.license,
    category: row.category,
    image: row.image,
    students: row.students,
    instructorId: row.instructorId,
    instructorName: row.instructorName,
    date: row.date.toISOString(),
  };
}

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
};

export type AssetListOptions = {
  page?: number | undefined;
  limit?: number | undefined;
  category?: string | undefined;
  price?: AssetPriceBand | undefined;
  sort?: CatalogueSort | undefined;
};

export type AssetPage = { items: AssetSummary[]; pagination: Pagination };

/** One page of assets matching `where` in `order`, and how many match in all. */
async function assetPage(
  db: Executor,
  { where, order, page, limit }: { where: SQL | undefined; order: SQL[]; page: number; limit: number },
): Promise<AssetPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(digitalAssets)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(digitalAssets)
      .where(where),
  ]);
  return { items: rows.map(toSummary), pagination: paginationOf(page, limit, counted?.total ?? 0) };
}

/**
 * The storefront's assets, newest first unless sorted otherwise, a page at a time: the first
 * STOREFRONT_PAGE_SIZE when no page is asked for.
 */
export async function listAssets(db: Executor, options: AssetListOptions = {}): Promise<AssetPage> {
  return assetPage(db, {
    where: and(categoryCondition(options.category), priceCondition(options.price)),
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

/** An asset as anyone may see it: never its download URL. Unknown or malformed ids: 404. */
export async function getAssetSummary(db: Database, id: string): Promise<AssetSummary> {
  if (!isUuid(id)) throw notFound(SERVER_MESSAGES.assetNotFound);
  const [row] = await assetSummaryQuery(db).execute({ id });
  if (!row) throw notFound(SERVER_MESSAGES.assetNotFound);
  return toSummary(row);
}

/** The same summary read inside a transaction (after a create or update). */
async function readAssetSummary(tx: Executor, id: string): Promise<AssetSummary> {
  const [row] = await tx.select(summaryColumns).from(digitalAssets).where(eq(digitalAssets.id, id)).limit(1);
  if (!row) throw notFound(SERVER_MESSAGES.assetNotFound);
  return toSummary(row);
}

/** The admin edit form's view: the summary plus the stored download URL. */
export async function getAdminAssetDetail(db: Executor, id: string): Promise<AdminAssetDetail> {
  if (!isUuid(id)) throw notFound(SERVER_MESSAGES.assetNotFound);
  const [row] = await db
    .select({ ...summaryColumns, downloadUrl: digitalAssets.downloadUrl })
    .from(digitalAssets)
    .where(eq(digitalAssets.id, id))
    .limit(1);
  if (!row) throw notFound(SERVER_MESSAGES.assetNotFound);
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

/** Assets with these ids, in the order of `ids`; unknown ones are left out. */
export async function listAssetSummariesByIds(db: Executor, ids: string[]): Promise<AssetSummary[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db.select(summaryColumns).from(digitalAssets).where(inArray(digitalAssets.id, wanted));
  return inOrderOf(ids, rows).map(toSummary);
}

/** The newest `limit` assets' ids and when each last changed (for the sitemap). */
export async function listAssetIds(db: Executor, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: digitalAssets.id, updatedAt: digitalAssets.updatedAt })
    .from(digitalAssets)
    .orderBy(...newestFirst)
    .limit(limit);
}

function detailColumns(input: AssetInputData | AssetUpdateData) {
  return {
    name: input.name,
    pricePaise: toPaise(input.price),
    fakePricePaise: toPaise(input.fakePrice),
    subTitle: input.subTitle,
    keyPoints: input.keyPoints,
    description: input.description,
    type: input.type,
    fileSize: input.fileSize,
    format: input.format,
    dimensions: input.dimensions,
    resolution: input.resolution,
    license: input.license,
    category: input.category,
  };
}

async function insertImages(tx: Executor, assetId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await tx.insert(assetImages).values(urls.map((url, position) => ({ assetId, position, url })));
}

/**
 * Creates an asset and its preview images (positions in list order) in one transaction. The
 * caller becomes its instructor unless `instructorName` names someone else.
 */
export async function createAsset(
  db: Database,
  input: AssetInputData,
  { author, date }: { author: { id: string; name: string }; date?: Date },
): Promise<AssetSummary> {
  return db.transaction(async (tx) => {
    const [asset] = await tx
      .insert(digitalAssets)
      .values({
        ...detailColumns(input),
        ...(date ? { date } : {}),
        downloadUrl: input.downloadUrl,
        instructorId: author.id,
        instructorName: input.instructorName?.trim() || author.name,
      })
      .returning({ id: digitalAssets.id });
    if (!asset) throw new Error('Inserting a digital asset returned no row');
    await insertImages(tx, asset.id, input.image);
    return readAssetSummary(tx, asset.id);
  });
}

/**
 * Replaces an asset's fields and its preview images in one transaction. A `downloadUrl` left
 * out keeps the stored file; an empty one clears it.
 */
export async function updateAsset(db: Database, id: string, input: AssetUpdateData): Promise<AssetSummary> {
  if (!isUuid(id)) throw notFound(SERVER_MESSAGES.assetNotFound);
  return db.transaction(async (tx) => {
    const instructorName = input.instructorName?.trim();
    const [asset] = await tx
      .update(digitalAssets)
      .set({
        ...detailColumns(input),
        ...(input.downloadUrl === undefined ? {} : { downloadUrl: input.downloadUrl }),
        ...(instructorName ? { instructorName } : {}),
        updatedAt: new Date(),
      })
      .where(eq(digitalAssets.id, id))
      .returning({ id: digitalAssets.id });
    if (!asset) throw notFound(SERVER_MESSAGES.assetNotFound);
    await tx.delete(assetImages).where(eq(assetImages.assetId, id));
    await insertImages(tx, id, input.image);
    return readAssetSummary(tx, id);
  });
}

/**
 * Deletes an asset nobody owns. Ownership is a real purchase (or grant), so an asset with any
 * is refused with 409. The asset row is locked first, so a purchase committing meanwhile is
 * seen rather than silently cascaded away.
 */
export async function deleteAsset(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(SERVER_MESSAGES.assetNotFound);
  await db.transaction(async (tx) => {
    const [asset] = await tx
      .select({ id: digitalAssets.id })
      .from(digitalAssets)
      .where(eq(digitalAssets.id, id))
      .for('update');
    if (!asset) throw notFound(SERVER_MESSAGES.assetNotFound);
    const [owned] = await tx
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(eq(entitlements.assetId, id))
      .limit(1);
    if (owned) throw conflict(SERVER_MESSAGES.assetHasOwners);
    await tx.delete(digitalAssets).where(eq(digitalAssets.id, id));
  });
}
