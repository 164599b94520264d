import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';
import { countHit, forgetHits, takeBackHit } from '../../infrastructure/rate-limit-buckets';

/*
 * Password guessing is throttled three ways, all kept in the database so every server instance
 * shares the counts:
 * - per account and client address (login_failures): after FAILURES_BEFORE_LOCK failures the
 *   account refuses passwords from that address for 30 s, doubling with each further failure
 *   up to 15 minutes. Until issue 25 this lock was per account, whatever the address: a few
 *   requests an hour from anywhere kept the owner out. Now the guesser locks only themselves.
 * - per account, across every address: at most ACCOUNT_FAILURES_PER_HOUR failures an hour, then
 *   every password is refused until the hour is over. It bounds guessing spread over many
 *   addresses; it is high enough that imposing it on an owner takes many addresses, and a reset
 *   by mail, which no lock ever blocks, lifts it (clearAccountLocks).
 * - per client address, across every email (one password sprayed over many accounts): at most
 *   `maxPerHour` failed sign-ins an hour. Successful sign-ins are not counted, so a classroom
 *   behind one address can still sign in together.
 * Unknown emails are counted the same way, so a lock never tells whether an account exists.
 * Each attempt is counted before its password is checked and taken back when it succeeds, so
 * guesses sent in parallel cannot slip past the count while the first ones are being checked.
 */

export const FAILURES_BEFORE_LOCK = 5;
export const FIRST_LOCK_SECONDS = 30;
export const LONGEST_LOCK_SECONDS = 15 * 60;
export const ACCOUNT_FAILURES_PER_HOUR = 30;
/** After this long without a failure, a pair's count starts again from nothing. */
const FAILURES_FORGOTTEN_AFTER_SECONDS = 60 * 60;
const HOUR_MS = 60 * 60_000;

/** The recurring job that deletes forgotten counts. */
export const SWEEP_LOGIN_FAILURES = 'login-failures.sweep';

/**
 * Refused: the attempt was not checked. `scope` says whose guesses caused it: this address's at
 * this account ('device'), everyone's at this account ('account'), or this address's at any
 * account ('network'); `retryAfterSeconds` says when to try again.
 */
export type Throttled = { scope: 'device' | 'account' | 'network'; retryAfterSeconds: number };

const secondsUntil = (moment: Date) => Math.max(1, Math.ceil((moment.getTime() - Date.now()) / 1000));

/** The lock for `failures` as SQL, so the count and the lock change in one statement. */
const lockUntilSql = (failures: ReturnType<typeof sql>) => sql`case
  when ${failures} >= ${FAILURES_BEFORE_LOCK}
  then now() + make_interval(secs => least(${LONGEST_LOCK_SECONDS},
    ${FIRST_LOCK_SECONDS} * power(2, least(${failures} - ${FAILURES_BEFORE_LOCK}, 20))))
  end`;

type Attempt = { email: string; address: string };

const ofPair = ({ email, address }: Attempt) =>
  and(eq(loginFailures.email, email), eq(loginFailures.clientAddress, address));

/**
 * Counts a sign-in attempt of the pair as a failure until it is proven otherwise; answers the
 * lock instead when the pair is locked now (the attempt is then not counted).
 */
async function countPairAttempt(db: Executor, attempt: Attempt): Promise<Throttled | undefined> {
  const stale = sql`${loginFailures.lastFailureAt} < now() - make_interval(secs => ${FAILURES_FORGOTTEN_AFTER_SECONDS})`;
  const failures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const [counted] = await db
    .insert(loginFailures)
    .values({ email: attempt.email, clientAddress: attempt.address, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.clientAddress],
      set: { failures, lockedUntil: lockUntilSql(failures), lastFailureAt: sql`now()` },
      setWhere: or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, sql`now()`)),
    })
    .returning({ failures: loginFailures.failures });
  if (counted) return undefined;
  const [locked] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(ofPair(attempt));
  return {
    scope: 'device',
    retryAfterSeconds: locked?.lockedUntil ? secondsUntil(locked.lockedUntil) : FIRST_LOCK_SECONDS,
  };
}

const addressKey = (address: string) => `login-failures:${address}`;
const accountKey = (email: string) => `login-failures-account:${email}`;

/**
 * Counts an attempt against the address, the account and the pair before the password is
 * checked. Answers why it may not be checked at all, if so.
 */
export async function countSignInAttempt(
  db: Database,
  attempt: Attempt & { maxPerHour: number },
): Promise<Throttled | undefined> {
  const pair = { email: attempt.email.toLowerCase(), address: attempt.address };
  const byAddress = await countHit(db, addressKey(pair.address), HOUR_MS);
  if (byAddress.hits > attempt.maxPerHour) {
    return { scope: 'network', retryAfterSeconds: secondsUntil(byAddress.windowEndsAt) };
  }
  // A refused attempt is not checked, so it is no failure of the address (or the account) either.
  const byAccount = await countHit(db, accountKey(pair.email), HOUR_MS);
  if (byAccount.hits > ACCOUNT_FAILURES_PER_HOUR) {
    await takeBackHit(db, addressKey(pair.address));
    return { scope: 'account', retryAfterSeconds: secondsUntil(byAccount.windowEndsAt) };
  }
  const throttled = await countPairAttempt(db, pair);
  if (throttled) {
    await takeBackHit(db, addressKey(pair.address));
    await takeBackHit(db, accountKey(pair.email));
  }
  return throttled;
}

/** The password was right: the pair's failures are forgotten and the attempt's hits taken back. */
export async function clearSignInFailures(db: Database, attempt: Attempt): Promise<void> {
  const pair = { email: attempt.email.toLowerCase(), address: attempt.address };
  await db.delete(loginFailures).where(ofPair(pair));
  await takeBackHit(db, accountKey(pair.email));
  await takeBackHit(db, addressKey(pair.address));
}

/**
 * The owner proved the address (a reset link reached it): every lock of the account goes, from
 * every address, so the owner is never kept out for long by someone else's guesses.
 */
export async function clearAccountLocks(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
  await forgetHits(db, accountKey(email.toLowerCase()));
}

/** Deletes the counts nobody is locked by any more and that are old enough to be forgotten. */
export async function sweepLoginFailures(db: Executor): Promise<number> {
  const swept = await db
    .delete(loginFailures)
    .where(
      and(
        or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, sql`now()`)),
        lt(
          loginFailures.lastFailureAt,
          sql`now() - make_interval(secs => ${FAILURES_FORGOTTEN_AFTER_SECONDS})`,
        ),
      ),
    )
    .returning({ email: loginFailures.email });
  return swept.length;
}
