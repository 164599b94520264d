import { Writable } from 'node:stream';
import type { ClientErrorReport } from '@academy/shared/client-errors';
import { CLIENT_ERROR_LIMITS } from '@academy/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { createTestConfig } from '../../support/app';
import { createTestDatabase, type TestDatabase } from '../../support/database';

const TOKEN = 'cE7vQ2xL9pR4sK1wZ8nB5cY3hJ6dF0gU';

const report = (overrides: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  kind: 'render',
  message: 'Cannot read properties of undefined (reading "title")',
  stack: 'TypeError: Cannot read properties of undefined\n    at CourseCard (app-Bx1.js:1:200)',
  url: 'http://localhost:3000/all-courses',
  release: 'app-Bx1y2z',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
  ...overrides,
});

let addressCounter = 0;
/** A client address of its own, so one test's reports never count against another's limit. */
const freshAddress = () => `10.26.5.${++addressCounter}`;

describe('POST /api/client-errors', () => {
  let database: TestDatabase;
  let app: App;
  const logLines: { level: number; msg: string; release?: string; clientError?: Record<string, unknown> }[] =
    [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = createTestConfig({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn' });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          logLines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ config, db: database.db, logger: { level: 'warn', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = (body: unknown, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: '/api/client-errors', payload: body as object, remoteAddress });

  const counted = async (release: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const line = response.body
      .split('\n')
      .find((candidate) => candidate.startsWith(`store_client_errors_total{release="${release}"} `));
    return line === undefined ? 0 : Number(line.split(' ')[1]);
  };

  it('answers 204, counts the report by release and logs it at warn with the release', async () => {
    const before = await counted('app-Bx1y2z');
    const response = await send(report({ url: 'http://localhost:3000/all-courses?token=kept-out#top' }));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await counted('app-Bx1y2z')).toBe(before + 1);

    const logged = logLines.find((line) => line.msg.startsWith('browser error: Cannot read properties'));
    expect(logged?.level).toBe(40);
    expect(logged?.release).toBe('app-Bx1y2z');
    expect(logged?.clientError).toMatchObject({ kind: 'render', url: 'http://localhost:3000/all-courses' });
    expect(JSON.stringify(logLines)).not.toContain('kept-out');
  });

  it('refuses a report without a message, or with a field over its limit, with 400 naming it', async () => {
    const { message: _message, ...withoutMessage } = report();
    const missing = await send(withoutMessage);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/message/);

    const longStack = await send(report({ stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) }));
    expect(longStack.statusCode).toBe(400);
    expect(longStack.json().message).toMatch(/stack must be at most 8000 characters/);

    const oddRelease = await send(report({ release: 'app"} 1\nstore_up' }));
    expect(oddRelease.statusCode).toBe(400);
    expect(oddRelease.json().message).toMatch(/release/);

    const notJson = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
      remoteAddress: freshAddress(),
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 429 past 10 reports a minute from one address, and keeps counting the others', async () => {
    const address = freshAddress();
    for (let index = 0; index < 10; index += 1) {
      expect((await send(report({ message: `error ${index}` }), address)).statusCode).toBe(204);
    }
    const refused = await send(report(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/Too many error reports/);
    expect((await send(report())).statusCode).toBe(204);
  });

  it('counts at most 20 releases by name, the rest as "other"', async () => {
    const before = await counted('other');
    for (let index = 0; index < 25; index += 1) {
      expect((await send(report({ release: `flood-${index}` }))).statusCode).toBe(204);
    }
    // The first test's release was one of the 20.
    expect(await counted('flood-18')).toBe(1);
    expect(await counted('flood-19')).toBe(0);
    expect(await counted('other')).toBe(before + 6);
  });
});
