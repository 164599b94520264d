import { SERVER_MESSAGES } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newCredentials, registerUser, type TestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

const LIMIT = 3;

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

function expectTooMany(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.tooManyAttempts });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('sign-in rate limit', () => {
  it(`allows ${LIMIT} login attempts a minute for an address and email, then answers 429`, async () => {
    const credentials = await registerUser(t.app, {}, { remoteAddress: '10.0.0.1' });
    const wrong = { email: credentials.email, password: 'wrong-password' };

    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const response = await login(wrong, '10.0.0.1');
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - attempt));
    }
    // Even the right password is refused now: guessing is what the limit stops.
    expectTooMany(await login({ email: credentials.email, password: credentials.password }, '10.0.0.1'));
  });

  it('counts each email separately, and each address separately', async () => {
    const email = newCredentials().email;
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      await login({ email, password: 'wrong-password' }, '10.0.0.2');
    }
    expectTooMany(await login({ email, password: 'wrong-password' }, '10.0.0.2'));

    expect((await login({ email: newCredentials().email, password: 'x' }, '10.0.0.2')).statusCode).toBe(401);
    expect((await login({ email, password: 'wrong-password' }, '10.0.0.3')).statusCode).toBe(401);
  });

  it('treats the same email in another case as the same email', async () => {
    const email = newCredentials().email;
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      await login({ email, password: 'wrong-password' }, '10.0.0.4');
    }

    expectTooMany(await login({ email: email.toUpperCase(), password: 'wrong-password' }, '10.0.0.4'));
  });

  it(`allows ${LIMIT} registrations a minute from an address, then answers 429`, async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      await registerUser(t.app, {}, { remoteAddress: '10.0.0.5' });
    }

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCredentials(),
      remoteAddress: '10.0.0.5',
    });

    expectTooMany(response);
  });

  it('shares the count between two server instances on one database', async () => {
    const other = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { database });
    try {
      const email = newCredentials().email;
      await login({ email, password: 'wrong-password' }, '10.0.0.6');
      await login({ email, password: 'wrong-password' }, '10.0.0.6');
      await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.0.0.6',
      });

      const fourth = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.0.0.6',
      });

      expectTooMany(fourth);
    } finally {
      await other.close();
    }
  });
});

describe('client address behind proxies', () => {
  const spoofedLogins = async (app: TestApp['app'], email: string) => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LIMIT + 1; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.0.9.1',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh address per attempt', async () => {
    expect(await spoofedLogins(t.app, newCredentials().email)).toEqual([401, 401, 401, 429]);
  });

  it('believes X-Forwarded-For from the configured number of proxies', async () => {
    const behindProxy = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' },
      { database },
    );
    try {
      expect(await spoofedLogins(behindProxy.app, newCredentials().email)).toEqual([401, 401, 401, 401]);
    } finally {
      await behindProxy.close();
    }
  });
});
