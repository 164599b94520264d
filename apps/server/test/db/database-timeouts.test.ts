import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { fromPostgresUrl, ping, POSTGRES_TIMEOUTS } from '../../src/db/client';
import { waitForDatabase } from '../../src/db/prepare';
import { createTestConfig } from '../support/app';

/*
 * Issue 13: a database that accepts connections but never answers made the health route and the
 * catalogue hang for 44 s and a fresh start hang with no log line. A silent TCP server plays it.
 */

let silent: Server;
let url: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  url = `postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/test`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

/** A logger that keeps what was said, for the start-up's retries. */
function recordingLog() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const record = (level: string) => (fields: Record<string, unknown>, message: string) =>
    lines.push({ level, message, fields });
  return { lines, log: { warn: record('warn'), info: record('info') } as unknown as FastifyBaseLogger };
}

describe('a database that never answers', () => {
  it('fails a ping instead of hanging', async () => {
    const database = fromPostgresUrl(url, { ...POSTGRES_TIMEOUTS, connectMs: 300 });
    try {
      await expect(ping(database.db)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it('makes the health route answer 503 with a message, not hang', { timeout: 15_000 }, async () => {
    const database = fromPostgresUrl(url);
    const app = await buildApp({ config: createTestConfig(), db: database.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: 'The database is not answering.' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is waited for at start with a log line per attempt, then named in the error', async () => {
    const database = fromPostgresUrl(url, { ...POSTGRES_TIMEOUTS, connectMs: 200 });
    const { lines, log } = recordingLog();
    try {
      await expect(waitForDatabase(database, log, [10, 10])).rejects.toThrow(
        /^The database did not answer after 3 attempts \(last: /,
      );
    } finally {
      await database.close();
    }
    expect(lines.map((line) => [line.level, line.message, line.fields['attempt']])).toEqual([
      ['warn', 'the database is not answering yet; trying again', 1],
      ['warn', 'the database is not answering yet; trying again', 2],
    ]);
  });
});
