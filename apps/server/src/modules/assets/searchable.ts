import { sql } from 'drizzle-orm';
import { digitalAssets } from '../../db/schema/assets';

/**
 * What the search module ranks of the assets: their search documents (kept by PostgreSQL,
 * decision 004) and the name and its Latin spelling for typos (decision 023). Every asset is on
 * sale, so the public may find any.
 */
export const SEARCHABLE_ASSETS = {
  table: digitalAssets,
  id: digitalAssets.id,
  date: digitalAssets.date,
  document: digitalAssets.searchVector,
  labels: digitalAssets.labelVector,
  title: digitalAssets.name,
  titleLatin: digitalAssets.nameLatin,
  visible: sql`true`,
};
