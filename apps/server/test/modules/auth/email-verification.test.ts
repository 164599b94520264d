import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../../../src/db/schema/auth';
import { users } from '../../../src/db/schema/users';
import { bearer, createAdmin, loginUser, registerAndLogin, registerUser } from '../../support/app';
import { useMailCapture } from '../../support/mail-capture';

const fixture = useMailCapture('10.2');
const { freshAddress } = fixture;

const verify = (token: string, headers?: Record<string, string>) =>
  fixture.t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    ...(headers ? { headers } : {}),
  });

const resend = (token?: string, remoteAddress = freshAddress()) =>
  fixture.t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    remoteAddress,
    ...(token ? { headers: bearer(token) } : {}),
  });

/** The verification links mailed to `email` so far, oldest first. */
async function verifyLinks(email: string): Promise<string[]> {
  await fixture.t.app.jobs.drain();
  return fixture.smtp.to(email).flatMap((mail) => {
    const match = /https:\/\/store\.example\/verify-email\?token=([\w-]+)/.exec(mail.text);
    return match?.[1] ? [match[1]] : [];
  });
}

async function latestLink(email: string): Promise<string> {
  const token = (await verifyLinks(email)).at(-1);
  if (!token) throw new Error(`No verification mail reached ${email}`);
  return token;
}

describe('registration', () => {
  it('answers as before and mails a welcome with a verification link that works once', async () => {
    const credentials = await registerUser(fixture.t.app);

    await fixture.t.app.jobs.drain();
    const [welcome] = fixture.smtp.to(credentials.email);
    expect(welcome?.subject).toBe('Welcome to Kalakriti: please confirm your email');
    const token = await latestLink(credentials.email);
    expect((await loginUser(fixture.t.app, credentials)).user.emailVerified).toBe(false);

    const response = await verify(token);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: SERVER_MESSAGES.emailVerified,
      data: { user: expect.objectContaining({ email: credentials.email, emailVerified: true }) },
    });
    expect((await loginUser(fixture.t.app, credentials)).user.emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.verifyLinkInvalid,
      field: 'token',
    });
  });
});

describe('POST /api/auth/verify-email', () => {
  it('answers 400 for an expired link, an unknown token and a missing one', async () => {
    const credentials = await registerUser(fixture.t.app);
    const token = await latestLink(credentials.email);
    await fixture.t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.email, credentials.email));

    for (const response of [await verify(token), await verify('not-a-token-we-issued')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: SERVER_MESSAGES.verifyLinkInvalid,
        field: 'token',
      });
    }
    const missing = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'token is required', field: 'token' });
    expect((await loginUser(fixture.t.app, credentials)).user.emailVerified).toBe(false);
  });

  it('does not verify an address the account no longer has', async () => {
    const credentials = await registerUser(fixture.t.app);
    const token = await latestLink(credentials.email);
    await fixture.t.db
      .update(users)
      .set({ email: `changed-${credentials.email}` })
      .where(eq(users.email, credentials.email));

    const response = await verify(token);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.verifyLinkInvalid,
      field: 'token',
    });
  });

  it("verifies the link's owner whoever calls (visitor, student, other student, admin)", async () => {
    const owner = await registerAndLogin(fixture.t.app);
    const other = await registerAndLogin(fixture.t.app);
    const admin = await createAdmin(fixture.t.app);
    for (const headers of [undefined, bearer(owner.token), bearer(other.token), bearer(admin.token)]) {
      expect((await verify('not-a-token-we-issued', headers)).statusCode).toBe(400);
    }

    const response = await verify(await latestLink(owner.credentials.email), bearer(other.token));

    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { user: { _id: string } } }>().data.user._id).toBe(owner.user._id);
    expect((await loginUser(fixture.t.app, other.credentials)).user.emailVerified).toBe(false);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a fresh link; only the newest works', async () => {
    const { token, credentials } = await registerAndLogin(fixture.t.app);
    const first = await latestLink(credentials.email);

    const response = await resend(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.verificationSent });
    await fixture.t.app.jobs.drain();
    expect(fixture.smtp.to(credentials.email).map((mail) => mail.subject)).toContain(
      'Confirm your email address',
    );
    const second = await latestLink(credentials.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('says the address is already verified, and sends nothing', async () => {
    const { token, credentials } = await registerAndLogin(fixture.t.app);
    expect((await verify(await latestLink(credentials.email))).statusCode).toBe(200);
    const mailsBefore = (await verifyLinks(credentials.email)).length;

    const response = await resend(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.alreadyVerified });
    expect(await verifyLinks(credentials.email)).toHaveLength(mailsBefore);
  });

  it('sends one account at most 3 links an hour (429 after), and mails only the caller', async () => {
    const { token, credentials } = await registerAndLogin(fixture.t.app);
    const other = await registerAndLogin(fixture.t.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await resend(token)).statusCode).toBe(200);
    }
    const over = await resend(token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: SERVER_MESSAGES.tooManyVerificationEmails });
    // The welcome link and three more.
    expect(await verifyLinks(credentials.email)).toHaveLength(4);
    expect(await verifyLinks(other.credentials.email)).toHaveLength(1);
  });

  it('answers 429 past 10 requests an hour from one client address', async () => {
    const remoteAddress = freshAddress();
    const students = await Promise.all(Array.from({ length: 4 }, () => registerAndLogin(fixture.t.app)));
    let answered = 0;
    for (const student of students) {
      for (let attempt = 0; attempt < 3 && answered < 10; attempt += 1) {
        expect((await resend(student.token, remoteAddress)).statusCode).toBe(200);
        answered += 1;
      }
    }
    const over = await resend(students[3]?.token, remoteAddress);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: SERVER_MESSAGES.tooManyAttempts });
  });

  it('is for signed-in accounts: a visitor gets 401, an admin is answered for their own account', async () => {
    const visitor = await resend();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });

    // Admins are made by the operator (ensureAdmin), with their address taken as confirmed.
    const admin = await createAdmin(fixture.t.app);
    const response = await resend(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.alreadyVerified });
    expect(await verifyLinks(admin.credentials.email)).toHaveLength(0);
  });
});
