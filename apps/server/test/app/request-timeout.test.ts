import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp, requestTimeoutMs } from '../../src/app';
import { createTestConfig } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

/*
 * Issue 25: requestTimeout was 0, so a client trickling a declared body held its socket (and a
 * request's memory) forever. The test app's limit is a second, so the test does not wait minutes.
 */

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: createTestConfig(), db: database.db, requestTimeoutMs: 1_000 });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a request whose body trickles in', () => {
  it(
    'is answered 408 in the store’s shape once the request timeout passes',
    { timeout: 20_000 },
    async () => {
      const { port } = app.server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        let trickle: NodeJS.Timeout | undefined;
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          );
          // A byte every 200 ms: never idle long enough for an idle timeout, never finished. It
          // starts once the request line is written: a slow connect would otherwise put a space
          // before it, and the server would rightly answer 400 to the malformed request.
          trickle = setInterval(() => socket.writable && socket.write(' '), 200);
        });
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('close', () => {
          clearInterval(trickle);
          resolve(answer);
        });
        socket.on('error', () => undefined);
        setTimeout(() => {
          clearInterval(trickle);
          socket.destroy();
          reject(new Error(`still open after 15 s; answered so far: ${answer || 'nothing'}`));
        }, 15_000);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(JSON.parse(body)).toEqual({ success: false, message: 'The request took too long to arrive.' });
    },
  );
});

describe('the request timeout', () => {
  it('gives the largest single request the web app sends time at a slow phone’s 256 kbit/s', () => {
    const config = createTestConfig();
    // The picture upload (10 MB) is the largest: videos and files go in 8 MiB resumable chunks.
    const seconds = requestTimeoutMs(config) / 1000;
    expect(seconds).toBeGreaterThanOrEqual((10 * 1024 * 1024) / 32_000);
    expect(seconds).toBeLessThan(15 * 60);
  });
});
