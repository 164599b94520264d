import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPostgresUrl, pgliteExtensions } from '../../src/db/client';

/** A fresh database with every migration applied. `close()` releases it (and drops it on PostgreSQL). */
export type TestDatabase = DatabaseHandle;

let snapshot: Promise<Blob> | undefined;

async function restorePglite(snapshotPath: string): Promise<TestDatabase> {
  snapshot ??= readFile(snapshotPath).then((bytes) => new Blob([bytes], { type: 'application/x-tar' }));
  const client = new PGlite({ loadDataDir: await snapshot, extensions: pgliteExtensions });
  await client.waitReady;
  return fromPglite(client);
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
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closed ??= (async () => {
        await handle.close();
        await drop();
      })()),
  };
}

/**
 * A new migrated database of its own for the caller (normally one per test file).
 * PGlite restored from the global setup's snapshot by default; a copy of the global setup's
 * template on the PostgreSQL server at TEST_DATABASE_URL when that is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = inject('postgresTemplate');
    if (!template)
      throw new Error('No PostgreSQL template: is test/support/global-setup.ts the globalSetup?');
    return createPostgresDatabase(url, template);
  }
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('No PGlite snapshot: is test/support/global-setup.ts the globalSetup?');
  return restorePglite(snapshotPath);
}
