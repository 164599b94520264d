import { type Column, getTableName, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"`, always. Drizzle leaves the table name out of a select list that reads one
 * table, so inside a correlated subquery there an unqualified `"id"` would silently mean the
 * subquery's own table. Use this for every column of a subquery in a select list.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** `text` for a LIKE pattern: `%`, `_` and `\` typed by someone match themselves (PostgreSQL's LIKE escapes with a backslash). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE pattern that finds `text` anywhere. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/**
 * Whether a stored value mentions any of these media ids (a lecture's public_id, or a URL such
 * as `/api/media/public/<id>`). Media ids are UUIDs, so a substring match cannot hit another file.
 */
export const mentionsAnyMedia = (column: PgColumn | SQL, ids: readonly string[]): SQL =>
  or(...ids.map((id) => sql`strpos(${column}, ${id}) > 0`)) ?? sql`false`;
