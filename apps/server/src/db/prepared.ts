import type { Database } from './client';

/**
 * A prepared query built once per database, on first use. For the hottest public reads:
 * Drizzle builds their SQL once instead of on every request, and on node-postgres a named
 * prepared statement is parsed and planned once per pooled connection instead of on every call.
 * PGlite ignores the name and runs it as an ordinary parameterised query.
 *
 * Kept per `Database` object, not module-wide, because a prepared query is bound to the pool it
 * was built on (tests and tools open several). Give each shape its own statement name. A
 * transaction runs the ordinary query builder instead: these take a `Database`, not an
 * `Executor`.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
