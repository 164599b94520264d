import { randomUUID } from 'node:crypto';
import type { Dashboard } from '@academy/shared/admin-dashboard';
import { DASHBOARD_DAYS } from '@academy/shared/admin-limits';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/db/schema/coupons';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { searchQueries } from '../../../src/db/schema/search';
import { istDays } from '../../../src/lib/india-days';
import { getDashboard } from '../../../src/modules/admin/service';
import { refreshSearchInsights } from '../../../src/modules/search/insights';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

type Account = Awaited<ReturnType<typeof registerAndLogin>>;

let t: TestApp;
let admin: Account;
let students: Account[];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A paid (or other) order with its items, as fulfilment leaves it. Amounts in paise. */
async function addOrder(
  student: Account,
  options: {
    amountPaise: number;
    paidAt: Date | null;
    status?: 'created' | 'paid' | 'failed';
    items?: string[];
  },
) {
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: student.user._id,
      kind: 'cart',
      status: options.status ?? 'paid',
      gateway: 'sandbox',
      subtotalPaise: options.amountPaise,
      amountPaise: options.amountPaise,
      createdAt: new Date((options.paidAt ?? new Date()).getTime() - MINUTE),
      paidAt: options.paidAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  const titles = options.items ?? ['Typography for Indian Scripts'];
  await t.db.insert(orderItems).values(
    titles.map((title) => ({
      orderId: order.id,
      itemType: 'Course' as const,
      title,
      listPricePaise: options.amountPaise,
      pricePaise: options.amountPaise,
    })),
  );
  return order.id;
}

async function addSearches(query: string, times: number, at = new Date()) {
  await t.db.insert(searchQueries).values(Array.from({ length: times }, () => ({ query, createdAt: at })));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  students = [];
  for (const name of ['Asha Deshpande', 'Rohan Patil', 'Kavya Iyer']) {
    students.push(
      await registerAndLogin(t.app, {
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}.${randomUUID()}@example.com`,
      }),
    );
  }
  await addTestCourse(t.app, { title: 'Typography for Indian Scripts' });
  await addTestCourse(t.app, { title: 'Logo Design Basics', isPublished: false });
  await addTestAsset(t.app, { name: 'Gold Chrome Layer Styles', type: 'Brushes' });
  await t.db.insert(coupons).values({ code: 'WELCOME10', discountType: 'percentage', discountValue: 10 });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/dashboard', () => {
  it('refuses visitors with 401 and students with 403', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    const student = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(students[0]?.token ?? ''),
    });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
  });

  it('answers the totals, 30 days of revenue, the newest paid orders and what students search for', async () => {
    const [asha, rohan] = students as [Account, Account, Account];
    const now = Date.now();
    // Eleven paid orders, a minute apart, the newest first; one still unpaid and one failed.
    const paid: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const student = index % 2 === 0 ? asha : rohan;
      paid.push(
        await addOrder(student, {
          amountPaise: 100_000 + index * 50,
          paidAt: new Date(now - (index + 1) * MINUTE),
          items: index === 0 ? ['Typography for Indian Scripts', 'Gold Chrome Layer Styles'] : undefined,
        }),
      );
    }
    await addOrder(asha, { amountPaise: 999_900, paidAt: null, status: 'created' });
    await addOrder(rohan, { amountPaise: 999_900, paidAt: null, status: 'failed' });

    await addSearches('Typography', 3);
    await addSearches('  typography ', 1);
    await addSearches('Brushes', 2);
    await addSearches('logo design', 2);
    await addSearches('qwxz zzvv', 1);
    await addSearches('   ', 4);
    await addSearches('ancient history', 9, new Date(now - 40 * DAY));
    // The search lists are a recurring job's work (search.refresh-insights), run here at once.
    await refreshSearchInsights(t.db, now);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { success, data } = response.json<{ success: boolean; data: Dashboard }>();
    expect(success).toBe(true);

    expect(data.totals).toEqual({ users: 3, courses: 2, assets: 1, coupons: 1 });

    expect(data.revenue).toHaveLength(DASHBOARD_DAYS);
    expect(data.revenue.map((day) => day.date)).toEqual(istDays(now, DASHBOARD_DAYS).dates);
    const total = data.revenue.reduce((sum, day) => sum + day.amount, 0);
    // 11 × ₹1,000 plus 0.50 × (0 + 1 + … + 10) = ₹11,027.50, on the last day or two (IST midnight).
    expect(total).toBeCloseTo(11_027.5, 2);

    expect(data.recentOrders).toHaveLength(10);
    expect(data.recentOrders.map((order) => order._id)).toEqual(paid.slice(0, 10));
    expect(data.recentOrders[0]).toEqual({
      _id: paid[0],
      studentName: 'Asha Deshpande',
      studentEmail: asha.user.email,
      items: ['Gold Chrome Layer Styles', 'Typography for Indian Scripts'],
      amount: 1000,
      status: 'paid',
      createdAt: expect.any(String),
      paidAt: new Date(now - MINUTE).toISOString(),
    });
    expect(data.recentOrders[1]).toMatchObject({ studentName: 'Rohan Patil', amount: 1000.5 });

    expect(data.topSearches).toEqual([
      { query: 'typography', count: 4 },
      { query: 'brushes', count: 2 },
      { query: 'logo design', count: 2 },
      { query: 'qwxz zzvv', count: 1 },
    ]);
    // The logo course is unpublished, so nobody finds it.
    expect(data.zeroResultSearches).toEqual([
      { query: 'logo design', count: 2 },
      { query: 'qwxz zzvv', count: 1 },
    ]);
  });
});

describe('getDashboard revenue', () => {
  it('counts paid orders per India calendar day by when they were paid, zero-filled, inside the 30 days', async () => {
    const [, , kavya] = students as [Account, Account, Account];
    // Long before the other test's data: only these orders fall in this window.
    const now = Date.parse('2024-03-15T12:00:00+05:30');
    const ist = (text: string) => new Date(`${text}+05:30`);
    await addOrder(kavya, { amountPaise: 49_900, paidAt: ist('2024-03-15T00:10:00') });
    await addOrder(kavya, { amountPaise: 199_950, paidAt: ist('2024-03-14T23:50:00') });
    await addOrder(kavya, { amountPaise: 10_000, paidAt: ist('2024-03-14T10:00:00') });
    await addOrder(kavya, { amountPaise: 1_000, paidAt: ist('2024-02-15T00:00:00') });
    await addOrder(kavya, { amountPaise: 7_700, paidAt: ist('2024-02-14T23:59:00') }); // a day too early
    await addOrder(kavya, { amountPaise: 5_500, paidAt: ist('2024-03-16T09:00:00') }); // after "now"'s day
    await addOrder(kavya, { amountPaise: 8_800, paidAt: null, status: 'created' });

    const { revenue } = await getDashboard(t.db, now);
    expect(revenue).toHaveLength(30);
    expect(revenue[0]).toEqual({ date: '2024-02-15', amount: 10 });
    expect(revenue.at(-2)).toEqual({ date: '2024-03-14', amount: 2099.5 });
    expect(revenue.at(-1)).toEqual({ date: '2024-03-15', amount: 499 });
    expect(revenue.slice(1, -2).every((day) => day.amount === 0)).toBe(true);
    expect(new Set(revenue.map((day) => day.date)).size).toBe(30);
  });
});
