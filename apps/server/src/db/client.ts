import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Extensions the migrations create; every PGlite we open (or restore) must load them. */
export const pgliteExtensions = { pg_trgm };

export function fromPglite(client: PGlite, lock?: DataDirLock): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    },
    close: async () => {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

export function fromPostgresUrl(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, idle timeout) is reported here;
  // without a listener the 'error' event would crash the process. The pool has already
  // discarded that connection and opens a new one for the next query.
  pool.on('error', () => undefined);
  const nodeDb = drizzleNodePostgres(pool, { schema });
  return {
    db: nodeDb as unknown as Database,
    driver: 'postgres',
    migrate: async () => {
      // Several instances may start at once against one database: one migrates, the rest wait.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock(7414001)');
        await migrateNodePostgres(drizzleNodePostgres(connection, { schema }), {
          migrationsFolder: migrationsFolder(),
        });
      } finally {
        await connection.query('select pg_advisory_unlock(7414001)').catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgresUrl(options.databaseUrl);
  const directory = path.join(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const lock = await lockDataDir(options.dataDir);
  try {
    return fromPglite(await PGlite.create(directory, { extensions: pgliteExtensions }), lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export async function ping(db: Database): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
