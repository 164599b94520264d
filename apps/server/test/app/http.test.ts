import { SERVER_MESSAGES } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('HTTP basics', () => {
  it('GET /api/health answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { database: 'up' } });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/auth/nothing-here'],
    ['GET', '/api'],
    ['DELETE', '/api/auth/login'],
  ])('answers %s %s with a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      message: `${SERVER_MESSAGES.notFound}: ${method} ${url}`,
    });
  });

  it('answers a malformed or overlong path with the usual JSON error, not Fastify’s own', async () => {
    const overlong = await t.app.inject({ method: 'GET', url: `/api/certificate/verify/${'x'.repeat(300)}` });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({ success: false, message: 'A part of the address is too long.' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/student/course/get/details/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'The address is not valid.' });
  });

  it('accepts a trailing slash on API paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    const csp = response.headers['content-security-policy'];
    expect(csp).toEqual(expect.any(String));
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends security headers on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/check-auth' });

    expect(response.statusCode).toBe(401);
    expect(response.headers['content-security-policy']).toEqual(expect.any(String));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body over the limit with 413 rather than reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers 415 for a body type the API does not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><email>a@b.co</email></login>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false });
  });
});
