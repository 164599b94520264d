import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPostgresUrl } from '../../src/db/client';
import { pgliteExtensions } from '../../src/db/pglite-extensions';
import { copyDataFolder } from './data-folder';

/** A fresh database with every migration applied. `close()` releases it (and drops it on PostgreSQL). */
export type TestDatabase = DatabaseHandle;

/** The handle, whose close (once, however often called) also removes what the test made. */
function closingOnce(handle: DatabaseHandle, removeDatabase: () => Promise<void>): TestDatabase {
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closed ??= (async () => {
        await handle.close();
        await removeDatabase();
      })()),
  };
}

/** Opens a copy of the global setup's migrated data folder; `close()` removes the copy. */
async function copyPglite(templateDir: string): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-test-db-'));
  const removeCopy = () => rm(dataDir, { recursive: true, force: true });
  let handle: TestDatabase;
  try {
    await copyDataFolder(templateDir, dataDir);
    handle = fromPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }));
  } catch (error) {
    await removeCopy();
    throw error;
  }
  return closingOnce(handle, removeCopy);
}

async function createPostgresDatabase(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = fromPostgresUrl(url.toString());
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return closingOnce(handle, drop);
}

/**
 * A new migrated database of its own for the caller (normally one per test file).
 * By default a PGlite on a copy of the global setup's migrated data folder; a copy of the global
 * setup's template on the PostgreSQL server at TEST_DATABASE_URL when that is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = inject('postgresTemplate');
    if (!template)
      throw new Error('No PostgreSQL template: is test/support/global-setup.ts the globalSetup?');
    return createPostgresDatabase(url, template);
  }
  return copyPglite(templateFolder('pgliteTemplateDir'));
}

/** The global setup's folder of this name, which is there when it is the run's globalSetup. */
function templateFolder(name: 'pgliteTemplateDir' | 'pgliteBlankDir'): string {
  const folder = inject(name);
  if (!folder) throw new Error('No PGlite template: is test/support/global-setup.ts the globalSetup?');
  return folder;
}

/**
 * Fills `dataDir` (a DATA_DIR) with an embedded database that has every migration applied, as a
 * store that has run before has, so a command run on it does not initialise and migrate one
 * first. On both runs: it is the embedded database, whichever database the other tests use.
 */
export async function fillWithMigratedPglite(dataDir: string): Promise<void> {
  await copyDataFolder(templateFolder('pgliteTemplateDir'), path.join(dataDir, 'pglite'));
}

/**
 * Fills `dataDir` with an embedded database as a first start finds it once PGlite has initialised
 * it: no table yet, no migration applied. The same for the store as an empty folder, without the
 * 5 s of CPU that initialising one costs.
 */
export async function fillWithBlankPglite(dataDir: string): Promise<void> {
  await copyDataFolder(templateFolder('pgliteBlankDir'), path.join(dataDir, 'pglite'));
}
