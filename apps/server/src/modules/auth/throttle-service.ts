import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';
import { countHit, takeBackHit } from '../../infrastructure/rate-limit-buckets';

/*
 * Password guessing is throttled twice, both kept in the database so every server instance
 * shares the counts:
 * - per account, whatever address the guesses come from (login_failures): after
 *   FAILURES_BEFORE_LOCK failures the account refuses passwords for 30 s, doubling with each
 *   further failure up to 15 minutes. Unknown addresses are counted the same way, so a lock
 *   never tells whether an account exists.
 * - per client address, across every email (one password sprayed over many accounts): at most
 *   `maxPerHour` failed sign-ins an hour. Successful sign-ins are not counted, so a classroom
 *   behind one address can still sign in together.
 * Each attempt is counted before its password is checked and taken back when it succeeds, so
 * guesses sent in parallel cannot slip past the count while the first ones are being checked.
 */

export const FAILURES_BEFORE_LOCK = 5;
export const FIRST_LOCK_SECONDS = 30;
export const LONGEST_LOCK_SECONDS = 15 * 60;
/** After this long without a failure, an account's count starts again from nothing. */
const FAILURES_FORGOTTEN_AFTER_SECONDS = 60 * 60;
const ADDRESS_WINDOW_MS = 60 * 60_000;

/** The recurring job that deletes forgotten counts. */
export const SWEEP_LOGIN_FAILURES = 'login-failures.sweep';

/** Refused: the attempt was not checked; `retryAfterSeconds` says when to try again. */
export type Throttled = { scope: 'account' | 'address'; retryAfterSeconds: number };

const secondsUntil = (moment: Date) => Math.max(1, Math.ceil((moment.getTime() - Date.now()) / 1000));

/** The lock for `failures` as SQL, so the count and the lock change in one statement. */
const lockUntilSql = (failures: ReturnType<typeof sql>) => sql`case
  when ${failures} >= ${FAILURES_BEFORE_LOCK}
  then now() + make_interval(secs => least(${LONGEST_LOCK_SECONDS},
    ${FIRST_LOCK_SECONDS} * power(2, least(${failures} - ${FAILURES_BEFORE_LOCK}, 20))))
  end`;

/**
 * Counts a sign-in attempt for `email` as a failure until it is proven otherwise; answers the
 * lock instead when the account is locked now (the attempt is then not counted).
 */
async function countAccountAttempt(db: Executor, email: string): Promise<Throttled | undefined> {
  const stale = sql`${loginFailures.lastFailureAt} < now() - make_interval(secs => ${FAILURES_FORGOTTEN_AFTER_SECONDS})`;
  const failures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const [counted] = await db
    .insert(loginFailures)
    .values({ email, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: { failures, lockedUntil: lockUntilSql(failures), lastFailureAt: sql`now()` },
      setWhere: or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, sql`now()`)),
    })
    .returning({ failures: loginFailures.failures });
  if (counted) return undefined;
  const [locked] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.email, email));
  return {
    scope: 'account',
    retryAfterSeconds: locked?.lockedUntil ? secondsUntil(locked.lockedUntil) : FIRST_LOCK_SECONDS,
  };
}

const addressKey = (address: string) => `login-failures:${address}`;

/**
 * Counts an attempt against the address and the account before the password is checked.
 * Answers why it may not be checked at all, if so.
 */
export async function countSignInAttempt(
  db: Database,
  attempt: { email: string; address: string; maxPerHour: number },
): Promise<Throttled | undefined> {
  const email = attempt.email.toLowerCase();
  const { hits, windowEndsAt } = await countHit(db, addressKey(attempt.address), ADDRESS_WINDOW_MS);
  if (hits > attempt.maxPerHour) {
    return { scope: 'address', retryAfterSeconds: secondsUntil(windowEndsAt) };
  }
  const throttled = await countAccountAttempt(db, email);
  // Not checked, so not a failure from this address either.
  if (throttled) await takeBackAddressHit(db, attempt.address);
  return throttled;
}

const takeBackAddressHit = (db: Executor, address: string) => takeBackHit(db, addressKey(address));

/** The password was right: the account's failures are forgotten and the address's hit taken back. */
export async function clearSignInFailures(
  db: Database,
  attempt: { email: string; address: string },
): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, attempt.email.toLowerCase()));
  await takeBackAddressHit(db, attempt.address);
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
