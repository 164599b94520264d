import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { bearer, createTestApp, loginUser, registerUser, type TestApp } from '../../support/app';
import { findUserById } from '../../../src/modules/users/service';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { type GoogleStandIn, newGoogleIdentity, startGoogleStandIn } from '../../stand-ins/google-oauth';

let standIn: GoogleStandIn;
let smtp: TestSmtpServer;
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  standIn = await startGoogleStandIn();
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  t = await createTestApp({ ...standIn.env(), SMTP_URL: smtp.url }, { database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await standIn?.close();
  await smtp?.close();
});

/** Marks the account's address proven, as its verification link would. */
const verifyAddress = (email: string) =>
  t.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.email, email));

const checkAuth = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: bearer(token) });

const google = (code?: string) =>
  t.app.inject({ method: 'GET', url: '/api/google', query: code === undefined ? {} : { code } });

type GoogleBody = {
  success: boolean;
  token: string;
  user: { _id: string; name: string; email: string; phone: string; role: string; emailVerified: boolean };
  message: string;
};

describe('GET /api/google?code=', () => {
  it('creates a student account and answers token, user and message at the top level', async () => {
    const identity = newGoogleIdentity();

    const response = await google(standIn.issueCode(identity));

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GoogleBody>();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: identity.name,
        email: identity.email,
        phone: '',
        role: 'user',
        emailVerified: true,
      },
      message: SERVER_MESSAGES.googleLoggedIn,
    });
    // The server traded the code at the token endpoint as a confidential client.
    expect(standIn.tokenRequests.at(-1)).toMatchObject({
      clientId: standIn.clientId,
      redirectUri: standIn.redirectUri,
    });

    const checkAuth = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-auth',
      headers: bearer(body.token),
    });
    expect(checkAuth.statusCode).toBe(200);
    expect(checkAuth.json()).toEqual({ success: true, data: { user: body.user } });
  });

  it('signs the same Google account into the same user the next time', async () => {
    const identity = newGoogleIdentity();
    const first = (await google(standIn.issueCode(identity))).json<GoogleBody>();

    // Same subject, even with a changed email and name at Google.
    const second = await google(
      standIn.issueCode({ ...identity, email: `renamed-${identity.email}`, name: 'Renamed' }),
    );

    expect(second.statusCode).toBe(200);
    expect(second.json<GoogleBody>().user._id).toBe(first.user._id);
  });

  it('links an account whose address was confirmed, but ends the password and sessions someone else may have set', async () => {
    // The attacker registers the victim's address with a password of their own and signs in;
    // the victim, puzzled by the welcome email, confirms the address.
    const victim = newGoogleIdentity({ name: 'Asha Kulkarni' });
    const attacker = await registerUser(t.app, { email: victim.email, name: 'Mallory' });
    const { user: existing, token: attackerToken } = await loginUser(t.app, attacker);
    await verifyAddress(attacker.email);

    // Later the victim continues with Google.
    const response = await google(standIn.issueCode({ ...victim, email: victim.email.toUpperCase() }));

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GoogleBody>();
    expect(body.user).toEqual({ ...existing, emailVerified: true });
    const attackerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: attacker.email, password: attacker.password },
    });
    expect(attackerLogin.statusCode).toBe(401);
    expect((await checkAuth(attackerToken)).statusCode).toBe(401);
    expect((await checkAuth(body.token)).statusCode).toBe(200);
    expect(await findUserById(t.db, existing._id)).toMatchObject({
      passwordHash: null,
      googleSubject: victim.sub,
    });
    // The link holds when Google later reports another email.
    const later = await google(standIn.issueCode({ ...victim, email: `changed-${victim.email}` }));
    expect(later.json<GoogleBody>().user._id).toBe(existing._id);

    await t.app.jobs.drain();
    const [mail] = smtp.to(victim.email).filter((m) => m.subject === 'Your account now signs in with Google');
    expect(mail?.text).toContain('its old password no longer works');
  });

  it('links an account without a password, signing nobody out', async () => {
    const credentials = await registerUser(t.app);
    const { user: existing, token } = await loginUser(t.app, credentials);
    await verifyAddress(credentials.email);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, existing._id));

    const response = await google(standIn.issueCode(newGoogleIdentity({ email: credentials.email })));

    expect(response.statusCode).toBe(200);
    expect(response.json<GoogleBody>().user._id).toBe(existing._id);
    expect((await checkAuth(token)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(smtp.to(credentials.email).map((mail) => mail.subject)).toContain(
      'Google sign-in was added to your account',
    );
  });

  it('takes over an account whose address was never verified: the pre-registered password and token stop working', async () => {
    // The attacker registers the victim's Gmail address with a password of their own and signs in.
    const victim = newGoogleIdentity();
    const attacker = await registerUser(t.app, { email: victim.email, name: 'Mallory' });
    const { token: attackerToken } = await loginUser(t.app, attacker);

    // Later the victim continues with Google.
    const response = await google(standIn.issueCode(victim));

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GoogleBody>();
    expect(body.user).toMatchObject({ email: victim.email, emailVerified: true });
    const attackerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: attacker.email, password: attacker.password },
    });
    expect(attackerLogin.statusCode).toBe(401);
    const attackerSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-auth',
      headers: bearer(attackerToken),
    });
    expect(attackerSession.statusCode).toBe(401);
    const victimSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-auth',
      headers: bearer(body.token),
    });
    expect(victimSession.statusCode).toBe(200);
    const row = await findUserById(t.db, body.user._id);
    expect(row).toMatchObject({ passwordHash: null, googleSubject: victim.sub });

    await t.app.jobs.drain();
    expect(smtp.to(victim.email).map((mail) => mail.subject)).toContain(
      'Your account now signs in with Google',
    );
  });

  it('refuses a second Google account that claims an email already linked to another', async () => {
    const first = newGoogleIdentity();
    const owner = (await google(standIn.issueCode(first))).json<GoogleBody>();
    const newcomer = newGoogleIdentity({ email: first.email });

    const response = await google(standIn.issueCode(newcomer));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.googleAccountMismatch });
    // The owner's link is untouched.
    const again = await google(standIn.issueCode(first));
    expect(again.json<GoogleBody>().user._id).toBe(owner.user._id);
  });

  it('answers a password tried on a Google-only account as a wrong password (nothing tells them apart)', async () => {
    const identity = newGoogleIdentity();
    expect((await google(standIn.issueCode(identity))).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: identity.email, password: 'any-password-at-all' },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.invalidCredentials });
  });

  it('answers 400 when the code is missing', async () => {
    for (const response of [await google(), await google('')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.googleMissingCode });
    }
  });

  it('answers 401 for a code Google never issued', async () => {
    const response = await google('4/not-a-code-google-issued');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.googleExchangeFailed });
  });

  it('answers 401 for a code used before', async () => {
    const code = standIn.issueCode(newGoogleIdentity());
    expect((await google(code)).statusCode).toBe(200);

    const reused = await google(code);

    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ success: false, message: SERVER_MESSAGES.googleExchangeFailed });
  });

  it('answers 401 for a code issued for another redirect URI', async () => {
    const code = standIn.issueCode(newGoogleIdentity(), { redirectUri: 'https://evil.example/callback' });

    expect((await google(code)).statusCode).toBe(401);
  });

  it('answers 401 and creates no account when Google has not verified the email', async () => {
    const identity = newGoogleIdentity({ email_verified: false });

    const response = await google(standIn.issueCode(identity));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.googleExchangeFailed });
    // Nothing was stored: once verified, the same account signs up as a new student.
    const verified = await google(standIn.issueCode({ ...identity, email_verified: true }));
    expect(verified.statusCode).toBe(200);
    expect(verified.json<GoogleBody>().user.email).toBe(identity.email);
  });

  it('does not link an unverified email to an existing account', async () => {
    const credentials = await registerUser(t.app);
    const { user } = await loginUser(t.app, credentials);
    const identity = newGoogleIdentity({ email: credentials.email, email_verified: false });

    const response = await google(standIn.issueCode(identity));

    expect(response.statusCode).toBe(401);
    expect((await findUserById(t.db, user._id))?.googleSubject).toBeNull();
  });

  it('answers 401 when the ID token was issued for another client', async () => {
    const code = standIn.issueCode(newGoogleIdentity(), {
      claims: { aud: 'someone-else.apps.googleusercontent.com' },
    });

    expect((await google(code)).statusCode).toBe(401);
  });

  it('answers 401 when the ID token is signed with a key Google does not publish', async () => {
    const code = standIn.issueCode(newGoogleIdentity(), { signWithUnpublishedKey: true });

    expect((await google(code)).statusCode).toBe(401);
  });

  it('answers 401 when the ID token comes from another issuer', async () => {
    const code = standIn.issueCode(newGoogleIdentity(), { claims: { iss: 'https://accounts.example.com' } });

    expect((await google(code)).statusCode).toBe(401);
  });

  it('answers 401 when the server holds the wrong client secret', async () => {
    const misconfigured = await createTestApp(
      { ...standIn.env(), GOOGLE_CLIENT_SECRET: 'wrong-secret' },
      { database },
    );
    try {
      const response = await misconfigured.app.inject({
        method: 'GET',
        url: '/api/google',
        query: { code: standIn.issueCode(newGoogleIdentity()) },
      });

      expect(response.statusCode).toBe(401);
    } finally {
      await misconfigured.close();
    }
  });

  it('works through the authorization endpoint as a browser would reach it', async () => {
    const identity = newGoogleIdentity();
    standIn.nextIdentity(identity);
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    const settings = config.json<{
      data: { google: { clientId: string; authUrl: string; redirectUri: string } };
    }>().data.google;
    expect(settings).toEqual({
      clientId: standIn.clientId,
      authUrl: standIn.authUrl,
      redirectUri: standIn.redirectUri,
    });

    const authorize = new URL(settings.authUrl);
    authorize.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-123',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(standIn.redirectUri);
    expect(location.searchParams.get('state')).toBe('state-123');

    const response = await google(location.searchParams.get('code') ?? undefined);

    expect(response.statusCode).toBe(200);
    expect(response.json<GoogleBody>().user.email).toBe(identity.email);
  });
});

describe('GET /api/google without Google configured', () => {
  it('answers 404 with the not-configured message (a lasting state, not a retryable one)', async () => {
    const plain = await createTestApp({}, { database });
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/api/google',
        query: { code: 'anything' },
      });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.googleNotConfigured });
      const config = await plain.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(config.json()).toEqual({ success: true, data: { google: null } });
    } finally {
      await plain.close();
    }
  });
});
