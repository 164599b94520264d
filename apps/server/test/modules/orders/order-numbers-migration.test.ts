import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client';
import { databaseMigratedBefore } from '../../support/migrations';

/** Both drivers answer a raw statement with its rows under `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe('migration 0023 on a store that already has orders (issue 28)', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('numbers the orders there in the order they were made, and new orders after them', async () => {
    handle = await databaseMigratedBefore('0023');
    const { db } = handle;
    await db.execute(sql`insert into users (name, email) values ('Old buyer', 'old-buyer@example.com')`);
    // Inserted newest first, so the table's own order is not the order they were made in.
    await db.execute(sql`
      insert into orders (user_id, kind, status, gateway, subtotal_paise, amount_paise, created_at)
      select (select id from users limit 1), 'course', 'paid', 'sandbox', 1000 * g, 1000 * g,
             timestamptz '2026-01-01' + (10 - g) * interval '1 day'
      from generate_series(1, 10) g`);

    await handle.migrate();
    const numbered = rowsOf<{ number: number; amount_paise: number }>(
      await db.execute(sql`select number, amount_paise from orders order by created_at`),
    );
    expect(numbered.map((row) => Number(row.number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Number(numbered[0]?.amount_paise)).toBe(10_000);

    await db.execute(sql`
      insert into orders (user_id, kind, status, gateway, subtotal_paise, amount_paise)
      values ((select id from users limit 1), 'cart', 'created', 'sandbox', 500, 500)`);
    const [newest] = rowsOf<{ number: number }>(
      await db.execute(sql`select number from orders order by number desc limit 1`),
    );
    expect(Number(newest?.number)).toBe(11);
    await expect(db.execute(sql`update orders set number = 1 where number = 11`)).rejects.toThrow();
  });
});
