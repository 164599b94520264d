import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { connectionPool, type DatabaseHandle, fromPglite, fromPostgresUrl } from '../../src/db/client';
import { pgliteExtensions } from '../../src/db/pglite-extensions';
import { migrationsFolder } from '../../src/lib/paths';
import { fillWithBlankPglite } from './database';

/** The migrations folder as it was before `tag`: the earlier migrations and their journal. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `migrations-before-${tag}-`));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A new database of the driver under test (PGlite, or PostgreSQL at TEST_DATABASE_URL) migrated
 * only up to the migration before `tag` ('0013'), so that a test can fill it as a store of that
 * time was and then see what `migrate()` makes of the rows. `close()` drops it on PostgreSQL.
 */
export async function databaseMigratedBefore(tag: string): Promise<DatabaseHandle> {
  const folder = await migrationsBefore(tag);
  try {
    const postgresUrl = process.env['TEST_DATABASE_URL'];
    if (!postgresUrl) {
      // A copy of the global setup's database just initialised: making one costs 5 s of CPU.
      const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-migrated-before-'));
      await fillWithBlankPglite(dataDir);
      const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
      const handle = fromPglite(client);
      const closing: DatabaseHandle = {
        ...handle,
        close: async () => {
          await handle.close();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder }).catch(
        async (error: unknown) => {
          await closing.close();
          throw error;
        },
      );
      return closing;
    }
    const name = `t_before_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const handle = fromPostgresUrl(url.toString());
    const closing: DatabaseHandle = {
      ...handle,
      close: async () => {
        await handle.close();
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
      },
    };
    const pool = connectionPool(handle.db);
    if (!pool) throw new Error('Not PostgreSQL');
    await migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: folder }).catch(
      async (error: unknown) => {
        await closing.close();
        throw error;
      },
    );
    return closing;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
