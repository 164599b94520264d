import { sql } from 'drizzle-orm';
import { connectionPool, type Database, fromPostgresUrl, openDatabase } from '../../db/client';
import { BackupRefusedError, migrationLevel, requirePgliteDatabase, rowsOf } from './database';
import type { MigrationLevel } from './manifest';

/*
 * Moving a store from its embedded PGlite to PostgreSQL (issue 33): `npm run move-to-postgres`.
 * A backup cannot carry a store across (a PGlite backup is PGlite's data folder, PostgreSQL's is
 * pg_dump's), so the rows are copied table by table. Both databases are first brought to this
 * release's migrations; then, in one PostgreSQL transaction, every table's own triggers are
 * held (the figures they keep, such as store_totals, are copied as they are, not counted
 * twice), the tables are emptied, filled parent before child, their sequences set where
 * PGlite's stood, and every table's count compared. Anything wrong rolls it all back. Media
 * and secrets stay in DATA_DIR, which the server keeps using beside DATABASE_URL.
 */

/** Rows per statement: a page of JSON of a few megabytes at most, for the largest rows. */
const BATCH_ROWS = 2_000;

export type MovedTable = { table: string; rows: number };
export type MoveSummary = { tables: MovedTable[]; migrations: MigrationLevel };

/** The store's tables (schema public), parents before the tables whose foreign keys name them. */
async function tablesInOrder(db: Database): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`The foreign keys around ${table} form a cycle`);
    visiting.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** A table's columns that take a value: not generated ones, which PostgreSQL computes again. */
async function writableColumns(db: Database, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select attname as name from pg_attribute
      where attrelid = ${`public.${quoteIdentifier(table)}`}::regclass
        and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`),
  ).map((row) => row.name);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the store in DATA_DIR's PGlite into the PostgreSQL at `databaseUrl`. Refuses while a
 * server holds DATA_DIR (DataDirLockedError), without a PGlite database there, and when the
 * PostgreSQL database already has accounts, unless `force` (then its store is replaced).
 */
export async function moveToPostgres(options: {
  dataDir: string;
  databaseUrl: string;
  force?: boolean;
  progress?: (line: string) => void;
}): Promise<MoveSummary> {
  const say = options.progress ?? (() => undefined);
  requirePgliteDatabase(options.dataDir);
  const source = await openDatabase({
    databaseUrl: undefined,
    dataDir: options.dataDir,
    pglite: 'this thread',
  });
  const target = fromPostgresUrl(options.databaseUrl);
  try {
    say('Bringing both databases to this release’s migrations…');
    await source.migrate();
    await target.migrate();
    const migrations = await migrationLevel(source.db);
    const targetLevel = await migrationLevel(target.db);
    if (targetLevel.latest !== migrations.latest) {
      throw new BackupRefusedError(
        `PostgreSQL is at migration ${targetLevel.latest}, the embedded database at ${migrations.latest}: run this release on both.`,
      );
    }
    const [accounts] = rowsOf<{ count: number }>(
      await target.db.execute(sql`select count(*)::int as count from users`),
    );
    if ((accounts?.count ?? 0) > 0 && !options.force) {
      throw new BackupRefusedError(
        `The PostgreSQL database already holds a store (${accounts?.count} accounts). Name an empty database, or add --force to replace that store.`,
      );
    }

    const tables = await tablesInOrder(target.db);
    const columnsOf = new Map<string, string>();
    for (const table of tables) {
      columnsOf.set(table, (await writableColumns(target.db, table)).map(quoteIdentifier).join(', '));
    }
    const pool = connectionPool(target.db);
    if (!pool) throw new Error('The target is not PostgreSQL');
    const connection = await pool.connect();
    const moved: MovedTable[] = [];
    try {
      // A large store takes longer than the server's statement limit.
      await connection.query('set statement_timeout = 0');
      await connection.query('begin');
      const list = tables.map(quoteIdentifier).join(', ');
      for (const table of tables)
        await connection.query(`alter table ${quoteIdentifier(table)} disable trigger user`);
      await connection.query(`truncate ${list}`);
      for (const table of tables) {
        const columns = columnsOf.get(table) ?? '';
        const name = quoteIdentifier(table);
        let rows = 0;
        for (let offset = 0; ; offset += BATCH_ROWS) {
          const [page] = rowsOf<{ rows: string; count: number }>(
            await source.db.execute(
              sql.raw(
                `select coalesce(json_agg(row_to_json(page)), '[]')::text as rows, count(*)::int as count
                 from (select ${columns} from ${name} order by ctid limit ${BATCH_ROWS} offset ${offset}) page`,
              ),
            ),
          );
          if (!page || page.count === 0) break;
          await connection.query(
            `insert into ${name} (${columns}) overriding system value
             select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
            [page.rows],
          );
          rows += page.count;
          if (page.count < BATCH_ROWS) break;
        }
        moved.push({ table, rows });
      }
      const sequences = rowsOf<{ name: string; last: string | null }>(
        await source.db.execute(sql`
          select format('%I.%I', schemaname, sequencename) as name, last_value::text as last
          from pg_sequences where schemaname = 'public'`),
      );
      for (const sequence of sequences) {
        if (sequence.last !== null) {
          await connection.query('select setval($1::regclass, $2::bigint, true)', [
            sequence.name,
            sequence.last,
          ]);
        }
      }
      for (const { table, rows } of moved) {
        const counted = await connection.query<{ count: number }>(
          `select count(*)::int as count from ${quoteIdentifier(table)}`,
        );
        if (counted.rows[0]?.count !== rows) {
          throw new Error(`${table}: ${rows} rows read, ${counted.rows[0]?.count} in PostgreSQL`);
        }
      }
      for (const table of tables)
        await connection.query(`alter table ${quoteIdentifier(table)} enable trigger user`);
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await connection.query('reset statement_timeout').catch(() => undefined);
      connection.release();
    }
    say(`Copied ${moved.reduce((sum, table) => sum + table.rows, 0)} rows in ${moved.length} tables.`);
    return { tables: moved, migrations };
  } finally {
    await target.close();
    await source.close();
  }
}
