import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** The dashboard's figures, as one comparable value: totals, revenue per day, searches per day and text. */
export type Figures = {
  totals: Record<string, number>;
  revenueDays: Record<string, { paise: number; orders: number }>;
  searchTermDays: Record<string, number>;
};

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

async function collect(
  db: Database,
  queries: {
    totals: ReturnType<typeof sql>;
    revenue: ReturnType<typeof sql>;
    searches: ReturnType<typeof sql>;
  },
): Promise<Figures> {
  const totals = await rowsOf<{ name: string; total: string | number }>(db, queries.totals);
  const revenue = await rowsOf<{ day: string; paise: string | number; orders: string | number }>(
    db,
    queries.revenue,
  );
  const searches = await rowsOf<{ day: string; query: string; searches: string | number }>(
    db,
    queries.searches,
  );
  return {
    totals: Object.fromEntries(totals.map((row) => [row.name, Number(row.total)])),
    // Days and texts nobody counts any more (every order refunded, every search erased) are left out.
    revenueDays: Object.fromEntries(
      revenue
        .filter((row) => Number(row.paise) !== 0 || Number(row.orders) !== 0)
        .map((row) => [row.day, { paise: Number(row.paise), orders: Number(row.orders) }]),
    ),
    searchTermDays: Object.fromEntries(
      searches
        .filter((row) => Number(row.searches) !== 0)
        .map((row) => [`${row.day} ${row.query}`, Number(row.searches)]),
    ),
  };
}

/** The figures the triggers keep (store_totals, revenue_days, search_term_days). */
export const keptFigures = (db: Database) =>
  collect(db, {
    totals: sql`select name, total from store_totals`,
    revenue: sql`select day::text as day, paise, orders from revenue_days`,
    searches: sql`select day::text as day, query, searches from search_term_days`,
  });

/** The same figures counted afresh from the base tables, written independently of the triggers. */
export const recomputedFigures = (db: Database) =>
  collect(db, {
    totals: sql`
      select 'users' as name, count(*) as total from users where role = 'user' and deleted_at is null
      union all select 'courses', count(*) from courses
      union all select 'assets', count(*) from digital_assets
      union all select 'coupons', count(*) from coupons
      union all select 'accounts', count(*) from users
      union all select 'admins', count(*) from users where role = 'admin'`,
    revenue: sql`
      select to_char((paid_at at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD') as day,
             sum(amount_paise) as paise, count(*) as orders
      from orders where status = 'paid' and paid_at is not null group by 1`,
    searches: sql`
      select to_char((created_at at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD') as day,
             lower(btrim(query)) as query, count(*) as searches
      from search_queries where btrim(query) <> '' group by 1, 2`,
  });
