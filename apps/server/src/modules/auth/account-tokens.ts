import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type AccountTokenRow, accountTokens } from '../../db/schema/auth';
import type { UserRow } from '../../db/schema/users';
import { findUserById } from '../users/service';

/*
 * The single-use links mailed to an account (password reset, address verification). The
 * token itself is only ever in the mail: the table keeps its SHA-256 hash, so a copy of the
 * database cannot be used to reset anyone's password.
 */

export type AccountTokenPurpose = AccountTokenRow['purpose'];

export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 48 * 60 * 60_000,
};

export const SWEEP_ACCOUNT_TOKENS_JOB = 'account-tokens.sweep';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token for `user`; the account's older unused tokens of the purpose stop working. */
export async function issueAccountToken(
  executor: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await executor.insert(accountTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    email: user.email.toLowerCase(),
    expiresAt: sql`now() + make_interval(secs => ${ACCOUNT_TOKEN_LIFETIME_MS[purpose] / 1000})`,
  });
  return token;
}

/**
 * Marks the token used and answers its account, or undefined when the token is unknown, of
 * another purpose, used, expired, or was sent to an address the account no longer has.
 * Run it in the transaction that acts on the account, so a failure leaves the token unused.
 */
export async function consumeAccountToken(
  executor: Executor,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<UserRow | undefined> {
  const [claimed] = await executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  if (!claimed) return undefined;
  const user = await findUserById(executor, claimed.userId);
  // The link was for this address: an account whose email changed since, or that is gone, has no use for it.
  return user && user.email.toLowerCase() === claimed.email && user.deletedAt === null ? user : undefined;
}

/** The account's pending reset and verification links, which would otherwise mail its old address. */
export async function deleteAccountTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
}

/** Deletes tokens that can no longer be used. */
export async function sweepAccountTokens(db: Database): Promise<void> {
  await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, sql`now()`), isNotNull(accountTokens.usedAt)));
}
