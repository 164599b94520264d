import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgresUrl } from '../../src/db/client';
import { pgliteExtensions } from '../../src/db/pglite-extensions';
import { copyDataFolder } from './data-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a freshly migrated PGlite database, closed. */
    pgliteTemplateDir: string;
    /** The data folder of a PGlite database just initialised, with no migration applied, closed. */
    pgliteBlankDir: string;
    /** A migrated PostgreSQL database each test file copies (`create database … template`); null on PGlite. */
    postgresTemplate: string | null;
    /** The server and its commands bundled as `npm run build` bundles them (support/commands.ts). */
    commandsDir: string;
  }
}

const run = promisify(execFile);
const serverPackage = path.resolve(import.meta.dirname, '../..');

type Templates = {
  pgliteTemplateDir: string;
  pgliteBlankDir: string;
  postgresTemplate: string | null;
  commandsDir: string;
};

/**
 * Both server projects (`server` and `server-mocks`) name this file, and Vitest runs it once for
 * each in the one main process: the templates are made by the first and removed after the last.
 */
const shared = globalThis as typeof globalThis & {
  academyTestTemplates?: { made: Promise<Templates & { remove: () => Promise<void> }>; users: number };
};

/**
 * Runs in the main process. Makes the data folder of one PGlite database just initialised (the
 * tests of a first start and of `db:migrate` copy it: initialising one costs 5 s of CPU, opening
 * a copy 0.6 s) and, from a copy of that, one with every migration applied: every test file
 * opens a copy of that folder (copying files costs less than migrating a database). With
 * TEST_DATABASE_URL set, it migrates one PostgreSQL template database as well; each test file
 * creates its own copy of it, which likewise costs a file copy rather than every migration. The
 * PGlite folders are made on that run too, for the tests of the embedded database itself.
 */
export default async function setup(project: TestProject) {
  const entry = (shared.academyTestTemplates ??= { made: makeTemplates(), users: 0 });
  entry.users += 1;
  const { remove, ...templates } = await entry.made;
  project.provide('pgliteTemplateDir', templates.pgliteTemplateDir);
  project.provide('pgliteBlankDir', templates.pgliteBlankDir);
  project.provide('postgresTemplate', templates.postgresTemplate);
  project.provide('commandsDir', templates.commandsDir);
  return async () => {
    entry.users -= 1;
    if (entry.users === 0) {
      delete shared.academyTestTemplates;
      await remove();
    }
  };
}

async function makeTemplates(): Promise<Templates & { remove: () => Promise<void> }> {
  const url = process.env['TEST_DATABASE_URL'];
  const root = await mkdtemp(path.join(tmpdir(), 'academy-test-db-templates-'));
  const pgliteBlankDir = path.join(root, 'blank');
  const pgliteTemplateDir = path.join(root, 'migrated');
  let postgresTemplate: string | null = null;
  // Inside the server package, as dist/ is: the bundle finds the migrations by walking up to it.
  const commandsDir = path.join(
    serverPackage,
    'node_modules',
    '.cache',
    `academy-test-commands-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  const remove = async () => {
    await rm(root, { recursive: true, force: true });
    await rm(commandsDir, { recursive: true, force: true });
    if (url && postgresTemplate) {
      await adminQuery(url, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
  const makePglite = async () => {
    await (await PGlite.create(pgliteBlankDir, { extensions: pgliteExtensions })).close();
    await copyDataFolder(pgliteBlankDir, pgliteTemplateDir);
    const client = await PGlite.create(pgliteTemplateDir, { extensions: pgliteExtensions });
    try {
      await fromPglite(client).migrate();
    } finally {
      await client.close();
    }
  };
  const makePostgres = async () => {
    if (url) postgresTemplate = await createPostgresTemplate(url);
  };
  // The tests of the commands run them as operators do, bundled: a bundle starts in 0.5 s, where
  // tsx compiled the sources of each command again in 1.2 s.
  const bundleCommands = () => run(process.execPath, [path.join(serverPackage, 'build.mjs'), commandsDir]);
  const made = await Promise.allSettled([makePglite(), makePostgres(), bundleCommands()]);
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) {
    await remove().catch(() => undefined);
    throw failed.reason;
  }
  return { pgliteTemplateDir, pgliteBlankDir, postgresTemplate, commandsDir, remove };
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
