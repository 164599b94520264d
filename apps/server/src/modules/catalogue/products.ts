import type { CourseSort as CatalogueSort } from '@academy/shared/catalogue-api';
import {
  ADMIN_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type Pagination,
  paginationOf,
  type SortDirection,
} from '@academy/shared/paging';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core/query-builders/select.types';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client';
import { productRating } from '../../db/schema/reviews';
import { isUuid } from '../../lib/ids';
import { toPaise } from '../../lib/money';
import { containing } from '../../lib/sql';
import { readStoreTotal } from '../store-totals/service';
import type { ProductColumns, ProductKind } from './kind';

/*
 * The reads every kind of product shares: its pages (storefront and admin), its order, the
 * summaries a search ranking names, its recommendations, its sitemap ids and what a checkout
 * needs of it. Each takes the kind (kind.ts) and answers that kind's own summaries.
 */

export type ProductPage<Summary> = { items: Summary[]; pagination: Pagination };

/**
 * A select of a kind's summary columns from its table. Drizzle's builder cannot carry a
 * generic selection's row type through its methods, so `summariesOf` types the rows once, from
 * the kind's own columns, and makes them the kind's summaries.
 */
const selectSummaries = (db: Executor, kind: ProductColumns & { summaryColumns: SelectedFields }) =>
  db
    .select(kind.summaryColumns as SelectedFields)
    .from(kind.table)
    .$dynamic();

const summariesOf = async <Fields extends SelectedFields, Summary>(
  kind: ProductKind<Fields, Summary>,
  rows: Promise<unknown[]>,
): Promise<Summary[]> => ((await rows) as SelectResultFields<Fields>[]).map(kind.toSummary);

/** Newest first, ending with the id so that pages never overlap. */
export const newestFirst = (kind: ProductColumns): SQL[] => [desc(kind.date), desc(kind.id)];

/**
 * The storefront's orders. Highest rated (issue 30): by the reviews' average, then their count;
 * unreviewed last.
 */
export function storefrontOrder(kind: ProductColumns, sort: CatalogueSort): SQL[] {
  const rating = productRating(kind.id);
  switch (sort) {
    case 'newest':
      return newestFirst(kind);
    case 'price':
      return [asc(kind.pricePaise), ...newestFirst(kind)];
    case 'title':
      return [asc(sql`lower(${kind.title})`), asc(kind.id)];
    case 'rating':
      return [sql`${rating.average} desc nulls last`, desc(rating.count), ...newestFirst(kind)];
  }
}

/** The products whose reviews average `floor` stars and up. */
export const ratedAtLeast = (kind: ProductColumns, floor: number): SQL =>
  sql`${productRating(kind.id).average} >= ${floor}`;

/** A price band of the storefront's filter (rupees, `max` null for "and up"). */
export function inPriceBand(
  kind: ProductColumns,
  band: { min: number; max: number | null } | undefined,
): SQL | undefined {
  if (!band) return undefined;
  return and(
    gte(kind.pricePaise, toPaise(band.min)),
    band.max === null ? undefined : lte(kind.pricePaise, toPaise(band.max)),
  );
}

/**
 * One page of a kind's products matching `where` in `order`, and how many match in all:
 * counted, or, for every product of the kind (`where` undefined), the store's running total.
 */
export async function productPage<Fields extends SelectedFields, Summary>(
  db: Executor,
  kind: ProductKind<Fields, Summary>,
  { where, order, page, limit }: { where: SQL | undefined; order: SQL[]; page: number; limit: number },
): Promise<ProductPage<Summary>> {
  const [items, total] = await Promise.all([
    summariesOf(
      kind,
      selectSummaries(db, kind)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
    ),
    where === undefined && kind.storeTotal
      ? readStoreTotal(db, kind.storeTotal)
      : db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(kind.table)
          .where(where)
          .then(([counted]) => counted?.total ?? 0),
  ]);
  return { items, pagination: paginationOf(page, limit, total) };
}

export type AdminListOptions = {
  page?: number | undefined;
  limit?: number | undefined;
  q?: string | undefined;
  ids?: string[] | undefined;
  sort: 'date' | 'title' | 'price';
  dir: SortDirection;
};

/**
 * A page of the admin's products, published or not. `q` finds the text anywhere in the title or
 * the instructor's name, whatever its case (trigram-indexed); `ids` keeps only those. Each
 * order ends with the id, in the same direction as the column, so pages never overlap and one
 * index (migration 0013) serves each order either way.
 */
export async function adminProductPage<Fields extends SelectedFields, Summary>(
  db: Executor,
  kind: ProductKind<Fields, Summary>,
  options: AdminListOptions,
): Promise<ProductPage<Summary>> {
  const ids = options.ids?.filter(isUuid);
  if (ids?.length === 0) {
    return { items: [], pagination: paginationOf(options.page ?? 1, options.limit ?? MAX_PAGE_SIZE, 0) };
  }
  const pattern = options.q === undefined ? undefined : containing(options.q);
  const by = options.dir === 'asc' ? asc : desc;
  const key = { date: kind.date, title: sql`lower(${kind.title})`, price: kind.pricePaise }[options.sort];
  return productPage(db, kind, {
    where: and(
      ids ? inArray(kind.id, ids) : undefined,
      pattern
        ? or(
            ilike(kind.title, pattern),
            kind.instructorName ? ilike(kind.instructorName, pattern) : undefined,
          )
        : undefined,
    ),
    order: [by(key), by(kind.id)],
    page: options.page ?? 1,
    limit: options.limit ?? (ids ? MAX_PAGE_SIZE : ADMIN_PAGE_SIZE),
  });
}

/**
 * Up to `limit` visible products of `category` (any category when it is empty), newest first,
 * without `excludeId`. An `excludeId` that is not one of our ids excludes nothing.
 */
export async function productRecommendations<Fields extends SelectedFields, Summary>(
  db: Executor,
  kind: ProductKind<Fields, Summary>,
  options: { category: string; excludeId: string; limit: number },
): Promise<Summary[]> {
  const category = options.category.trim();
  return summariesOf(
    kind,
    selectSummaries(db, kind)
      .where(
        and(
          kind.visible,
          category && kind.category ? eq(kind.category, category) : undefined,
          isUuid(options.excludeId) ? ne(kind.id, options.excludeId) : undefined,
        ),
      )
      .orderBy(...newestFirst(kind))
      .limit(options.limit),
  );
}

/**
 * The visible products a ranking names, as summaries in its order, read in the same statement
 * as the ranking itself (search's one round trip per kind). `ranking` is a query answering `id`
 * (an id of this kind, once each) and `position` (lowest first).
 */
export async function rankedProductSummaries<Fields extends SelectedFields, Summary>(
  db: Executor,
  kind: ProductKind<Fields, Summary>,
  ranking: SQL,
): Promise<Summary[]> {
  return summariesOf(
    kind,
    selectSummaries(db, kind)
      .innerJoin(sql`(${ranking}) as ranked`, sql`ranked.id = ${kind.id}`)
      .where(kind.visible)
      .orderBy(sql`ranked.position`),
  );
}

/** The newest `limit` visible products' ids and when each last changed (for the sitemap). */
export async function visibleProductIds(
  db: Executor,
  kind: ProductColumns,
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: kind.id, updatedAt: kind.updatedAt })
    .from(kind.table)
    .$dynamic()
    .where(kind.visible)
    .orderBy(...newestFirst(kind))
    .limit(limit);
}

/** The visible products among `ids`, with what a checkout needs: title and price. */
export async function findSellable(
  db: Executor,
  kind: ProductColumns,
  ids: string[],
): Promise<{ id: string; title: string; pricePaise: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: kind.id, title: kind.title, pricePaise: kind.pricePaise })
    .from(kind.table)
    .$dynamic()
    .where(and(inArray(kind.id, ids), kind.visible));
}

/**
 * The products among `ids`, visible or not, with their title, today's price and whether a
 * visitor may see and buy them: what a bundle's editor checks its items against.
 */
export async function productFacts(
  db: Executor,
  kind: ProductColumns,
  ids: string[],
): Promise<{ id: string; title: string; pricePaise: number; visible: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: kind.id,
      title: kind.title,
      pricePaise: kind.pricePaise,
      visible: sql<boolean>`${kind.visible ?? sql`true`}`.mapWith(Boolean),
    })
    .from(kind.table)
    .$dynamic()
    .where(inArray(kind.id, ids));
}
