import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgresUrl } from '../../src/db/client';
import { DEMO_COURSES } from '../../src/db/demo-catalogue';
import { prepareDatabase } from '../../src/db/prepare';
import { courses } from '../../src/db/schema/courses';
import { users } from '../../src/db/schema/users';
import { createTestApp, createTestConfig, type TestApp } from '../support/app';
import { buildAdapters } from '../../src/adapters';

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

  it('lets two instances start together on an empty database: one migrates, seeds and makes the admin', async () => {
    const adminUrl = process.env['TEST_DATABASE_URL'] ?? '';
    const name = `t_${randomBytes(8).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const instances = [fromPostgresUrl(url.toString()), fromPostgresUrl(url.toString())];
    try {
      const config = createTestConfig({
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'owner@kalakriti.test',
        ADMIN_PASSWORD: 'a long admin password for two instances',
      });
      const log = Fastify().log;
      await Promise.all(
        instances.map((instance) => prepareDatabase(instance, config, log, buildAdapters(config))),
      );
      const db = instances[0]!.db;
      const [admins] = await db
        .select({ n: count() })
        .from(users)
        .where(sql`${users.email} = 'owner@kalakriti.test'`);
      expect(admins?.n).toBe(1);
      const [catalogue] = await db.select({ n: count() }).from(courses);
      expect(catalogue?.n).toBe(DEMO_COURSES.length);
    } finally {
      for (const instance of instances) await instance.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
