import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectedFields } from 'drizzle-orm/pg-core/query-builders/select.types';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/*
 * The catalogue kernel (issue 31, ARCHITECTURE "One catalogue kernel"): courses and digital
 * assets are kinds of one product. What every kind has (an id, a title, a price, a date, an
 * instructor, a category, a storefront summary) is read by the kernel's functions
 * (products.ts); what differs (a curriculum, preview images, a download file) stays in the
 * kind's own module, which describes itself to the kernel with a ProductKind.
 */

/** The kinds the store sells. */
export type ProductKindName = 'course' | 'asset';

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
  instructorName: AnyPgColumn<{ data: string; notNull: true }>;
  category: AnyPgColumn<{ data: string; notNull: true }>;
  /** The rows a visitor may see and buy: published courses; every asset (undefined). */
  visible: SQL | undefined;
  /** Its running count in `store_totals`, which does not grow with the table. */
  storeTotal: 'courses' | 'assets';
};

/** One kind of product, as its module describes it to the kernel: its columns and its summary. */
export type ProductKind<Fields extends SelectedFields, Summary> = ProductColumns & {
  /** The columns of its storefront summary, read in one statement, and how a row becomes one. */
  summaryColumns: Fields;
  toSummary: (row: SelectResultFields<Fields>) => Summary;
};
