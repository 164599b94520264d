import { SERVER_MESSAGES } from '@academy/shared/messages';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../src/db/schema/infrastructure';
import { FORGET_EXPIRED_MAIL_SECRETS_JOB } from '../../../src/infrastructure/mail/mailer';
import { users } from '../../../src/db/schema/users';
import { createTestApp, loginUser, newCredentials, type TestApp } from '../../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** What the outbox holds for the address (no SMTP here: held), oldest first. */
const mailsTo = (address: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, address))
    .orderBy(asc(mailMessages.createdAt));

describe('POST /api/auth/register', () => {
  it('creates an account that can sign in', async () => {
    const credentials = newCredentials();
    const response = await register(credentials);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.registered });
    const { user } = await loginUser(t.app, credentials);
    expect(user).toMatchObject({
      name: credentials.name,
      email: credentials.email,
      phone: credentials.phone,
      role: 'user',
      emailVerified: false,
    });
  });

  it('ignores a role in the request: new accounts are students', async () => {
    const credentials = newCredentials();
    const response = await register({ ...credentials, role: 'admin' });

    expect(response.statusCode).toBe(201);
    const { token, user } = await loginUser(t.app, credentials);
    expect(user.role).toBe('user');
    const allUsers = await t.app.inject({
      method: 'GET',
      url: '/api/auth/all-users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(allUsers.statusCode).toBe(403);
  });

  it('stores the email in lower case, so it signs in whatever the case', async () => {
    const credentials = newCredentials();
    await register({ ...credentials, email: credentials.email.toUpperCase() });

    const { user } = await loginUser(t.app, { email: credentials.email, password: credentials.password });
    expect(user.email).toBe(credentials.email.toLowerCase());
  });

  it('answers an address that already has an account as it answers a new one, and mails its owner instead', async () => {
    const owner = newCredentials();
    const first = await register(owner);
    const intruder = newCredentials({
      email: owner.email.toUpperCase(),
      name: 'Mallory',
      password: 'the intruders own passphrase',
    });

    const again = await register(intruder);

    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: first.statusCode,
      body: first.json(),
    });
    expect(again.json()).toEqual({ success: true, message: SERVER_MESSAGES.registered });
    // Nothing about the account changed: the owner's password opens it, the newcomer's does not.
    const { user } = await loginUser(t.app, owner);
    expect(user.name).toBe(owner.name);
    expect((await login(owner.email, intruder.password)).statusCode).toBe(401);
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Welcome to Kalakriti: please confirm your email',
      'Someone tried to register with your email address',
    ]);
    const notice = mails[1];
    expect(notice?.text).toContain('/forgot-password');
    expect(notice?.text).not.toMatch(/token=/);
  });

  it('mails the owner of a taken address at most 3 times an hour, answering the same every time', async () => {
    const owner = newCredentials();
    await register(owner);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const again = await register(newCredentials({ email: owner.email }));
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ success: true, message: SERVER_MESSAGES.registered });
    }

    const notices = (await mailsTo(owner.email)).filter((mail) => mail.kind === 'registration-attempt');
    expect(notices).toHaveLength(3);
  });

  it('treats emails differing only in case as the same account', async () => {
    const domain = `${Date.now()}.co`;
    const owner = newCredentials({ email: `A@B${domain}` });
    expect((await register(owner)).statusCode).toBe(201);

    expect((await register(newCredentials({ email: `a@b${domain}` }))).statusCode).toBe(201);

    const accounts = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `a@b${domain}`));
    expect(accounts).toHaveLength(1);
    await loginUser(t.app, owner);
  });

  it.each([
    ['name', { name: undefined }, /name is required/],
    ['name', { name: '   ' }, /name is required/],
    ['phone', { phone: undefined }, /phone is required/],
    ['phone', { phone: 'call me' }, /phone may contain only digits/],
    ['phone', { phone: '12345' }, /phone must have between/],
    ['email', { email: undefined }, /email is required/],
    ['email', { email: 'not-an-email' }, /email must be a valid email address/],
    ['password', { password: undefined }, /password is required/],
    ['password', { password: 'short' }, /password must be at least 8 characters/],
    ['password', { password: 12345678 }, /password/],
  ])('answers 400 naming the field when %s is %j', async (field, change, message) => {
    const response = await register({ ...newCredentials(), ...change });

    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
    expect(body.message).toMatch(message);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha", "email": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.malformedJson });
  });

  it.each([
    ['a string', '"hello"'],
    ['an array', '[{"email":"a@b.co"}]'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers 400 when the body is %s', async (_kind, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('answers 400 for an empty body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('the welcome email held in the outbox (no SMTP_URL)', () => {
  const heldToken = async (email: string) => {
    const [welcome] = await mailsTo(email);
    const token = /verify-email\?token=([\w-]+)/.exec(welcome?.text ?? '')?.[1];
    if (!token || token.startsWith('removed')) throw new Error(`No live link held for ${email}`);
    return token;
  };

  it('keeps its link for admins to pass on until the link is used', async () => {
    const credentials = newCredentials();
    await register(credentials);
    const token = await heldToken(credentials.email);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });

    expect(verified.statusCode).toBe(200);
    const held = await mailsTo(credentials.email);
    expect(held.map((mail) => mail.status)).toEqual(['held']);
    expect(JSON.stringify(held)).not.toContain(token);
  });

  it('keeps its link until the link expires', async () => {
    const credentials = newCredentials();
    await register(credentials);
    const token = await heldToken(credentials.email);
    await t.db
      .update(mailMessages)
      .set({ secretExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(mailMessages.toAddress, credentials.email));

    await t.app.jobs.enqueue(t.db, FORGET_EXPIRED_MAIL_SECRETS_JOB);
    await t.app.jobs.drain();

    expect(JSON.stringify(await mailsTo(credentials.email))).not.toContain(token);
  });
});

describe('POST /api/auth/register: the password rules', () => {
  const local = () => `asha.kulkarni.${Date.now()}${Math.floor(Math.random() * 1000)}`;

  it.each([
    ['one of the most common passwords', () => ({ password: '12345678' }), PASSWORD_RULES.common],
    ['a common password in another case', () => ({ password: 'PassWord' }), PASSWORD_RULES.common],
    ['eight spaces', () => ({ password: '        ' }), PASSWORD_RULES.blank],
    ['only blanks of several kinds', () => ({ password: ' \t \t    ' }), PASSWORD_RULES.blank],
    [
      'the email itself',
      () => {
        const email = `${local()}@example.com`;
        return { email, password: email };
      },
      PASSWORD_RULES.isEmail,
    ],
    [
      'the email in capitals',
      () => {
        const email = `${local()}@example.com`;
        return { email, password: email.toUpperCase() };
      },
      PASSWORD_RULES.isEmail,
    ],
    [
      "the email's name part",
      () => {
        const name = local();
        return { email: `${name}@example.com`, password: name };
      },
      PASSWORD_RULES.isEmail,
    ],
  ])('refuses %s with 400 and the reason, and creates no account', async (_case, change, reason) => {
    const credentials = newCredentials(change());

    const response = await register(credentials);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: reason, field: 'password' });
    // The address is still free: nothing was created.
    expect((await register({ ...credentials, password: 'a-better-passphrase-2026' })).statusCode).toBe(201);
  });

  it('accepts a long uncommon password that contains the email among other words', async () => {
    const credentials = newCredentials();

    const response = await register({ ...credentials, password: `${credentials.email} and more words` });

    expect(response.statusCode).toBe(201);
  });
});
