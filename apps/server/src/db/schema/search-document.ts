import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/* The catalogue's full-text documents, kept by PostgreSQL in generated columns (decision 004). */

/** A PostgreSQL `tsvector`; only the database reads it (search), so it stays a string here. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type SearchGroup = [weight: 'A' | 'B' | 'C', columns: SQL[]];

/**
 * A weighted tsvector of column groups. The short labels (weights A and B: titles, categories)
 * are indexed twice, with the `simple` configuration (every word as written, lowercased:
 * Devanagari, brand names, stop words) and with `english` (stems, so 'fonts' meets 'Font');
 * long text (C: descriptions) only with `english`, which keeps Devanagari words as written.
 * See docs/decisions/004-catalogue-search.md.
 */
export function searchDocument(groups: SearchGroup[]): SQL {
  const parts = groups.flatMap(([weight, columns]) => {
    const text = sql.join(columns, sql` || ' ' || `);
    const configs = weight === 'C' ? ['english'] : ['simple', 'english'];
    return configs.map(
      (config) =>
        sql`setweight(to_tsvector(${sql.raw(`'${config}'`)}::regconfig, ${text}), ${sql.raw(`'${weight}'`)})`,
    );
  });
  return sql.join(parts, sql` || `);
}
