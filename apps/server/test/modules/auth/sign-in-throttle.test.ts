import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../../src/db/schema/auth';
import { users } from '../../../src/db/schema/users';
import { issueAccountToken } from '../../../src/modules/auth/account-tokens';
import {
  ACCOUNT_FAILURES_PER_HOUR,
  FAILURES_BEFORE_LOCK,
  FIRST_LOCK_SECONDS,
  LONGEST_LOCK_SECONDS,
  SWEEP_LOGIN_FAILURES,
} from '../../../src/modules/auth/throttle-service';
import { createTestApp, newCredentials, registerUser, type TestApp } from '../../support/app';

/** Sign-ins per address and email a minute; failed sign-ins per address an hour are ten times it. */
const LIMIT = 10;
const ADDRESS_FAILURES_PER_HOUR = LIMIT * 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
/** A client address no other attempt in this file uses: only the per-account count applies. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const login = (payload: { email: string; password: string }, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

type Reply = Awaited<ReturnType<typeof login>>;
const answer = (response: Reply) => ({
  status: response.statusCode,
  message: response.json<{ message: string }>().message,
});
const retryAfter = (response: Reply) => Number(response.headers['retry-after']);

const WRONG = { status: 401, message: SERVER_MESSAGES.invalidCredentials };
/** A lock's answer: 429 and a message that says what happened, when to try again, and the way out. */
const LOCKED_FOR_DEVICE = {
  status: 429,
  message: expect.stringMatching(
    /^Too many failed sign-ins for this email from this device\. Try again in \d+ minutes?, or choose a new password with "Forgot password\?"\.$/,
  ) as unknown as string,
};
const LOCKED_FOR_ACCOUNT = {
  status: 429,
  message: expect.stringMatching(
    /^Too many failed sign-ins for this email\. Try again in \d+ minutes?, or choose a new password with "Forgot password\?"\.$/,
  ) as unknown as string,
};

/** As if the current locks of the email had run out: the clock is not waited on. */
async function endLock(email: string) {
  await t.db
    .update(loginFailures)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginFailures.email, email));
}

const failFrom = async (email: string, address: string, times = FAILURES_BEFORE_LOCK) => {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    expect(
      answer(await login({ email, password: 'not-the-password' }, address)),
      `attempt ${attempt}`,
    ).toEqual(WRONG);
  }
};

describe('sign-in throttling per account and client address', () => {
  it(`locks an account for one address after ${FAILURES_BEFORE_LOCK} wrong passwords from it, even for the right one`, async () => {
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    const attacker = freshAddress();
    await failFrom(student.email, attacker);

    const locked = await login({ email: student.email, password: student.password }, attacker);

    expect(answer(locked)).toEqual(LOCKED_FOR_DEVICE);
    expect(locked.json<{ message: string }>().message).toContain('Try again in 1 minute,');
    expect(retryAfter(locked)).toBeGreaterThan(0);
    expect(retryAfter(locked)).toBeLessThanOrEqual(FIRST_LOCK_SECONDS);
  });

  it('lets the owner sign in from another address while one address is locked out', async () => {
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    const attacker = freshAddress();
    await failFrom(student.email, attacker);
    expect(answer(await login(student, attacker))).toEqual(LOCKED_FOR_DEVICE);

    // The owner, from their own address, is not locked by the attacker's guesses.
    expect(
      (await login({ email: student.email, password: student.password }, freshAddress())).statusCode,
    ).toBe(200);
    // …and signing in does not lift the attacker's lock.
    expect(answer(await login({ email: student.email, password: 'another-guess' }, attacker))).toEqual(
      LOCKED_FOR_DEVICE,
    );
  });

  it('doubles the lock with each further failure, up to 15 minutes', async () => {
    const email = newCredentials().email;
    const address = freshAddress();
    for (let attempt = 1; attempt <= FAILURES_BEFORE_LOCK; attempt += 1)
      await login({ email, password: 'guess' }, address);

    await endLock(email);
    expect(answer(await login({ email, password: 'guess' }, address))).toEqual(WRONG);
    const second = await login({ email, password: 'guess' }, address);
    expect(answer(second)).toEqual(LOCKED_FOR_DEVICE);
    expect(retryAfter(second)).toBeGreaterThan(FIRST_LOCK_SECONDS);
    expect(retryAfter(second)).toBeLessThanOrEqual(2 * FIRST_LOCK_SECONDS);

    await t.db.update(loginFailures).set({ failures: 40 }).where(eq(loginFailures.email, email));
    await endLock(email);
    expect(answer(await login({ email, password: 'guess' }, address))).toEqual(WRONG);
    const longest = await login({ email, password: 'guess' }, address);
    expect(answer(longest)).toEqual(LOCKED_FOR_DEVICE);
    expect(longest.json<{ message: string }>().message).toContain('Try again in 15 minutes,');
    expect(retryAfter(longest)).toBeGreaterThan(LONGEST_LOCK_SECONDS / 2);
    expect(retryAfter(longest)).toBeLessThanOrEqual(LONGEST_LOCK_SECONDS);
  });

  it('lets the right password in once the lock has run out, and forgets the failures', async () => {
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    const address = freshAddress();
    await failFrom(student.email, address);
    await endLock(student.email);

    expect(
      (await login({ email: student.email.toUpperCase(), password: student.password }, address)).statusCode,
    ).toBe(200);

    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.email, student.email))).toEqual([]);
    // Counted on from the old failures, the first of these would lock the pair again.
    await failFrom(student.email, address, 3);
    expect((await login({ email: student.email, password: student.password }, address)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as an account, locks included, so nothing tells them apart', async () => {
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    const unknown = newCredentials().email;
    const answers = async (email: string) => {
      const address = freshAddress();
      const seen = [];
      for (let attempt = 1; attempt <= FAILURES_BEFORE_LOCK + 1; attempt += 1) {
        seen.push(answer(await login({ email, password: 'not-the-password' }, address)));
      }
      return seen;
    };

    const forAccount = await answers(student.email);
    const forUnknown = await answers(unknown);

    expect(forUnknown).toEqual(forAccount);
    expect(forAccount.at(-1)).toEqual(LOCKED_FOR_DEVICE);
  });

  it('counts guesses sent all at once: only the first few are checked', async () => {
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    const address = freshAddress();

    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        login({ email: student.email, password: 'not-the-password' }, address),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(FAILURES_BEFORE_LOCK).fill(401),
      ...Array<number>(12 - FAILURES_BEFORE_LOCK).fill(429),
    ]);
  });
});

describe('sign-in throttling per account, across every address', () => {
  it(`refuses every password for the account after ${ACCOUNT_FAILURES_PER_HOUR} failures an hour from any addresses`, async () => {
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    // Guesses spread over many addresses, each staying under its own lock.
    for (let attempt = 1; attempt <= ACCOUNT_FAILURES_PER_HOUR; attempt += 1) {
      expect(
        answer(await login({ email: student.email, password: `guess-${attempt}` })),
        `attempt ${attempt}`,
      ).toEqual(WRONG);
    }

    const refused = await login({ email: student.email, password: student.password });

    expect(answer(refused)).toEqual(LOCKED_FOR_ACCOUNT);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60 * 60);
    // Another account is not affected.
    const other = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    expect((await login(other)).statusCode).toBe(200);
  });

  it('never blocks a reset by mail, and a completed reset lifts every lock of the account', async () => {
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    const attacker = freshAddress();
    await failFrom(student.email, attacker);
    for (let attempt = 1; attempt <= ACCOUNT_FAILURES_PER_HOUR; attempt += 1) {
      await login({ email: student.email, password: `guess-${attempt}` });
    }
    expect(answer(await login(student))).toEqual(LOCKED_FOR_ACCOUNT);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: student.email },
      remoteAddress: freshAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.jobs.drain();
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, student.email));
    const token = await issueAccountToken(t.db, { id: user!.id, email: student.email }, 'password_reset');
    const newPassword = 'a fresh kalakriti passphrase';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await login({ email: student.email, password: newPassword })).statusCode).toBe(200);
    expect((await login({ email: student.email, password: newPassword }, attacker)).statusCode).toBe(200);
  });
});

describe('sign-in throttling per client address, across every email', () => {
  it(`refuses an address after ${ADDRESS_FAILURES_PER_HOUR} failed sign-ins an hour, one password sprayed over many accounts`, async () => {
    const address = '10.30.0.1';
    const student = await registerUser(t.app, {}, { remoteAddress: freshAddress() });
    for (let attempt = 1; attempt < ADDRESS_FAILURES_PER_HOUR; attempt += 1) {
      expect(
        answer(await login({ email: newCredentials().email, password: 'Summer2026!' }, address)),
      ).toEqual(WRONG);
    }
    // A successful sign-in is not a failure: a classroom behind one address can sign in together.
    expect((await login(student, address)).statusCode).toBe(200);
    expect(answer(await login({ email: newCredentials().email, password: 'Summer2026!' }, address))).toEqual(
      WRONG,
    );

    const refused = await login({ email: newCredentials().email, password: 'Summer2026!' }, address);

    expect(answer(refused)).toEqual({
      status: 429,
      message: expect.stringMatching(
        /^Too many failed sign-ins from your network\. Try again in \d+ minutes?, or choose a new password with "Forgot password\?"\.$/,
      ) as unknown as string,
    });
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60 * 60);
    // Other addresses are not affected.
    expect((await login(student, '10.30.0.2')).statusCode).toBe(200);
  });
});

describe('the sweep of login failures', () => {
  it('deletes the counts that are forgotten and keeps the recent ones and the locks', async () => {
    const [old, recent, locked] = [newCredentials().email, newCredentials().email, newCredentials().email];
    await t.db.insert(loginFailures).values([
      {
        email: old,
        clientAddress: '10.40.0.1',
        failures: 7,
        lockedUntil: sql`now() - interval '2 hours'`,
        lastFailureAt: sql`now() - interval '2 hours'`,
      },
      {
        email: recent,
        clientAddress: '10.40.0.1',
        failures: 2,
        lastFailureAt: sql`now() - interval '5 minutes'`,
      },
      {
        email: locked,
        clientAddress: '10.40.0.1',
        failures: 9,
        lockedUntil: sql`now() + interval '10 minutes'`,
        lastFailureAt: sql`now() - interval '2 hours'`,
      },
    ]);

    await t.app.jobs.enqueue(t.db, SWEEP_LOGIN_FAILURES, {});
    await t.app.jobs.drain();

    const left = await t.db.select({ email: loginFailures.email }).from(loginFailures);
    const emails = left.map((row) => row.email);
    expect(emails).not.toContain(old);
    expect(emails).toEqual(expect.arrayContaining([recent, locked]));
  });
});
