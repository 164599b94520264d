import { STUDENT_SEARCH_LIMIT } from '@academy/shared/admin-limits';
import type { Role } from '@academy/shared/auth';
import type { Language } from '@academy/shared/languages';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { containing, escapeLike } from '../../lib/sql';

/* What other modules ask of accounts: who someone is, found by id, email or a search. */

export type Account = { id: string; name: string; email: string; role: Role; language: Language };

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  language: users.language,
};

/**
 * The account with this id, or nothing. `lock` takes the row's NO KEY UPDATE lock until the
 * caller's transaction ends: the lock a student's progress writes take turns on, which still
 * lets other transactions insert rows that reference the account.
 */
export async function findAccount(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Account | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  const [account] = await (options.lock ? query.for('no key update') : query);
  return account;
}

/** The accounts, not erased, whose id is one of `ids` or whose email is one of `emails` (any case). */
export async function findLiveAccounts(
  db: Executor,
  { ids, emails }: { ids: string[]; emails: string[] },
): Promise<Account[]> {
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(users.id, ids));
  if (emails.length > 0) conditions.push(inArray(sql`lower(${users.email})`, emails));
  if (conditions.length === 0) return [];
  return db
    .select(accountColumns)
    .from(users)
    .where(and(isNull(users.deletedAt), or(...conditions)));
}

/**
 * Students (never admins, never erased accounts) whose name or email contains the text: exact
 * email first, then names and emails that start with it, then the rest by name. An empty text
 * lists the newest accounts.
 */
export async function searchStudents(
  db: Executor,
  text: string,
): Promise<Pick<Account, 'id' | 'name' | 'email'>[]> {
  const query = text.trim().toLowerCase();
  const columns = { id: users.id, name: users.name, email: users.email };
  const students = and(eq(users.role, 'user'), isNull(users.deletedAt));
  if (!query) {
    return db
      .select(columns)
      .from(users)
      .where(students)
      .orderBy(desc(users.createdAt), asc(users.email))
      .limit(STUDENT_SEARCH_LIMIT);
  }
  const contains = containing(query);
  const prefix = `${escapeLike(query)}%`;
  return db
    .select(columns)
    .from(users)
    .where(
      and(
        students,
        or(sql`lower(${users.name}) like ${contains}`, sql`lower(${users.email}) like ${contains}`),
      ),
    )
    .orderBy(
      sql`lower(${users.email}) = ${query} desc`,
      sql`(lower(${users.name}) like ${prefix} or lower(${users.email}) like ${prefix}) desc`,
      asc(sql`lower(${users.name})`),
      asc(users.email),
    )
    .limit(STUDENT_SEARCH_LIMIT);
}

/**
 * The account as marketing mail addresses it (issue 30), or nothing when it takes none: erased,
 * disabled, or switched off on /account or by an unsubscribe link.
 */
export async function findMarketingRecipient(db: Executor, id: string): Promise<Account | undefined> {
  if (!isUuid(id)) return undefined;
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.marketingEmails, true),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return account;
}
