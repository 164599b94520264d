import { hash, verify } from '@node-rs/argon2';
import type { Role, User } from '@academy/shared/auth';
import { DEFAULT_LANGUAGE, type Language } from '@academy/shared/languages';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { type UserRow, users } from '../../db/schema/users';
import { recordAuditEvent } from '../audit/service';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when an email is unknown, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** The columns a User is made of: what lists select instead of whole rows. */
export const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
};

export function toPublicUser(row: Pick<UserRow, keyof typeof publicColumns>): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Locks the account's row until the caller's transaction ends: one checkout at a time per buyer. */
export async function lockUser(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  // Not an id we ever issue: no such user (PostgreSQL would fail the uuid cast instead).
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** What a request needs to know of its caller: one prepared statement, run on every signed-in request. */
const callerQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('request_caller'),
);

export type CallerAccount = { id: string; role: Role; name: string; email: string; tokenVersion: number };

export async function findCallerAccount(db: Database, id: string): Promise<CallerAccount | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await callerQuery(db).execute({ id });
  return row;
}

export async function findUserByGoogleSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/** Creates an account; answers undefined when the email is taken. */
export async function createUser(
  db: Executor,
  input: {
    name: string;
    email: string;
    phone: string;
    password?: string;
    role?: Role;
    googleSubject?: string;
    /** The language of the page they registered on; English when none is known. */
    language?: Language;
    /** The address is known to be the owner's (Google's verified email, the demo accounts). */
    emailVerified?: boolean;
  },
): Promise<UserRow | undefined> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      passwordHash,
      role: input.role ?? 'user',
      googleSubject: input.googleSubject ?? null,
      language: input.language ?? DEFAULT_LANGUAGE,
      emailVerifiedAt: input.emailVerified ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The user whose password matches, or undefined. Runs in the same time either way: an unknown
 * email or an account without a password is checked against a decoy hash.
 */
export async function verifyCredentials(
  db: Executor,
  email: string,
  password: string,
): Promise<{ user: UserRow | undefined }> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return { user: undefined };
  }
  const matches = await verify(user.passwordHash, password).catch(() => false);
  return { user: matches ? user : undefined };
}

export async function bumpTokenVersion(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function linkGoogleSubject(db: Executor, userId: string, subject: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ googleSubject: subject })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`User ${userId} vanished while linking Google`);
  return row;
}

/** What ensureAdmin did: nothing changes for an admin who already signs in with the password. */
export type EnsuredAdmin =
  | { outcome: 'created' | 'unchanged' | 'passwordChanged' | 'promoted'; user: UserRow }
  | { outcome: 'refused'; user: UserRow };

/**
 * Makes sure an admin with this email exists and signs in with this password. A new admin's
 * address counts as verified (the operator vouches for it). A student with the email is made
 * an admin only when `promote` says so (otherwise: 'refused', nothing changed), since whoever
 * registered the address first would otherwise become an admin. Changing the role or the
 * password signs the account out everywhere. A new admin or a promotion goes in the audit log, by
 * no account: this is the operator's command line (`create-admin`, ADMIN_EMAIL).
 */
export async function ensureAdmin(
  db: Executor,
  input: { email: string; password: string; name: string },
  options: { promote?: boolean } = {},
): Promise<EnsuredAdmin> {
  const existing = await findUserByEmail(db, input.email);
  if (existing?.role === 'user' && !options.promote) return { outcome: 'refused', user: existing };
  if (existing?.role === 'admin' && existing.passwordHash) {
    const same = await verify(existing.passwordHash, input.password).catch(() => false);
    if (same) return { outcome: 'unchanged', user: existing };
  }
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    return db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ role: 'admin', passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, existing.id))
        .returning();
      if (!user) throw new Error(`User ${existing.id} vanished while ensuring the admin`);
      if (existing.role === 'admin') return { outcome: 'passwordChanged' as const, user };
      await recordAuditEvent(tx, {
        actorId: null,
        action: 'user.role',
        target: { type: 'user', id: user.id },
        details: { from: 'user', to: 'admin' },
      });
      return { outcome: 'promoted' as const, user };
    });
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        phone: '',
        passwordHash,
        role: 'admin',
        emailVerifiedAt: sql`now()`,
      })
      .returning();
    if (!user) throw new Error('Creating the admin returned no row');
    await recordAuditEvent(tx, {
      actorId: null,
      action: 'user.role',
      target: { type: 'user', id: user.id },
      details: { from: null, to: 'admin' },
    });
    return { outcome: 'created' as const, user };
  });
}
