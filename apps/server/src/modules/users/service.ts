import { hash, verify } from '@node-rs/argon2';
import type { allUsersQuerySchema, ListedUser, Role, User } from '@academy/shared/auth';
import {
  ADMIN_PAGE_SIZE,
  type Pagination,
  paginationOf,
  type SortDirection,
  sortDirectionOf,
} from '@academy/shared/paging';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { accountTokens, type UserRow, users } from '../../db/schema/index';
import { containing } from '../../lib/sql';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when an email is unknown, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** The columns a User is made of: what lists select instead of whole rows. */
const publicColumns = {
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

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  // Not an id we ever issue: no such user (PostgreSQL would fail the uuid cast with a 500).
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

export type UserListOptions = z.output<typeof allUsersQuerySchema>;

/**
 * The Students table's orders. Emails are unique (whatever their case), so an order that ends
 * with one is total, and pages never overlap; names end with the id. Every key runs in one
 * direction, so one index (migration 0013) serves each order either way.
 */
const userOrder = (column: UserListOptions['sort'], dir: SortDirection): SQL[] => {
  const by = dir === 'asc' ? asc : desc;
  if (column === 'date') return [by(users.createdAt), by(users.email)];
  if (column === 'name') return [by(sql`lower(${users.name})`), by(users.id)];
  return [by(sql`lower(${users.email})`)];
};

/**
 * A page of accounts, newest first unless sorted otherwise. `q` finds the text anywhere in
 * the name, the email or the phone, whatever its case (each trigram-indexed); `role` keeps
 * students or admins only.
 */
export async function listUsers(
  db: Executor,
  options: UserListOptions,
): Promise<{ users: ListedUser[]; pagination: Pagination }> {
  const page = options.page ?? 1;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const pattern = options.q === undefined ? undefined : containing(options.q.toLowerCase());
  const where = and(
    options.role ? eq(users.role, options.role) : undefined,
    pattern
      ? or(
          sql`lower(${users.name}) like ${pattern}`,
          sql`lower(${users.email}) like ${pattern}`,
          sql`${users.phone} like ${pattern}`,
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...publicColumns, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(...userOrder(options.sort, sortDirectionOf(options.sort, options.dir)))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map((row) => ({ ...toPublicUser(row), createdAt: row.createdAt.toISOString() })),
    pagination: paginationOf(page, limit, counted?.total ?? 0),
  };
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
 * password signs the account out everywhere.
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
    const [user] = await db
      .update(users)
      .set({ role: 'admin', passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, existing.id))
      .returning();
    if (!user) throw new Error(`User ${existing.id} vanished while ensuring the admin`);
    return { outcome: existing.role === 'admin' ? 'passwordChanged' : 'promoted', user };
  }
  const [user] = await db
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
  return { outcome: 'created', user };
}

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
 * Google proved the address of an account whose owner never did: whoever set its password may
 * not be the address's owner, so the password goes and every session they hold is revoked.
 */
export async function takeOverWithGoogle(db: Executor, userId: string, subject: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      googleSubject: subject,
      passwordHash: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      emailVerifiedAt: sql`now()`,
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

/** The account's pending reset and verification links, which would otherwise mail its old address. */
export async function deleteAccountTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
