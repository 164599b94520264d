import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, pgliteExtensions } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` tarball of a freshly migrated PGlite database; null when tests use PostgreSQL. */
    pgliteSnapshotPath: string | null;
  }
}

/**
 * Runs once per `vitest run` in the main process. Default: migrate one in-memory PGlite
 * database and keep a snapshot of it, which every test file restores (much faster than
 * initialising and migrating a database per file). With TEST_DATABASE_URL set, each test
 * file creates its own PostgreSQL database instead; here we only check the server answers.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at ${url}`, { cause: error });
    } finally {
      await client.end().catch(() => undefined);
    }
    project.provide('pgliteSnapshotPath', null);
    return;
  }

  const client = new PGlite({ extensions: pgliteExtensions });
  let snapshotPath: string;
  try {
    await fromPglite(client).migrate();
    const snapshot = await client.dumpDataDir('none');
    snapshotPath = path.join(
      tmpdir(),
      `academy-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteSnapshotPath', snapshotPath);

  return async () => {
    await rm(snapshotPath, { force: true });
  };
}
