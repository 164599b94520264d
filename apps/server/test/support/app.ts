import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { User } from '@academy/shared/auth';
import { expect } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ensureAdmin } from '../../src/modules/users/service';
import { createTestDatabase, type TestDatabase } from './database';

/** Fixed so tests can sign tokens with it (or deliberately with another one). */
export const TEST_JWT_SECRET = 'Xq7vR2mK9pLw4sTz8nBc3yHd6fJg1aUe5oWi0kVr8tNb2xMq';

export type TestEnvironment = Record<string, string | undefined>;

/** A Config as loadConfig builds it from a synthetic environment; `overrides` wins (undefined removes). */
export function createTestConfig(overrides: TestEnvironment = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-test-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    // No built web app: the API alone, whatever is in apps/web/dist.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // Tests run background jobs themselves (app.jobs.drain()), so they know when the work is done.
    JOB_WORKER: 'false',
    // A test waits on its transcodes: ffmpeg runs at the test's own priority. At the store's nice
    // 10 it lost the CPU to the other test workers, and a half-second encode took tens of seconds.
    FFMPEG_NICE: '0',
    ...overrides,
  });
}

export type TestApp = {
  app: App;
  db: Database;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app on a real migrated database. Without `database` it gets a fresh one of its
 * own, closed (and dropped) by `close()`; a database passed in stays open for its owner.
 * `now` is the clock of the watch-time rule, for tests that move it.
 */
export async function createTestApp(
  overrides: TestEnvironment = {},
  options: { database?: TestDatabase; now?: () => Date } = {},
): Promise<TestApp> {
  const config = createTestConfig(overrides);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  let app: App;
  try {
    app = await buildApp({ config, db: database.db, now: options.now });
    // On PostgreSQL a change a test writes with plain SQL reaches what the instance keeps as its
    // notice arrives, milliseconds after the commit (decision 040); the test's next request comes
    // sooner than any person's could. Each request's handler first takes every notice committed
    // before it, as the answer to a write through the store does. The caller's account is read
    // before this hook (plugins/auth.ts): its tests wait for a change to be taken.
    const settled = app.kept;
    app.addHook('onRequest', () => settled.settle());
    await app.ready();
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Credentials = { name: string; email: string; phone: string; password: string };

let userCounter = 0;

/** Registration details nobody else in the run uses. */
export function newCredentials(overrides: Partial<Credentials> = {}): Credentials {
  userCounter += 1;
  const unique = `${userCounter}-${randomBytes(3).toString('hex')}`;
  return {
    name: `Student ${unique}`,
    email: `student-${unique}@example.com`,
    phone: '+91 98765 43210',
    password: `pass-${unique}-word`,
    ...overrides,
  };
}

/** Registers through the API and checks it worked. */
export async function registerUser(
  app: App,
  overrides: Partial<Credentials> = {},
  options: { remoteAddress?: string } = {},
): Promise<Credentials> {
  const credentials = newCredentials(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: credentials,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
  expect(response.statusCode, response.body).toBe(201);
  return credentials;
}

/** Signs in through the API; answers the access token and the user. */
export async function loginUser(
  app: App,
  credentials: Pick<Credentials, 'email' | 'password'>,
): Promise<{ token: string; user: User }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: credentials.email, password: credentials.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ data: { accessToken: string; user: User } }>();
  return { token: body.data.accessToken, user: body.data.user };
}

/** A new student account, signed in. */
export async function registerAndLogin(
  app: App,
  overrides: Partial<Credentials> = {},
): Promise<{ token: string; user: User; credentials: Credentials }> {
  const credentials = await registerUser(app, overrides);
  return { ...(await loginUser(app, credentials)), credentials };
}

/** An admin made the way production makes them (ensureAdmin), signed in through the API. */
export async function createAdmin(
  app: App,
  overrides: Partial<Credentials> = {},
): Promise<{ token: string; user: User; credentials: Credentials }> {
  const credentials = newCredentials({ name: 'Academy Admin', ...overrides });
  await ensureAdmin(app.db, credentials);
  return { ...(await loginUser(app, credentials)), credentials };
}
