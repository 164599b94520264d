import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { sql } from 'drizzle-orm';
import { assetImages, digitalAssets } from '../../db/schema/assets';
import { productRating } from '../../db/schema/reviews';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { assetHolderCount } from '../access/ownership';
import type { ProductKind } from '../catalogue/kind';

/* One statement per list: preview images and owner counts are correlated subqueries on indexes. */

const q = qualified;
/** An asset's preview image URLs in order, as a correlated subquery on the asset row. */
export const assetImageUrls = sql<string[]>`(
  select coalesce(json_agg(${q(assetImages.url)} order by ${q(assetImages.position)}, ${q(assetImages.id)}), '[]'::json)
  from ${assetImages}
  where ${q(assetImages.assetId)} = ${q(digitalAssets.id)}
)`;
const ownerCount = assetHolderCount(digitalAssets.id);
const rating = productRating(digitalAssets.id);

/** Every public column; `downloadUrl` is deliberately not among them. */
export const summaryColumns = {
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
  ratingAverage: rating.average,
  ratingCount: rating.count,
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
  ratingAverage: number | null;
  ratingCount: number;
};

export function toSummary(row: SummaryRow): AssetSummary {
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
    rating: row.ratingAverage === null ? null : { average: row.ratingAverage, count: row.ratingCount },
  };
}

/** Digital assets as the catalogue kernel reads them (catalogue/kind.ts): every one is on sale. */
export const assetProduct = {
  name: 'asset',
  table: digitalAssets,
  id: digitalAssets.id,
  title: digitalAssets.name,
  pricePaise: digitalAssets.pricePaise,
  date: digitalAssets.date,
  updatedAt: digitalAssets.updatedAt,
  instructorName: digitalAssets.instructorName,
  category: digitalAssets.category,
  visible: undefined,
  storeTotal: 'assets',
  summaryColumns,
  toSummary,
} satisfies ProductKind<typeof summaryColumns, AssetSummary>;
