import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/*
 * Issue 25: PostgreSQL ending a connection that a transaction holds (an admin's
 * pg_terminate_backend, a failover) made the process exit with "Unhandled 'error' event"
 * (57P01). Only a real PostgreSQL server can end a backend, so this runs with TEST_DATABASE_URL.
 */

const adminUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!adminUrl)('PostgreSQL ending a connection a transaction holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fails that transaction, and the process stays up and answers the next requests', async () => {
    const killer = new pg.Client({ connectionString: adminUrl });
    await killer.connect();
    try {
      const held = t.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
        const pid = result.rows[0]?.pid;
        await killer.query('select pg_terminate_backend($1)', [pid]);
        // The connection sits idle in the transaction while the server ends it: pg reports the
        // loss as an 'error' event on the checked-out client, with no query to reject.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(held).rejects.toThrow();
    } finally {
      await killer.end();
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/student/course/get' });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
