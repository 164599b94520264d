import {
  DASHBOARD_DAYS,
  DASHBOARD_RECENT_ORDERS,
  DASHBOARD_SEARCHES,
  type Dashboard,
} from '@academy/shared/admin';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  coupons,
  courses,
  digitalAssets,
  orderItems,
  orders,
  searchQueries,
  users,
} from '../../db/schema/index';
import { toRupees } from '../../lib/money';
import { qualified as q } from '../../lib/sql';
import { searchAssetIds, searchCourseIds, searchTerms } from '../search/service';

/** India has kept +05:30 all year since 1945: a calendar day there is a fixed UTC window. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Frequent searches re-run to find those that match nothing (each is two indexed queries). */
const ZERO_RESULT_CANDIDATES = 50;

/** 'YYYY-MM-DD' of the India calendar day holding `instant`. */
export const istDate = (instant: number): string =>
  new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` India calendar days up to today, oldest first, and when the first one began (UTC). */
export function istDays(now: number, days: number): { dates: string[]; start: Date } {
  const todayStart = Date.parse(`${istDate(now)}T00:00:00+05:30`);
  const firstStart = todayStart - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, index) => istDate(firstStart + index * DAY_MS));
  return { dates, start: new Date(firstStart) };
}

async function totals(db: Executor): Promise<Dashboard['totals']> {
  const count = (table: typeof courses | typeof digitalAssets | typeof coupons) =>
    sql<number>`(select count(*) from ${table})`.mapWith(Number);
  const [row] = await db
    .select({
      // "Total Users": the store's students; admin accounts are staff.
      users:
        sql<number>`(select count(*) from ${users} where ${q(users.role)} = 'user' and ${q(users.deletedAt)} is null)`.mapWith(
          Number,
        ),
      courses: count(courses),
      assets: count(digitalAssets),
      coupons: count(coupons),
    })
    .from(sql`(select 1) as one`);
  return row ?? { users: 0, courses: 0, assets: 0, coupons: 0 };
}

/** Money taken per India calendar day: paid orders by when they were paid, net of coupons. */
async function revenue(db: Executor, now: number): Promise<Dashboard['revenue']> {
  const { dates, start } = istDays(now, DASHBOARD_DAYS);
  const day = sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, paise: sql<number>`sum(${orders.amountPaise})`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        gte(orders.paidAt, start),
        lt(orders.paidAt, new Date(start.getTime() + DASHBOARD_DAYS * DAY_MS)),
      ),
    )
    .groupBy(day);
  const byDate = new Map(rows.map((row) => [row.date, row.paise]));
  return dates.map((date) => ({ date, amount: toRupees(byDate.get(date) ?? 0) }));
}

async function recentOrders(db: Executor): Promise<Dashboard['recentOrders']> {
  const items = sql<string[]>`(
    select coalesce(array_agg(${q(orderItems.title)} order by ${q(orderItems.itemType)}, ${q(orderItems.title)}), '{}')
    from ${orderItems} where ${q(orderItems.orderId)} = ${q(orders.id)}
  )`;
  const rows = await db
    .select({
      id: orders.id,
      studentName: users.name,
      studentEmail: users.email,
      items,
      amountPaise: orders.amountPaise,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.status, 'paid'))
    .orderBy(sql`${orders.paidAt} desc nulls last`, desc(orders.createdAt))
    .limit(DASHBOARD_RECENT_ORDERS);
  return rows.map((row) => ({
    _id: row.id,
    studentName: row.studentName,
    studentEmail: row.studentEmail,
    items: row.items,
    amount: toRupees(row.amountPaise),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  }));
}

/**
 * The searches of the window, most frequent first. search_queries keeps only what was typed
 * (POST /api/search/record), so searches are grouped by their trimmed, lower-cased text.
 */
async function searchCounts(
  db: Executor,
  since: Date,
  limit: number,
): Promise<{ query: string; count: number }[]> {
  const text = sql<string>`lower(btrim(${searchQueries.query}))`;
  const count = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({ query: text, count })
    .from(searchQueries)
    .where(and(gte(searchQueries.createdAt, since), sql`btrim(${searchQueries.query}) <> ''`))
    .groupBy(text)
    .orderBy(desc(count), text)
    .limit(limit);
}

/**
 * Whether a search finds nothing in today's catalogue, by the storefront's own search (the
 * same ranking the visitor ran). search_queries does not keep result counts, and a search
 * that found nothing last week may find the course added since: asking now answers what the
 * admin can still act on.
 */
async function findsNothing(db: Executor, query: string): Promise<boolean> {
  const terms = searchTerms(query);
  if (!terms.allWords) return true;
  if ((await searchCourseIds(db, terms)).length > 0) return false;
  return (await searchAssetIds(db, terms)).length === 0;
}

/** SPEC §2 Dashboard counts, and beyond the spec: revenue, recent orders, what students search for. */
export async function getDashboard(db: Executor, now: number = Date.now()): Promise<Dashboard> {
  const since = istDays(now, DASHBOARD_DAYS).start;
  const [totalsRow, revenueRows, orderRows, candidates] = await Promise.all([
    totals(db),
    revenue(db, now),
    recentOrders(db),
    searchCounts(db, since, ZERO_RESULT_CANDIDATES),
  ]);
  const zeroResultSearches: Dashboard['zeroResultSearches'] = [];
  for (const candidate of candidates) {
    if (zeroResultSearches.length >= DASHBOARD_SEARCHES) break;
    if (await findsNothing(db, candidate.query)) zeroResultSearches.push(candidate);
  }
  return {
    totals: totalsRow,
    revenue: revenueRows,
    recentOrders: orderRows,
    topSearches: candidates.slice(0, DASHBOARD_SEARCHES),
    zeroResultSearches,
  };
}
