import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgresUrl, pgliteExtensions } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` tarball of a freshly migrated PGlite database; null when tests use PostgreSQL. */
    pgliteSnapshotPath: string | null;
    /** A migrated PostgreSQL database each test file copies (`create database … template`); null on PGlite. */
    postgresTemplate: string | null;
  }
}

/**
 * Runs once per `vitest run` in the main process. Default: migrate one in-memory PGlite
 * database and keep a snapshot of it, which every test file restores (much faster than
 * initialising and migrating a database per file). With TEST_DATABASE_URL set, migrate one
 * PostgreSQL template database instead; each test file creates its own copy of it, which costs
 * a file copy rather than every migration.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    project.provide('pgliteSnapshotPath', null);
    const template = await createPostgresTemplate(url);
    project.provide('postgresTemplate', template);
    return async () => {
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
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
  project.provide('postgresTemplate', null);

  return async () => {
    await rm(snapshotPath, { force: true });
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(statement);
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL at ${url} refused: ${statement}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const template = `academy_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const handle = fromPostgresUrl(url.toString());
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined);
    throw error;
  }
  // A template must have no connection open while a test file copies it.
  await handle.close();
  return template;
}
