const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string has the shape of the ids we issue (UUIDs). Anything else names nothing:
 * checking first keeps PostgreSQL's uuid cast from failing the query with a 500.
 */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * `rows` in the order their ids appear in `ids` (first occurrence wins); ids with no row are
 * skipped. Ids compare case-insensitively, as PostgreSQL compares UUIDs.
 */
export function inOrderOf<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  const ordered: Row[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const key = id.toLowerCase();
    const row = byId.get(key);
    if (row && !seen.has(key)) {
      seen.add(key);
      ordered.push(row);
    }
  }
  return ordered;
}
