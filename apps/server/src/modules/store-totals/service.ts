import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { revenueDays, type StoreTotalName, storeTotals } from '../../db/schema/store-totals';

/*
 * The store's running totals and revenue per day (decision 015): kept exact by the database's triggers in the same
 * transaction as every change to the rows they count, so reading one is a primary-key lookup
 * whatever the size of the store. The dashboard shows them; the admin tables take an unfiltered
 * table's total from them instead of counting every row.
 */

const allTotalsQuery = preparedPerDatabase((db) =>
  db
    .select({ name: storeTotals.name, total: storeTotals.total })
    .from(storeTotals)
    .prepare('store_totals_all'),
);

/** Every total by name; a name with no row yet counts 0. */
export async function readStoreTotals(db: Database): Promise<Record<StoreTotalName, number>> {
  const byName = new Map((await allTotalsQuery(db).execute()).map((row) => [row.name, row.total]));
  const total = (name: StoreTotalName) => byName.get(name) ?? 0;
  return {
    users: total('users'),
    courses: total('courses'),
    assets: total('assets'),
    coupons: total('coupons'),
    accounts: total('accounts'),
    admins: total('admins'),
  };
}

const oneTotalQuery = preparedPerDatabase((db) =>
  db
    .select({ total: storeTotals.total })
    .from(storeTotals)
    .where(eq(storeTotals.name, sql.placeholder('name')))
    .prepare('store_totals_one'),
);

/** One total: what every unfiltered page of an admin table reads, so a prepared statement. */
export async function readStoreTotal(db: Database, name: StoreTotalName): Promise<number> {
  const [row] = await oneTotalQuery(db).execute({ name });
  return row?.total ?? 0;
}

const revenueDaysQuery = preparedPerDatabase((db) =>
  db
    .select({ date: revenueDays.day, paise: revenueDays.paise })
    .from(revenueDays)
    .where(and(gte(revenueDays.day, sql.placeholder('first')), lte(revenueDays.day, sql.placeholder('last'))))
    .prepare('dashboard_revenue'),
);

/** Money taken on these India calendar days (YYYY-MM-DD, in order); a day with none has no row. */
export async function readRevenueDays(
  db: Database,
  days: string[],
): Promise<{ date: string; paise: number }[]> {
  return revenueDaysQuery(db).execute({ first: days[0], last: days.at(-1) });
}
