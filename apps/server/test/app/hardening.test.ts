import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users';
import { serializeError, serializeRequest } from '../../src/lib/log';
import { createTestApp, newCredentials, registerUser, type TestApp } from '../support/app';

/* Issue 13, "safe by construction": bad input never reaches the database as a 500, and the log never carries a query's values. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a NUL character', () => {
  it('in a JSON body is a 400 naming the field, and nothing is stored', async () => {
    const credentials = newCredentials();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...credentials, name: 'Aarav\u0000 Kulkarni' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'name must not contain a NUL character (\\0).',
      field: 'name',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: credentials.email, password: credentials.password },
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('in a path or a query string is a 400 naming it', async () => {
    const inPath = await t.app.inject({ method: 'GET', url: '/api/student/course/get/details/%00' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().message).toBe('id must not contain a NUL character (\\0).');
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/student/course/get?search=logo%00' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().message).toBe('search must not contain a NUL character (\\0).');
  });
});

describe('a request Node refuses before any route', () => {
  it('answers headers over 16 KB with 431 in the store’s shape', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${'x'.repeat(20_000)}\r\n\r\n`,
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(body)).toEqual({ success: false, message: 'The request headers are too large.' });
  });
});

describe('a server that is stopping', () => {
  it('answers its health check with 503, so a load balancer sends it nothing new', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    t.app.lifecycle.draining = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: 'The server is shutting down.' });
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});

describe('request ids', () => {
  it('takes a sensible x-request-id from the caller and answers it; otherwise makes one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'edge-7f3a:42' },
    });
    expect(given.json()).toEqual({ success: true, data: { status: 'alive' } });
    expect(given.headers['x-request-id']).toBe('edge-7f3a:42');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { 'x-request-id': 'not a safe id <script>' },
    });
    expect(made.statusCode).toBe(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are logged with the path but never the query string, which can hold signatures', () => {
    expect(
      serializeRequest({
        id: 'r1',
        method: 'GET',
        url: '/api/media/stream/abc?expires=1&signature=secret-signature',
        ip: '127.0.0.1',
        routeOptions: { url: '/api/media/stream/:id' },
      }),
    ).toEqual({
      id: 'r1',
      method: 'GET',
      path: '/api/media/stream/abc?[withheld]',
      route: '/api/media/stream/:id',
      remoteAddress: '127.0.0.1',
    });
  });
});

describe('the log', () => {
  it('writes a failed query without its parameters or the row values', async () => {
    const credentials = await registerUser(t.app);
    let failure: unknown;
    try {
      await t.db.insert(users).values({
        name: 'Secret Person',
        email: credentials.email,
        passwordHash: 'scrypt$very-secret-hash',
      });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    const serialized = serializeError(failure);
    const logged = JSON.stringify(serialized);
    expect(logged).not.toContain('very-secret-hash');
    expect(logged).not.toContain('Secret Person');
    expect(logged).not.toContain(credentials.email);
    expect(serialized.message).toMatch(/^Failed query: insert into "users" .* \(parameters withheld\)$/);
    expect(serialized.stack).not.toMatch(/params:/);
    expect(logged).toContain('"code":"23505"');
  });
});
