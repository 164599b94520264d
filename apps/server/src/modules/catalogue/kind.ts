import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectedFields } from 'drizzle-orm/pg-core/query-builders/select.types';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/*
 * The catalogue kernel (issue 31, ARCHITECTURE "One catalogue kernel"): courses, digital
 * assets and bundles are kinds of one product. What every kind has (an id, a title, a price, a date, an
 * instructor, a category, a storefront summary) is read by the kernel's functions
 * (products.ts); what differs (a curriculum, preview images, a download file, a bundle's items) stays in the
 * kind's own module, which describes itself to the kernel with a ProductKind.
 */

/** The kinds the store sells. */
export type ProductKindName = 'course' | 'asset' | 'bundle';

/** The columns every kind of product has, and which of its rows the storefront shows. */
export type ProductColumns = {
  name: ProductKindName;
  table: PgTable;
  id: AnyPgColumn<{ data: string; notNull: true }>;
  /** A course's title, an asset's name. */
  title: AnyPgColumn<{ data: string; notNull: true }>;
  pricePaise: AnyPgColumn<{ data: number; notNull: true }>;
  /** When it was listed: the storefront's newest first. */
  date: AnyPgColumn<{ data: Date; notNull: true }>;
  /** When it last changed: the sitemap's `lastmod`. */
  updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
  /** Who teaches or made it (courses, assets): the admin's search finds it too. */
  instructorName?: AnyPgColumn<{ data: string; notNull: true }>;
  /** Its shelf (courses, assets): recommendations stay on it. */
  category?: AnyPgColumn<{ data: string; notNull: true }>;
  /** The rows a visitor may see and buy: published courses; every asset (undefined). */
  visible: SQL | undefined;
  /** Its running count in `store_totals`, which does not grow with the table; else counted. */
  storeTotal?: 'courses' | 'assets';
};

/** One kind of product, as its module describes it to the kernel: its columns and its summary. */
export type ProductKind<Fields extends SelectedFields, Summary> = ProductColumns & {
  /** The columns of its storefront summary, read in one statement, and how a row becomes one. */
  summaryColumns: Fields;
  toSummary: (row: SelectResultFields<Fields>) => Summary;
};

/**
 * What else happens in a product's deletion, in its transaction, that modules built on its kind
 * keep: a bundle holding it refuses; a course's projects go with it. The kind's module cannot
 * name them (they import it), so app.ts passes them in.
 */
export type ProductDeletionHook = (tx: Executor, productId: string) => Promise<void>;
