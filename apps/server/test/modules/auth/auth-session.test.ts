import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  loginUser,
  registerAndLogin,
  registerUser,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
const checkAuth = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers });

/** A token with the claims our server signs, signed with any key and algorithm. */
function forgeToken(userId: string, secret: string) {
  return new SignJWT({ role: 'admin', ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('academy-store')
    .setAudience('academy-store-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

describe('POST /api/auth/login', () => {
  it('answers a token and the user with its role', async () => {
    const credentials = await registerUser(t.app);

    const response = await login({ email: credentials.email, password: credentials.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: SERVER_MESSAGES.loggedIn,
      data: {
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: credentials.name,
          email: credentials.email,
          phone: credentials.phone,
          role: 'user',
          emailVerified: false,
        },
      },
    });
  });

  it('accepts the spec payload (name, phone and role sent along) and any email case', async () => {
    const credentials = await registerUser(t.app);

    const response = await login({ ...credentials, email: credentials.email.toUpperCase(), role: 'admin' });

    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { user: { role: string } } }>().data.user.role).toBe('user');
  });

  it('refuses a wrong password with 401', async () => {
    const credentials = await registerUser(t.app);

    const response = await login({ email: credentials.email, password: `${credentials.password}x` });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.invalidCredentials });
  });

  it('refuses an unknown email with the same 401 message', async () => {
    const response = await login({ email: 'nobody-here@example.com', password: 'whatever-password' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.invalidCredentials });
  });

  it('answers 400 naming the field when the email is missing', async () => {
    const response = await login({ password: 'whatever-password' });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/email is required/);
  });
});

describe('GET /api/auth/check-auth', () => {
  it('answers the signed-in user', async () => {
    const { token, user } = await registerAndLogin(t.app);

    const response = await checkAuth(bearer(token));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { user } });
  });

  it('answers 401 without a token', async () => {
    const response = await checkAuth();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
  });

  it('answers 401 for an authorization header that is not a Bearer token', async () => {
    const { token } = await registerAndLogin(t.app);

    const response = await checkAuth({ authorization: `Basic ${token}` });

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 when a character of the signature is changed', async () => {
    const { token } = await registerAndLogin(t.app);
    const [header, payload, signature = ''] = token.split('.');
    // Change a character in the middle: the last one may only carry padding bits.
    const position = Math.floor(signature.length / 2);
    const flipped = signature[position] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, position)}${flipped}${signature.slice(position + 1)}`;
    expect(tampered).not.toBe(token);

    const response = await checkAuth(bearer(tampered));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.sessionExpired });
  });

  it('answers 401 when the payload is changed (e.g. the role raised to admin)', async () => {
    const { token } = await registerAndLogin(t.app);
    const [header, payload = '', signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');

    const response = await checkAuth(bearer(`${header}.${raised}.${signature}`));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { user } = await registerAndLogin(t.app);
    const forged = await forgeToken(user._id, 'another-secret-of-sufficient-length-0123456789');
    // The same claims signed with our secret do pass: the secret is what is refused.
    const genuine = await forgeToken(user._id, TEST_JWT_SECRET);
    expect((await checkAuth(bearer(genuine))).statusCode).toBe(200);

    const response = await checkAuth(bearer(forged));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const { user } = await registerAndLogin(t.app);
    const unsigned = new UnsecuredJWT({ role: 'user', ver: 0 })
      .setSubject(user._id)
      .setIssuer('academy-store')
      .setAudience('academy-store-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();

    const response = await checkAuth(bearer(unsigned));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await registerAndLogin(t.app);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('academy-store')
      .setAudience('academy-store-api')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    const response = await checkAuth(bearer(expired));

    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['exp', (token: SignJWT) => token.setIssuedAt()],
    ['iat', (token: SignJWT) => token.setExpirationTime('1h')],
    ['sub', (token: SignJWT) => token.setIssuedAt().setExpirationTime('1h')],
  ])('answers 401 for a correctly signed token without %s', async (missing, claims) => {
    const { user } = await registerAndLogin(t.app);
    let token = new SignJWT({ role: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('academy-store')
      .setAudience('academy-store-api');
    if (missing !== 'sub') token = token.setSubject(user._id);
    const signed = await claims(token).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const payload = JSON.parse(
      Buffer.from(signed.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as object;
    expect(Object.keys(payload)).not.toContain(missing);

    const response = await checkAuth(bearer(signed));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.sessionExpired });
  });

  it('answers 401, not 500, for a genuine signature over a subject that is no account', async () => {
    const notAnId = await forgeToken('not-a-uuid', TEST_JWT_SECRET);
    const unknownId = await forgeToken(randomUUID(), TEST_JWT_SECRET);

    expect((await checkAuth(bearer(notAnId))).statusCode).toBe(401);
    expect((await checkAuth(bearer(unknownId))).statusCode).toBe(401);
  });

  it('answers 401 for garbage in the bearer token', async () => {
    expect((await checkAuth(bearer('not-a-token'))).statusCode).toBe(401);
    expect((await checkAuth(bearer('a.b.c'))).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: it is refused afterwards, and signing in again works', async () => {
    const { token, credentials } = await registerAndLogin(t.app);
    expect((await checkAuth(bearer(token))).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.loggedOut });
    const afterLogout = await checkAuth(bearer(token));
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ success: false, message: SERVER_MESSAGES.sessionExpired });

    const again = await loginUser(t.app, credentials);
    expect(again.token).not.toBe(token);
    expect((await checkAuth(bearer(again.token))).statusCode).toBe(200);
  });

  it('revokes every token issued before, not only the one presented', async () => {
    const { token: first, credentials } = await registerAndLogin(t.app);
    const { token: second } = await loginUser(t.app, credentials);

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(second) });

    expect((await checkAuth(bearer(first))).statusCode).toBe(401);
    expect((await checkAuth(bearer(second))).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });

    expect(response.statusCode).toBe(401);
  });
});
