import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { fromPostgresUrl, POSTGRES_TIMEOUTS } from '../../src/db/client';
import { databaseFailure } from '../../src/plugins/errors';
import { createTestConfig } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

/*
 * Issue 25: a database outage answered 500 "Something went wrong" on every data route. A database
 * that cannot be reached is 503 with Retry-After; a database whose disk is full is 507.
 */

/** A failed query as drizzle hands it on: its own error, with the driver's error as the cause. */
const failedQuery = (cause: object) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });
const pgError = (code: string, message = 'the server said no') => Object.assign(new Error(message), { code });

describe('which database failures are an outage', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['an administrator shutting the server down (57P01)', pgError('57P01')],
    ['a crash shutdown (57P02)', pgError('57P02')],
    ['a server that cannot connect now (57P03)', pgError('57P03')],
    ['a connection exception (08006)', pgError('08006')],
    ['too many connections (53300)', pgError('53300')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    [
      'a client broken by an earlier error',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('%s is 503 with Retry-After', (_, error) => {
    expect(databaseFailure(failedQuery(error))).toMatchObject({ status: 503 });
    expect(databaseFailure(failedQuery(error))?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a full disk (53100) is 507 with Retry-After', () => {
    expect(
      databaseFailure(failedQuery(pgError('53100', 'could not extend file: No space left on device'))),
    ).toMatchObject({
      status: 507,
    });
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not an outage', (_, error) => {
    expect(databaseFailure(failedQuery(error))).toBeUndefined();
  });
});

describe('a database nobody can reach', () => {
  let closed: Server;
  let closedUrl: string;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // A port that was open a moment ago and is not now: connections are refused.
    closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedUrl = `postgres://postgres@127.0.0.1:${(closed.address() as AddressInfo).port}/test`;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
  });

  it(
    'answers a data route 503 with Retry-After and a message that says so',
    { timeout: 15_000 },
    async () => {
      const database = fromPostgresUrl(closedUrl);
      const app = await buildApp({ config: createTestConfig(), db: database.db });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/student/course/get' });
        expect(response.statusCode, response.body).toBe(503);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toEqual({
          success: false,
          message: 'The store cannot reach its database just now. Please try again in a minute.',
        });
      } finally {
        await app.close();
        await database.close();
      }
    },
  );

  it('answers 503 when the pool waits too long for a connection', { timeout: 15_000 }, async () => {
    const silent = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/test`;
    const database = fromPostgresUrl(url, { ...POSTGRES_TIMEOUTS, connectMs: 300 });
    const app = await buildApp({ config: createTestConfig(), db: database.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/student/course/get' });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('a database whose disk is full', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers 507 with Retry-After, never 500', async () => {
    const app = await buildApp({ config: createTestConfig(), db: database.db });
    // PGlite reports a write its disk cannot take as SQLSTATE 53100, wrapped by drizzle.
    app.get('/api/test/disk-full', { config: { access: 'public' } }, async () => {
      throw failedQuery(pgError('53100', 'could not extend file "base/5/16384": No space left on device'));
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test/disk-full' });
      expect(response.statusCode, response.body).toBe(507);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(/full/);
    } finally {
      await app.close();
    }
  });
});
