import { PASSWORD_RULES } from '@academy/shared/password-rules';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../../../src/db/schema/auth';
import { jobs, mailMessages } from '../../../src/db/schema/infrastructure';
import { createUser } from '../../../src/modules/users/service';
import {
  bearer,
  createAdmin,
  loginUser,
  newCredentials,
  registerAndLogin,
  registerUser,
} from '../../support/app';
import { useMailCapture } from '../../support/mail-capture';

const fixture = useMailCapture('10.1');
const { freshAddress } = fixture;

const forgot = (email: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  fixture.t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: options.remoteAddress ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });

const reset = (token: string, password: string, headers?: Record<string, string>) =>
  fixture.t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress: freshAddress(),
    ...(headers ? { headers } : {}),
  });

const checkAuth = (token: string) =>
  fixture.t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: bearer(token) });

const SENT = { success: true, message: SERVER_MESSAGES.resetLinkSent };

/** The reset links mailed to `email` so far, oldest first. */
async function resetLinks(email: string): Promise<string[]> {
  await fixture.t.app.jobs.drain();
  return fixture.smtp
    .to(email)
    .filter((mail) => mail.subject === 'Reset your password')
    .map((mail) => {
      const match = /https:\/\/store\.example\/reset-password\?token=([\w-]+)/.exec(mail.text);
      if (!match?.[1]) throw new Error(`No reset link in: ${mail.text}`);
      return match[1];
    });
}

async function resetToken(email: string): Promise<string> {
  const response = await forgot(email);
  expect(response.statusCode, response.body).toBe(200);
  const token = (await resetLinks(email)).at(-1);
  if (!token) throw new Error(`No reset mail reached ${email}`);
  return token;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an existing, an unknown and a Google-only address, and mails only the accounts', async () => {
    const existing = await registerUser(fixture.t.app);
    const googleOnly = newCredentials();
    await createUser(fixture.t.db, {
      ...googleOnly,
      password: undefined,
      googleSubject: `g-${googleOnly.email}`,
    });
    const unknown = newCredentials().email;

    for (const email of [existing.email, unknown, googleOnly.email, existing.email.toUpperCase()]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
    }

    expect(await resetLinks(existing.email)).toHaveLength(2);
    expect(await resetLinks(googleOnly.email)).toHaveLength(1);
    expect(fixture.smtp.to(unknown)).toEqual([]);
    const [mail] = fixture.smtp.to(googleOnly.email).filter((m) => m.subject === 'Reset your password');
    expect(mail?.html).toContain('Choose a new password');
  });

  it('does the same work on the request for a known and an unknown address: a job makes the link', async () => {
    const known = await registerUser(fixture.t.app);
    const unknown = newCredentials().email;
    await fixture.t.app.jobs.drain();
    const waitingJobs = async () =>
      (await fixture.t.db.select({ id: jobs.id }).from(jobs).where(isNull(jobs.completedAt))).length;
    const resetTokensOf = (email: string) =>
      fixture.t.db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(and(eq(accountTokens.email, email), eq(accountTokens.purpose, 'password_reset')));

    const queued = [];
    for (const email of [known.email, unknown]) {
      const before = await waitingJobs();
      const response = await forgot(email);
      expect(response.json()).toEqual(SENT);
      queued.push((await waitingJobs()) - before);
    }

    expect(queued).toEqual([1, 1]);
    expect(await resetTokensOf(known.email)).toEqual([]);
    expect(await resetLinks(known.email)).toHaveLength(1);
    expect(await resetTokensOf(known.email)).toHaveLength(1);
    expect(fixture.smtp.to(unknown)).toEqual([]);
  });

  it('keeps only a hash of the token, valid for 30 minutes', async () => {
    const credentials = await registerUser(fixture.t.app);
    const token = await resetToken(credentials.email);

    const rows = await fixture.t.db
      .select({
        tokenHash: accountTokens.tokenHash,
        minutes: sql<number>`round(extract(epoch from ${accountTokens.expiresAt} - ${accountTokens.createdAt}) / 60)`,
      })
      .from(accountTokens)
      .where(eq(accountTokens.email, credentials.email));
    const resetRow = rows.find((row) => Number(row.minutes) === 30);
    expect(resetRow).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('keeps no live link in the outbox once the mail is delivered: any admin or backup could use it', async () => {
    const credentials = await registerUser(fixture.t.app);
    const token = await resetToken(credentials.email);

    const stored = await fixture.t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, credentials.email));

    expect(stored.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [resetMail] = stored.filter((row) => row.kind === 'password-reset');
    expect(resetMail?.text).toContain('https://store.example/reset-password?token=removed-once-delivered');
    // The link still works for the one who got it.
    expect((await reset(token, 'a fresh kalakriti password')).statusCode).toBe(200);
  });

  it('answers 400 naming the problem for a malformed email', async () => {
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'email must be a valid email address',
      field: 'email',
    });
  });

  it('sends one account at most 3 links an hour, with the same answer past the limit', async () => {
    const credentials = await registerUser(fixture.t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await forgot(credentials.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
    }
    expect(await resetLinks(credentials.email)).toHaveLength(3);
  });

  it('answers 429 past 10 requests an hour from one client address', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await forgot(newCredentials().email, { remoteAddress })).statusCode).toBe(200);
    }
    const over = await forgot(newCredentials().email, { remoteAddress });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: SERVER_MESSAGES.tooManyAttempts });
  });

  it('answers a visitor, a student, another student and an admin alike, mailing only the address owner', async () => {
    const owner = await registerAndLogin(fixture.t.app);
    const other = await registerAndLogin(fixture.t.app);
    const admin = await createAdmin(fixture.t.app);

    for (const headers of [undefined, bearer(owner.token), bearer(other.token), bearer(admin.token)]) {
      const response = await forgot(owner.credentials.email, headers ? { headers } : {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
    }
    await fixture.t.app.jobs.drain();
    expect(
      fixture.smtp.to(owner.credentials.email).filter((m) => m.subject === 'Reset your password'),
    ).toHaveLength(3);
    for (const email of [other.credentials.email, admin.credentials.email]) {
      expect(await resetLinks(email)).toEqual([]);
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password from the mailed link once, signs in, revokes old sessions and mails the change', async () => {
    const { credentials, token: oldSession } = await registerAndLogin(fixture.t.app);
    const token = await resetToken(credentials.email);
    const newPassword = 'a fresh kalakriti password';

    const response = await reset(token, newPassword);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: { accessToken: string; user: { email: string } } }>();
    expect(response.json()).toEqual({
      success: true,
      message: SERVER_MESSAGES.passwordReset,
      data: {
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: expect.objectContaining({ email: credentials.email, emailVerified: true }),
      },
    });
    expect((await checkAuth(body.data.accessToken)).statusCode).toBe(200);
    expect((await checkAuth(oldSession)).statusCode).toBe(401);

    const oldLogin = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: credentials.email, password: credentials.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await loginUser(fixture.t.app, { email: credentials.email, password: newPassword });

    const again = await reset(token, 'yet another long password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.resetLinkInvalid,
      field: 'token',
    });

    await fixture.t.app.jobs.drain();
    expect(fixture.smtp.to(credentials.email).map((mail) => mail.subject)).toContain(
      'Your password was changed',
    );
  });

  it('answers 400 for an expired link', async () => {
    const credentials = await registerUser(fixture.t.app);
    const token = await resetToken(credentials.email);
    await fixture.t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.email, credentials.email));

    const response = await reset(token, 'a fresh kalakriti password');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.resetLinkInvalid,
      field: 'token',
    });
    await loginUser(fixture.t.app, credentials);
  });

  it('answers 400 for an unknown token and for an older link once a newer one was sent', async () => {
    const credentials = await registerUser(fixture.t.app);
    const older = await resetToken(credentials.email);
    const newer = await resetToken(credentials.email);

    expect((await reset('not-a-token-we-issued', 'a fresh kalakriti password')).statusCode).toBe(400);
    const response = await reset(older, 'a fresh kalakriti password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.resetLinkInvalid,
      field: 'token',
    });
    expect((await reset(newer, 'a fresh kalakriti password')).statusCode).toBe(200);
  });

  it('refuses a common password, the email itself or blanks, naming the reason, and keeps the link working', async () => {
    const credentials = await registerUser(fixture.t.app);
    const token = await resetToken(credentials.email);

    const cases = [
      ['12345678', PASSWORD_RULES.common],
      ['        ', PASSWORD_RULES.blank],
      [credentials.email, PASSWORD_RULES.isEmail],
      ['short', PASSWORD_RULES.tooShort],
    ] as const;
    for (const [password, message] of cases) {
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field: 'password' });
    }
    expect((await reset(token, 'a fresh kalakriti password')).statusCode).toBe(200);
  });

  it('answers 400 naming a missing token or password', async () => {
    const noToken = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: 'a fresh kalakriti password' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({ success: false, message: 'token is required', field: 'token' });
    const noPassword = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'abc' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ success: false, message: 'password is required', field: 'password' });
  });

  it('lets a Google-only account set its first password', async () => {
    const credentials = newCredentials();
    await createUser(fixture.t.db, {
      ...credentials,
      password: undefined,
      googleSubject: `g-${credentials.email}`,
    });
    const token = await resetToken(credentials.email);

    expect((await reset(token, 'a fresh kalakriti password')).statusCode).toBe(200);
    await loginUser(fixture.t.app, { email: credentials.email, password: 'a fresh kalakriti password' });
  });

  it("resets only the link owner's account, whoever calls (visitor, student, other student, admin)", async () => {
    const owner = await registerAndLogin(fixture.t.app);
    const other = await registerAndLogin(fixture.t.app);
    const admin = await createAdmin(fixture.t.app);

    for (const headers of [undefined, bearer(owner.token), bearer(other.token), bearer(admin.token)]) {
      const response = await reset('not-a-token-we-issued', 'a fresh kalakriti password', headers);
      expect(response.statusCode).toBe(400);
    }
    const token = await resetToken(owner.credentials.email);
    const response = await reset(token, 'a fresh kalakriti password', bearer(other.token));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { user: { _id: string } } }>().data.user._id).toBe(owner.user._id);
    // The caller's own account is untouched.
    expect((await checkAuth(other.token)).statusCode).toBe(200);
    expect((await checkAuth(admin.token)).statusCode).toBe(200);
  });
});

describe('the account token sweep', () => {
  it('deletes used and expired tokens and keeps live ones', async () => {
    const credentials = await registerUser(fixture.t.app);
    await resetToken(credentials.email);
    await fixture.t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.purpose, 'password_reset'));
    const live = await registerUser(fixture.t.app);
    await resetToken(live.email);

    await fixture.t.app.jobs.enqueue(fixture.t.db, 'account-tokens.sweep');
    await fixture.t.app.jobs.drain();

    const left = await fixture.t.db
      .select({ email: accountTokens.email, purpose: accountTokens.purpose, usedAt: accountTokens.usedAt })
      .from(accountTokens);
    // The expired reset link is gone; the 48-hour verification link of registration stays.
    expect(left.filter((row) => row.email === credentials.email).map((row) => row.purpose)).toEqual([
      'email_verification',
    ]);
    expect(
      left
        .filter((row) => row.email === live.email)
        .map((row) => row.purpose)
        .sort(),
    ).toEqual(['email_verification', 'password_reset']);
    expect(left.every((row) => row.usedAt === null)).toBe(true);
  });
});
