import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type SearchGroup, searchDocument, tsvector } from './search-document';
import { users } from './users';

/* The assets module's tables: digital assets and their preview images. */

const assetLabels = (): SearchGroup[] => [
  ['A', [sql`${digitalAssets.name}`]],
  [
    'B',
    [
      sql`${digitalAssets.category}`,
      sql`${digitalAssets.subTitle}`,
      sql`${digitalAssets.keyPoints}`,
      sql`${digitalAssets.type}`,
      sql`${digitalAssets.format}`,
    ],
  ],
];

export const digitalAssets = pgTable(
  'digital_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    fakePricePaise: integer('fake_price_paise').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    keyPoints: text('key_points').notNull().default(''),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default(''),
    fileSize: text('file_size').notNull().default(''),
    format: text('format').notNull().default(''),
    dimensions: text('dimensions').notNull().default(''),
    resolution: text('resolution').notNull().default(''),
    license: text('license').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Storage key of the downloadable file; never handed out unsigned. */
    downloadUrl: text('download_url').notNull().default(''),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    instructorName: text('instructor_name').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /* Kept by PostgreSQL from the columns above; selected only to search. */
    /** The whole document (labels and description): what a search must match. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument([...assetLabels(), ['C', [sql`${digitalAssets.description}`]]]),
      ),
    /** Name, category, subtitle, key points, type and format: small, so ranking stays cheap. */
    labelVector: tsvector('label_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(assetLabels())),
    /** The name in Latin letters (decision 023), for searches typed in the other script. */
    nameLatin: text('name_latin')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`devanagari_to_latin(${digitalAssets.name})`),
  },
  (table) => [
    index('digital_assets_search_idx').using('gin', table.searchVector),
    index('digital_assets_label_search_idx').using('gin', table.labelVector),
    index('digital_assets_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('digital_assets_name_latin_trgm_idx').using('gin', table.nameLatin.op('gin_trgm_ops')),
    // Newest first (read backwards), the storefront's and the admin's order, ends with the id.
    index('digital_assets_date_idx').on(table.date, table.id),
    index('digital_assets_price_idx').on(table.pricePaise, table.date),
    index('digital_assets_name_lower_idx').on(sql`lower(${table.name})`, table.id),
    // Admin → All Assets: by price, ending with the id; the search reads the trigram indexes.
    index('digital_assets_price_id_idx').on(table.pricePaise, table.id),
    index('digital_assets_instructor_name_trgm_idx').using('gin', table.instructorName.op('gin_trgm_ops')),
    index('digital_assets_category_idx').on(table.category),
    index('digital_assets_instructor_idx').on(table.instructorId),
    check('digital_assets_price_check', sql`${table.pricePaise} >= 0 and ${table.fakePricePaise} >= 0`),
  ],
);

export const assetImages = pgTable(
  'asset_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => digitalAssets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (table) => [index('asset_images_asset_position_idx').on(table.assetId, table.position)],
);

export type DigitalAssetRow = typeof digitalAssets.$inferSelect;
export type AssetImageRow = typeof assetImages.$inferSelect;
