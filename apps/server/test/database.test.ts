import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

describe.runIf(process.env['TEST_DATABASE_URL'])('on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('survives the server dropping idle pool connections (restart, failover, idle timeout)', async () => {
    // Open a few connections, left idle in the pool.
    await Promise.all([1, 2, 3].map(() => t.db.execute(sql`select pg_sleep(0.05)`)));

    // node-postgres answers a QueryResult (rows) for db.execute.
    const terminated = (await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    )) as unknown as { rows: unknown[] };
    expect(terminated.rows.length).toBeGreaterThan(0);
    // Let the terminations reach the idle clients: an unhandled pool error would crash the process here.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
