import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgresUrl, pgliteExtensions } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a freshly migrated PGlite database, closed; null when tests use PostgreSQL. */
    pgliteTemplateDir: string | null;
    /** A migrated PostgreSQL database each test file copies (`create database … template`); null on PGlite. */
    postgresTemplate: string | null;
  }
}

/**
 * Runs once per `vitest run` in the main process. Default: migrate one PGlite database in a
 * data folder and close it; every test file opens a copy of that folder (copying files costs
 * less than initialising and migrating a database, or than unpacking a snapshot into PGlite's
 * memory). With TEST_DATABASE_URL set, migrate one PostgreSQL template database instead; each
 * test file creates its own copy of it, which likewise costs a file copy rather than every
 * migration.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    project.provide('pgliteTemplateDir', null);
    const template = await createPostgresTemplate(url);
    project.provide('postgresTemplate', template);
    return async () => {
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
  }

  const templateDir = await mkdtemp(path.join(tmpdir(), 'academy-test-db-template-'));
  try {
    const client = await PGlite.create(templateDir, { extensions: pgliteExtensions });
    try {
      await fromPglite(client).migrate();
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(templateDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('postgresTemplate', null);

  return async () => {
    await rm(templateDir, { recursive: true, force: true });
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
