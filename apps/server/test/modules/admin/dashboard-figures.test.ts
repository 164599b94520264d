import { randomBytes } from 'node:crypto';
import { checkoutSuccessSchema } from '@academy/shared/checkout';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionPool, type Database, type DatabaseHandle } from '../../../src/db/client';
import { getDashboard } from '../../../src/modules/admin/service';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';
import { keptFigures, recomputedFigures } from '../../support/figures';
import { databaseMigratedBefore } from '../../support/migrations';

/*
 * Issue 15: the dashboard's figures (store_totals, revenue_days, search_term_days) are kept by
 * triggers. Whatever happens to the rows, they must equal a count made afresh from the rows.
 */

type Account = Awaited<ReturnType<typeof registerAndLogin>>;

/** A small seeded generator (mulberry32): every run takes the same steps; a failure lists them. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function expectFiguresExact(db: Database, context: string) {
  expect(await keptFigures(db), context).toEqual(await recomputedFigures(db));
}

describe('the figures under a random mix of what the store does, through the API', () => {
  let t: TestApp;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp({
      ORDER_RATE_LIMIT_PER_MINUTE: '10000',
      SEARCH_RECORD_RATE_LIMIT_PER_MINUTE: '10000',
    });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stay equal to a fresh count after orders paid, abandoned and refunded, accounts made and erased, products and coupons added and deleted', async () => {
    const seed = 20260415;
    const random = generator(seed);
    const students: Account[] = [];
    const products: { type: 'Course' | 'Asset'; id: string }[] = [];
    const coupons: { id: string; code: string }[] = [];
    const paid: string[] = [];
    const log: string[] = [];

    const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who: Account, payload?: object) => {
      const response = await t.app.inject({ method, url, headers: bearer(who.token), payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
      return response;
    };
    const checkout = async (student: Account, items: typeof products, couponCode?: string) => {
      const created = await call('POST', '/api/create-order', student, {
        userId: student.user._id,
        cartItems: items.map((item) => ({ itemId: item.id, itemType: item.type })),
        couponCode,
      });
      if (created.statusCode !== 200) return undefined;
      return created.json<{ orderId: string; razorpayOrderId: string | null; status: string }>();
    };
    const pay = async (student: Account, order: { orderId: string; razorpayOrderId: string | null }) => {
      const paidResponse = await call('POST', '/api/payments/sandbox/pay', student, {
        razorpayOrderId: order.razorpayOrderId,
        outcome: 'success',
      });
      const success = checkoutSuccessSchema.safeParse(paidResponse.json());
      if (!success.success) return;
      const verified = await call('POST', '/api/student/order/verify-payment', student, {
        orderId: order.orderId,
        razorpayPaymentId: success.data.razorpay_payment_id,
        razorpayOrderId: order.razorpayOrderId,
        razorpaySignature: success.data.razorpay_signature,
      });
      if (verified.statusCode === 200) paid.push(order.orderId);
    };
    const someProducts = () => {
      const chosen = new Map<string, (typeof products)[number]>();
      for (let count = random.int(1, 2); count > 0; count -= 1) {
        const product = random.pick(products);
        if (product) chosen.set(product.id, product);
      }
      return [...chosen.values()];
    };

    const steps: Record<string, () => Promise<void>> = {
      register: async () => {
        students.push(await registerAndLogin(t.app));
      },
      erase: async () => {
        const student = students.splice(random.int(0, students.length - 1), 1)[0];
        if (student) {
          await call('DELETE', '/api/account', student, { password: student.credentials.password });
        }
      },
      addCourse: async () => {
        const course = await addTestCourse(t.app, { price: random.int(0, 40) * 50 });
        products.push({ type: 'Course', id: course._id });
      },
      addAsset: async () => {
        const asset = await addTestAsset(t.app, { price: random.int(1, 30) * 25 });
        products.push({ type: 'Asset', id: asset._id });
      },
      deleteProduct: async () => {
        const product = products.splice(random.int(0, products.length - 1), 1)[0];
        if (!product) return;
        const url =
          product.type === 'Course'
            ? `/api/admin/course/delete/${product.id}`
            : `/api/student/digital-assets/delete/${product.id}`;
        const response = await call('DELETE', url, admin);
        // A course someone owns stays: back in the list.
        if (response.statusCode !== 200) products.push(product);
      },
      addCoupon: async () => {
        const code = `MIX${randomBytes(3).toString('hex').toUpperCase()}`;
        const discountType = random.pick(['percentage', 'fixed', 'free'] as const) ?? 'percentage';
        const response = await call('POST', '/api/admin/coupon/create', admin, {
          code,
          discountType,
          discountValue: discountType === 'percentage' ? random.int(5, 50) : random.int(10, 300),
        });
        coupons.push({ id: response.json<{ data: { _id: string } }>().data._id, code });
      },
      deleteCoupon: async () => {
        const coupon = coupons.splice(random.int(0, coupons.length - 1), 1)[0];
        if (coupon) await call('DELETE', `/api/admin/coupon/${coupon.id}`, admin);
      },
      buy: async () => {
        const student = random.pick(students);
        const items = someProducts();
        if (!student || items.length === 0) return;
        const coupon = random.next() < 0.3 ? random.pick(coupons)?.code : undefined;
        const order = await checkout(student, items, coupon);
        if (order?.status === 'paid') paid.push(order.orderId);
        else if (order) await pay(student, order);
      },
      // A checkout left unpaid, then a bigger one of the same products: the first is cancelled.
      abandon: async () => {
        const student = random.pick(students);
        const first = someProducts();
        const more = random.pick(products);
        if (!student || first.length === 0 || !more) return;
        const order = await checkout(student, first);
        if (order?.status !== 'created') return;
        const bigger = await checkout(student, [...first.filter((item) => item.id !== more.id), more]);
        if (bigger?.status === 'created' && random.next() < 0.5) await pay(student, bigger);
      },
      refund: async () => {
        const orderId = paid.splice(random.int(0, paid.length - 1), 1)[0];
        if (orderId) await call('POST', `/api/admin/orders/${orderId}/refund`, admin, { note: 'mix' });
      },
      search: async () => {
        const student = random.pick(students) ?? admin;
        const text = random.pick(['Photoshop', ' photoshop ', 'LOGO design', 'qzx', 'टाइपोग्राफी']) ?? '';
        await call('POST', '/api/search/record', student, { query: text });
      },
    };
    const weighted = [
      ...Array<string>(4).fill('register'),
      'erase',
      ...Array<string>(2).fill('addCourse'),
      'addAsset',
      'deleteProduct',
      'addCoupon',
      'deleteCoupon',
      ...Array<string>(6).fill('buy'),
      ...Array<string>(2).fill('abandon'),
      ...Array<string>(2).fill('refund'),
      'search',
    ];

    for (const warmUp of ['register', 'register', 'addCourse', 'addAsset', 'addCoupon']) {
      await steps[warmUp]?.();
    }
    for (let step = 0; step < 70; step += 1) {
      const name = random.pick(weighted) ?? 'register';
      log.push(name);
      await steps[name]?.();
      if (step % 10 === 9) await expectFiguresExact(t.db, `seed ${seed}, after ${log.join(', ')}`);
    }
    await expectFiguresExact(t.db, `seed ${seed}, after ${log.join(', ')}`);

    // The mix did move every figure, and the dashboard shows them.
    const statuses = rowsOf<{ status: string }>(await t.db.execute(sql`select distinct status from orders`));
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['paid', 'refunded', 'cancelled', 'created']),
    );
    const figures = await recomputedFigures(t.db);
    const dashboard = await getDashboard(t.db);
    const { accounts, admins, ...dashboardTotals } = figures.totals;
    expect(dashboard.totals).toEqual(dashboardTotals);
    expect(accounts).toBeGreaterThan(admins ?? 0);
    const revenueToday = Object.values(figures.revenueDays).reduce((sum, day) => sum + day.paise, 0);
    expect(dashboard.revenue.reduce((sum, day) => sum + Math.round(day.amount * 100), 0)).toBe(revenueToday);
    expect(revenueToday).toBeGreaterThan(0);
  });
});

describe('the figures under a random mix of statements written by hand', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stay exact through many-row inserts, updates and deletes, rolled-back transactions and a truncate', async () => {
    const seed = 4242;
    const random = generator(seed);
    const { db } = t;
    const day = 24 * 60 * 60_000;
    const someTime = () => new Date(Date.now() - random.int(0, 40) * day - random.int(0, day - 1));
    const statuses = ['created', 'paid', 'failed', 'cancelled', 'refunded'] as const;
    const texts = [
      'Photoshop',
      'photoshop',
      '  PHOTOSHOP ',
      'logo design',
      'Logo  design',
      '   ',
      'कैलिग्राफी',
    ];
    const ids = async (table: string, where = sql`true`) =>
      rowsOf<{ id: string }>(
        await db.execute(
          sql`select id from ${sql.identifier(table)} where ${where} order by random() limit ${random.int(1, 6)}`,
        ),
      ).map((row) => row.id);
    const idList = (list: string[]) =>
      list.length > 0
        ? sql.join(
            list.map((id) => sql`${id}::uuid`),
            sql`, `,
          )
        : sql`null::uuid`;

    await db.execute(sql`
      insert into users (name, email, role) select 'Hand ' || g, 'hand-' || g || '@example.com',
        case when g % 5 = 0 then 'admin' else 'user' end from generate_series(1, 40) g`);

    const statements: Record<string, () => Promise<void>> = {
      insertOrders: async () => {
        const buyers = await ids('users');
        const values = Array.from({ length: random.int(1, 25) }, () => {
          const status = random.pick(statuses) ?? 'paid';
          const paise = random.int(0, 500_000);
          const paidAt = status === 'paid' || status === 'refunded' ? someTime() : null;
          return sql`(${random.pick(buyers)}::uuid, 'cart', ${status}, 'sandbox', ${paise}, ${paise}, ${paidAt})`;
        });
        await db.execute(sql`
          insert into orders (user_id, kind, status, gateway, subtotal_paise, amount_paise, paid_at)
          values ${sql.join(values, sql`, `)}`);
      },
      payOrders: async () => {
        await db.execute(sql`
          update orders set status = 'paid', paid_at = coalesce(paid_at, now() - (random() * 30) * interval '1 day')
          where id in (${idList(await ids('orders', sql`status <> 'paid'`))})`);
      },
      refundOrders: async () => {
        await db.execute(sql`
          update orders set status = 'refunded', refunded_at = now()
          where id in (${idList(await ids('orders', sql`status = 'paid'`))})`);
      },
      cancelOrders: async () => {
        await db.execute(sql`
          update orders set status = 'cancelled' where id in (${idList(await ids('orders'))})`);
      },
      movePaidAt: async () => {
        await db.execute(sql`
          update orders set paid_at = paid_at + ${random.int(-3, 3)} * interval '7 hours'
          where id in (${idList(await ids('orders', sql`paid_at is not null`))})`);
      },
      changeAmounts: async () => {
        await db.execute(sql`
          update orders set subtotal_paise = subtotal_paise + 100, amount_paise = amount_paise + 100
          where id in (${idList(await ids('orders'))})`);
      },
      touchOrders: async () => {
        await db.execute(
          sql`update orders set reconciled_at = now() where id in (${idList(await ids('orders'))})`,
        );
      },
      deleteOrders: async () => {
        await db.execute(sql`delete from orders where id in (${idList(await ids('orders'))})`);
      },
      users: async () => {
        const chosen = idList(await ids('users'));
        const change = random.pick([
          sql`update users set role = case when role = 'user' then 'admin' else 'user' end where id in (${chosen})`,
          sql`update users set deleted_at = now() where id in (${chosen})`,
          sql`update users set deleted_at = null where id in (${chosen})`,
          sql`update users set token_version = token_version + 1 where id in (${chosen})`,
          sql`delete from users where id in (${chosen}) and not exists (select 1 from orders where user_id = users.id)`,
          sql`insert into users (name, email) select 'More', 'more-' || gen_random_uuid() || '@example.com' from generate_series(1, ${random.int(1, 9)})`,
        ]);
        if (change) await db.execute(change);
      },
      catalogue: async () => {
        const change = random.pick([
          sql`insert into courses (title, category, level, primary_language, objectives, welcome_message, price_paise, fake_price_paise, description)
              select 'Hand course ' || g, 'Graphic Design', 'Beginner', 'English', 'Layers', 'Hi', 100, 200, 'A course.'
              from generate_series(1, ${random.int(1, 6)}) g`,
          sql`insert into digital_assets (name, price_paise, fake_price_paise)
              select 'Hand asset ' || g, 100, 200 from generate_series(1, ${random.int(1, 6)}) g`,
          sql`insert into coupons (code, discount_type) select 'HAND' || gen_random_uuid(), 'free' from generate_series(1, ${random.int(1, 6)})`,
          sql`delete from courses where id in (select id from courses order by random() limit ${random.int(0, 4)})`,
          sql`delete from digital_assets where id in (select id from digital_assets order by random() limit ${random.int(0, 4)})`,
          sql`delete from coupons where id in (select id from coupons order by random() limit ${random.int(0, 4)})`,
        ]);
        if (change) await db.execute(change);
      },
      searches: async () => {
        const change = random.pick([
          sql`insert into search_queries (query, created_at) values ${sql.join(
            Array.from(
              { length: random.int(1, 12) },
              () => sql`(${random.pick(texts) ?? ''}, ${someTime()})`,
            ),
            sql`, `,
          )}`,
          sql`delete from search_queries where id in (${idList(await ids('search_queries'))})`,
          sql`update search_queries set query = upper(query) where id in (${idList(await ids('search_queries'))})`,
          sql`update search_queries set created_at = created_at - interval '1 day' where id in (${idList(await ids('search_queries'))})`,
        ]);
        if (change) await db.execute(change);
      },
      rolledBack: async () => {
        await db
          .transaction(async (tx) => {
            await tx.execute(sql`update orders set status = 'paid', paid_at = now() where status <> 'paid'`);
            await tx.execute(sql`delete from coupons`);
            await tx.execute(sql`insert into search_queries (query) values ('never kept')`);
            throw new Error('rolled back');
          })
          .catch((error: unknown) => {
            if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
          });
      },
    };
    const names = [
      ...Object.keys(statements),
      ...Array<string>(4).fill('insertOrders'),
      ...Array<string>(2).fill('searches'),
      'users',
      'catalogue',
    ];
    const log: string[] = [];
    for (let step = 0; step < 120; step += 1) {
      const name = random.pick(names) ?? 'insertOrders';
      log.push(name);
      await statements[name]?.();
      if (step % 20 === 19) await expectFiguresExact(db, `seed ${seed}, after ${log.join(', ')}`);
    }
    await expectFiguresExact(db, `seed ${seed}, after ${log.join(', ')}`);
    const figures = await recomputedFigures(db);
    expect(Object.keys(figures.revenueDays).length).toBeGreaterThan(10);
    expect(Object.keys(figures.searchTermDays).length).toBeGreaterThan(5);

    await db.execute(sql`truncate search_queries`);
    await db.execute(sql`truncate orders cascade`);
    await expectFiguresExact(db, 'after truncating orders and searches');
    expect(await keptFigures(db)).toMatchObject({ revenueDays: {}, searchTermDays: {} });
  });
});

const postgresUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!postgresUrl)('the figures on PostgreSQL with two connections at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Whether the connection with this backend pid waits for a lock (the other's figure row). */
  async function waitsForLock(pid: number): Promise<boolean> {
    const [row] = rowsOf<{ waiting: boolean }>(
      await t.db.execute(
        sql`select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting from pg_stat_activity where pid = ${pid}`,
      ),
    );
    return row?.waiting ?? false;
  }

  /**
   * `first` and `second` each run in their own transaction on their own connection; `second`
   * starts while `first` is still open and must wait for it (both move the same figure row).
   */
  async function atOnce(first: string, second: string) {
    const pool = connectionPool(t.db);
    if (!pool) throw new Error('Not PostgreSQL');
    const [one, two] = [await pool.connect(), await pool.connect()];
    try {
      await one.query('begin');
      await one.query(first);
      await two.query('begin');
      const secondPid =
        rowsOf<{ pid: number }>(await two.query('select pg_backend_pid() as pid'))[0]?.pid ?? 0;
      const secondDone = two.query(second);
      let waited = false;
      for (let poll = 0; poll < 10_000 && !waited; poll += 1) waited = await waitsForLock(secondPid);
      expect(waited, 'the second statement waits for the first transaction').toBe(true);
      await one.query('commit');
      await secondDone;
      await two.query('commit');
    } finally {
      one.release();
      two.release();
    }
  }

  it('counts two orders paid at once, on a day already counted and on a new one, and two sign-ups at once', async () => {
    await t.db.execute(sql`
      insert into users (name, email) values ('Asha', 'asha-two@example.com'), ('Rohan', 'rohan-two@example.com')`);
    const placeOrder = async (status: string, paidAt: string | null) =>
      rowsOf<{ id: string }>(
        await t.db.execute(sql`
          insert into orders (user_id, kind, status, gateway, subtotal_paise, amount_paise, paid_at)
          select id, 'course', ${status}, 'sandbox', 199900, 199900, ${paidAt}::timestamptz
          from users where email = 'asha-two@example.com' returning id`),
      )[0]?.id ?? '';
    await placeOrder('paid', '2026-03-01T10:00:00+05:30');
    const today = [await placeOrder('created', null), await placeOrder('created', null)];
    const newDay = [await placeOrder('created', null), await placeOrder('created', null)];
    const pay = (id: string, at: string) =>
      `update orders set status = 'paid', paid_at = '${at}' where id = '${id}'`;

    await atOnce(
      pay(today[0] ?? '', '2026-03-01T11:00:00+05:30'),
      pay(today[1] ?? '', '2026-03-01T12:00:00+05:30'),
    );
    await atOnce(
      pay(newDay[0] ?? '', '2026-03-02T09:00:00+05:30'),
      pay(newDay[1] ?? '', '2026-03-02T09:30:00+05:30'),
    );
    await atOnce(
      `insert into users (name, email) values ('Kavya', 'kavya-two@example.com')`,
      `insert into users (name, email) values ('Ishaan', 'ishaan-two@example.com')`,
    );

    await expectFiguresExact(t.db, 'after paying and registering at once');
    expect((await keptFigures(t.db)).revenueDays).toMatchObject({
      '2026-03-01': { paise: 3 * 199900, orders: 3 },
      '2026-03-02': { paise: 2 * 199900, orders: 2 },
    });
    expect((await keptFigures(t.db)).totals['users']).toBe(4);
  });
});

describe('migrations 0013 and 0015 on a store that already has rows', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('fills the figures from the rows already there, and keeps them from then on', async () => {
    handle = await databaseMigratedBefore('0013');
    const { db } = handle;
    await db.execute(sql`
      insert into users (name, email, role, deleted_at)
      select 'Old ' || g, 'old-' || g || '@example.com', case when g % 10 = 0 then 'admin' else 'user' end,
             case when g % 7 = 0 then now() end
      from generate_series(1, 60) g`);
    await db.execute(sql`
      insert into courses (title, category, level, primary_language, objectives, welcome_message, price_paise, fake_price_paise, description)
      select 'Old course ' || g, 'Graphic Design', 'Beginner', 'English', 'Layers', 'Hi', 100, 200, 'A course.'
      from generate_series(1, 7) g`);
    await db.execute(
      sql`insert into digital_assets (name, price_paise, fake_price_paise) select 'Old asset ' || g, 100, 200 from generate_series(1, 5) g`,
    );
    await db.execute(
      sql`insert into coupons (code, discount_type) select 'OLD' || g, 'free' from generate_series(1, 3) g`,
    );
    await db.execute(sql`
      insert into orders (user_id, kind, status, gateway, subtotal_paise, amount_paise, paid_at)
      select (select id from users order by email limit 1), 'course',
             (array['paid', 'paid', 'refunded', 'created', 'cancelled'])[1 + g % 5], 'sandbox', 1000 * g, 1000 * g,
             case when g % 5 < 3 then now() - (g % 45) * interval '13 hours' end
      from generate_series(1, 200) g`);
    await db.execute(sql`
      insert into search_queries (query, created_at)
      select (array['Photoshop', ' photoshop', 'Logo', '  '])[1 + g % 4], now() - (g % 40) * interval '1 day'
      from generate_series(1, 120) g`);

    await handle.migrate();
    const figures = await recomputedFigures(db);
    expect(await keptFigures(db)).toEqual(figures);
    expect(figures.totals).toEqual({ users: 46, courses: 7, assets: 5, coupons: 3, accounts: 60, admins: 6 });
    expect(Object.keys(figures.revenueDays).length).toBeGreaterThan(10);

    await db.execute(
      sql`update orders set status = 'refunded' where status = 'paid' and amount_paise < 50000`,
    );
    await db.execute(
      sql`update users set deleted_at = now() where role = 'user' and deleted_at is null and email like 'old-1%'`,
    );
    await db.execute(
      sql`update users set role = 'admin' where email in ('old-21@example.com', 'old-22@example.com')`,
    );
    await db.execute(sql`update users set role = 'user' where email = 'old-30@example.com'`);
    await db.execute(sql`delete from users where email in ('old-41@example.com', 'old-50@example.com')`);
    await expectFiguresExact(db, 'after the migration');
  });
});
