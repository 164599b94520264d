import type { Bundle, BundleItem } from '@academy/shared/bundles';
import { sql } from 'drizzle-orm';
import { assetImages, digitalAssets } from '../../db/schema/assets';
import { bundleItems, bundles } from '../../db/schema/bundles';
import { courses } from '../../db/schema/courses';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import type { ProductKind } from '../catalogue/kind';

/*
 * How a bundle row becomes what the API answers: its items at today's prices, read in the same
 * statement as the bundle (a correlated subquery on bundle_items' primary key).
 */

/** A bundle item as the subquery answers it. */
export type StoredItem = {
  type: BundleItem['type'];
  id: string;
  title: string;
  pricePaise: number;
  image: string;
  /** A course must be published for its bundle to be on sale. */
  published: boolean;
};

/** The bundle's items in the admin's order, with their titles, prices and first pictures. */
const itemsJson = sql<StoredItem[]>`(
  select coalesce(json_agg(json_build_object(
    'type', case when bi.course_id is not null then 'course' else 'asset' end,
    'id', coalesce(bi.course_id, bi.asset_id),
    'title', coalesce(c.title, a.name),
    'pricePaise', coalesce(c.price_paise, a.price_paise),
    'image', coalesce(nullif(c.image, ''), (
      select ai.url from ${assetImages} ai where ai.asset_id = a.id order by ai.position, ai.id limit 1
    ), ''),
    'published', coalesce(c.is_published, true)
  ) order by bi.position), '[]'::json)
  from ${bundleItems} bi
  left join ${courses} c on c.id = bi.course_id
  left join ${digitalAssets} a on a.id = bi.asset_id
  where bi.bundle_id = ${qualified(bundles.id)}
)`;

/** A published bundle whose courses are all published: one taken off sale takes its bundles with it. */
export const bundleOnSale = sql`(${qualified(bundles.isPublished)} and not exists (
  select 1 from ${bundleItems} bi join ${courses} c on c.id = bi.course_id
  where bi.bundle_id = ${qualified(bundles.id)} and not c.is_published
))`;

export const summaryColumns = {
  id: bundles.id,
  title: bundles.title,
  description: bundles.description,
  image: bundles.image,
  pricePaise: bundles.pricePaise,
  isPublished: bundles.isPublished,
  date: bundles.date,
  items: itemsJson,
};

export type SummaryRow = {
  id: string;
  title: string;
  description: string;
  image: string;
  pricePaise: number;
  isPublished: boolean;
  date: Date;
  items: StoredItem[];
};

/** What its items cost one by one today, in paise. */
export const listPricePaise = (items: readonly StoredItem[]): number =>
  items.reduce((sum, item) => sum + item.pricePaise, 0);

export function toSummary(row: SummaryRow): Bundle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    price: toRupees(row.pricePaise),
    listPrice: toRupees(listPricePaise(row.items)),
    isPublished: row.isPublished,
    date: row.date.toISOString(),
    items: row.items.map((item) => ({
      type: item.type,
      id: item.id,
      title: item.title,
      price: toRupees(item.pricePaise),
      image: item.image,
    })),
  };
}

/** Bundles as the catalogue kernel reads them (catalogue/kind.ts): on sale when published with their courses. */
export const bundleProduct = {
  name: 'bundle',
  table: bundles,
  id: bundles.id,
  title: bundles.title,
  pricePaise: bundles.pricePaise,
  date: bundles.date,
  updatedAt: bundles.updatedAt,
  visible: bundleOnSale,
  summaryColumns,
  toSummary,
} satisfies ProductKind<typeof summaryColumns, Bundle>;
