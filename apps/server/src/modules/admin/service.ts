import type { Dashboard } from '@academy/shared/admin-dashboard';
import { DASHBOARD_DAYS, DASHBOARD_RECENT_ORDERS } from '@academy/shared/admin-limits';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orderItems, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { istDays } from '../../lib/india-days';
import { toRupees } from '../../lib/money';
import { qualified as q } from '../../lib/sql';
import { readSearchInsights } from '../search/insights';
import { readRevenueDays, readStoreTotals } from '../store-totals/service';

/*
 * The dashboard reads figures kept up to date as the store changes (decision 015): the totals
 * and the revenue per day from rows the database's triggers maintain in the same transaction as
 * every change, the newest orders from an index, the search lists from the search module's last
 * refresh. A view costs four indexed reads, whatever the size of the store.
 */

/** SPEC §2: Total Users (students; admin accounts are staff), Total Courses, Total Assets, Total Coupons. */
async function totals(db: Database): Promise<Dashboard['totals']> {
  const { users, courses, assets, coupons } = await readStoreTotals(db);
  return { users, courses, assets, coupons };
}

/** Money taken per India calendar day: orders paid that day and not refunded since, net of coupons. */
async function revenue(db: Database, now: number): Promise<Dashboard['revenue']> {
  const { dates } = istDays(now, DASHBOARD_DAYS);
  const rows = await readRevenueDays(db, dates);
  const byDate = new Map(rows.map((row) => [row.date, row.paise]));
  return dates.map((date) => ({ date, amount: toRupees(byDate.get(date) ?? 0) }));
}

const items = sql<string[]>`(
  select coalesce(array_agg(${q(orderItems.title)} order by ${q(orderItems.itemType)}, ${q(orderItems.title)}), '{}')
  from ${orderItems} where ${q(orderItems.orderId)} = ${q(orders.id)}
)`;

/** The newest paid orders, read from orders_paid_at_idx (paid orders by payment time). */
const recentOrdersQuery = preparedPerDatabase((db) =>
  db
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
    .limit(DASHBOARD_RECENT_ORDERS)
    .prepare('dashboard_recent_orders'),
);

async function recentOrders(db: Database): Promise<Dashboard['recentOrders']> {
  const rows = await recentOrdersQuery(db).execute();
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

/** SPEC §2 Dashboard counts, and beyond the spec: revenue, recent orders, what students search for. */
export async function getDashboard(db: Database, now: number = Date.now()): Promise<Dashboard> {
  const [totalsRow, revenueRows, orderRows, searches] = await Promise.all([
    totals(db),
    revenue(db, now),
    recentOrders(db),
    readSearchInsights(db),
  ]);
  return { totals: totalsRow, revenue: revenueRows, recentOrders: orderRows, ...searches };
}
