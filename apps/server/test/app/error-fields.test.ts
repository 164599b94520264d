import { SERVER_MESSAGES } from '@academy/shared/messages';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newCredentials, registerUser, type TestApp } from '../support/app';

/* Issue 16: a 4xx whose problem is one field names that field, so a form can place the message beside it. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('the field of a refused request', () => {
  it('is the body key a validation error is about', async () => {
    const response = await register({ ...newCredentials(), email: 'not-an-address' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String), field: 'email' });
  });

  it('is the query key a validation error is about', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/student/course/get?limit=ten' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'limit' });
  });

  it('is the field a service names when it refuses one (a common password)', async () => {
    const refused = await register(newCredentials({ password: 'password1' }));

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: PASSWORD_RULES.common, field: 'password' });
  });

  it('is absent when the problem is not one field', async () => {
    const credentials = newCredentials();
    await registerUser(t.app, credentials);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: credentials.email, password: 'not-the-password' },
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).not.toHaveProperty('field');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: SERVER_MESSAGES.malformedJson });
  });
});
