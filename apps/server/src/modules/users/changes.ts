import { ACCOUNT_STATUS_MESSAGES } from '@academy/shared/admin-audit';
import type { Language } from '@academy/shared/languages';
import { verify } from '@node-rs/argon2';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';
import { ForbiddenError, InvalidError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAuditEvent } from '../audit/service';
import { hashPassword } from './service';

/* Issue 11, password reset and verified addresses. */

export async function markEmailVerified(db: Executor, userId: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`User ${userId} vanished while verifying its email`);
  return row;
}

/** A new password, proven address, and every token issued before refused. */
export async function resetPassword(db: Executor, userId: string, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`User ${userId} vanished while resetting its password`);
  return row;
}

/**
 * Google proved the address of an account whose password may have been set by someone other
 * than the address's owner: the password goes and every session it opened is revoked.
 */
export async function takeOverWithGoogle(db: Executor, userId: string, subject: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      googleSubject: subject,
      passwordHash: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`User ${userId} vanished while Google took it over`);
  return row;
}

/* The account page (issue 11): the owner's own changes to their account. */

export async function updateProfile(
  db: Executor,
  userId: string,
  profile: { name: string; phone: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ name: profile.name, phone: profile.phone })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The language the account reads the store and its emails in. */
export async function updateLanguage(
  db: Executor,
  userId: string,
  language: Language,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return row;
}

/** Issue 30: the account's switch for marketing mail; nothing for an unknown or erased account. */
export async function setMarketingEmails(
  db: Executor,
  userId: string,
  marketingEmails: boolean,
): Promise<UserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .update(users)
    .set({ marketingEmails })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Whether the password is the account's; false for an account without one. */
export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  if (!user.passwordHash) return false;
  return verify(user.passwordHash, password).catch(() => false);
}

/** Sets a new password and ends every session in one update: tokens issued before it are refused. */
export async function changePassword(db: Executor, userId: string, password: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`User ${userId} vanished while changing the password`);
  return row;
}

export const DELETED_STUDENT_NAME = 'Deleted student';

/**
 * Erasure: the row stays, so orders keep pointing at it for the tax records, but nothing on it
 * names the person any more. The placeholder address frees the real one to register afresh; with
 * no password and no Google subject nothing can sign in to it, and the bumped version ends
 * every session.
 */
export async function anonymiseUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      name: DELETED_STUDENT_NAME,
      email: `deleted-${userId}@deleted.invalid`,
      phone: '',
      passwordHash: null,
      googleSubject: null,
      emailVerifiedAt: null,
      deletedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId));
}

/* Disabled accounts (issue 26). */

/** Refuses to sign in an account an admin disabled, whatever proved who it is. */
export function refuseIfDisabled(user: Pick<UserRow, 'disabledAt'>): void {
  if (user.disabledAt) throw new ForbiddenError(ACCOUNT_STATUS_MESSAGES.disabled);
}

/**
 * An admin disables an account, or enables it again. Disabling signs it out everywhere (the
 * bumped version refuses every token it holds) and refuses its sign-in until it is enabled.
 * An account already so changes nothing and records nothing; an erased one is not found.
 */
export async function setAccountDisabled(
  db: Database,
  admin: { id: string },
  userId: string,
  disabled: boolean,
): Promise<UserRow> {
  if (!isUuid(userId)) throw new NotFoundError(ACCOUNT_STATUS_MESSAGES.accountNotFound);
  if (disabled && userId.toLowerCase() === admin.id.toLowerCase()) {
    throw new InvalidError(ACCOUNT_STATUS_MESSAGES.cannotDisableSelf, 'id');
  }
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set(
        disabled
          ? { disabledAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` }
          : { disabledAt: null },
      )
      .where(
        and(
          eq(users.id, userId),
          isNull(users.deletedAt),
          disabled ? isNull(users.disabledAt) : isNotNull(users.disabledAt),
        ),
      )
      .returning();
    if (changed) {
      await recordAuditEvent(tx, {
        actorId: admin.id,
        action: disabled ? 'user.disable' : 'user.enable',
        target: { type: 'user', id: changed.id },
      });
      return changed;
    }
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!current) throw new NotFoundError(ACCOUNT_STATUS_MESSAGES.accountNotFound);
    return current;
  });
}
