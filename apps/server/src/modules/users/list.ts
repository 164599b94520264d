import type { allUsersQuerySchema, ListedUser } from '@academy/shared/auth';
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
import { users } from '../../db/schema/users';
import { containing } from '../../lib/sql';
import { readStoreTotal, readStoreTotals } from '../store-totals/service';
import { publicColumns, toPublicUser } from './service';

/* The admin's Students table (SPEC §7 `GET /auth/all-users`). */

export type UserListOptions = z.output<typeof allUsersQuerySchema>;

async function countUsers(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return counted?.total ?? 0;
}

/**
 * How many accounts there are, or of one role, from the running totals (decision 015): counting
 * 100,000 rows on every page of the Students table would grow with the store.
 */
async function accountTotal(db: Database, role: UserListOptions['role']): Promise<number> {
  if (role === undefined) return readStoreTotal(db, 'accounts');
  if (role === 'admin') return readStoreTotal(db, 'admins');
  const { accounts, admins } = await readStoreTotals(db);
  return accounts - admins;
}

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

/** An account as the Students table shows it. */
export const toListedUser = (
  row: Parameters<typeof toPublicUser>[0] & { createdAt: Date; disabledAt: Date | null },
): ListedUser => ({
  ...toPublicUser(row),
  createdAt: row.createdAt.toISOString(),
  disabled: row.disabledAt !== null,
});

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
  const [rows, total] = await Promise.all([
    db
      .select({ ...publicColumns, createdAt: users.createdAt, disabledAt: users.disabledAt })
      .from(users)
      .where(where)
      .orderBy(...userOrder(options.sort, sortDirectionOf(options.sort, options.dir)))
      .limit(limit)
      .offset((page - 1) * limit),
    pattern ? countUsers(db, where) : accountTotal(db, options.role),
  ]);
  return {
    users: rows.map(toListedUser),
    pagination: paginationOf(page, limit, total),
  };
}
