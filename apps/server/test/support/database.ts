import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPostgresUrl, pgliteExtensions } from '../../src/db/client';

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

/**
 * Copies a data folder's contents into `target` (created if missing) with the system's `cp`: a
 * PGlite folder is about 1,000 files, which Node's own `fs.cp` walks in JavaScript at 0.6-2 s of
 * CPU a copy, against 20 ms for `cp` (docs/benchmarks.md, "A suite that answers in minutes").
 */
export async function copyDataFolder(source: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  await promisify(execFile)('cp', ['-a', `${source}/.`, target]);
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
  const templateDir = inject('pgliteTemplateDir');
  if (!templateDir) throw new Error('No PGlite template: is test/support/global-setup.ts the globalSetup?');
  return copyPglite(templateDir);
}

/**
 * Fills `dataDir` (a DATA_DIR) with an embedded database that has every migration applied, as a
 * store that has run before has, so a command run on it does not initialise and migrate one
 * first. On a PostgreSQL run there is no PGlite template: the folder stays empty and the first
 * opening migrates it.
 */
export async function fillWithMigratedPglite(dataDir: string): Promise<void> {
  const templateDir = inject('pgliteTemplateDir');
  if (templateDir) await copyDataFolder(templateDir, path.join(dataDir, 'pglite'));
}
