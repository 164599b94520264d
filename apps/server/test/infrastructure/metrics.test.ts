import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/infrastructure';
import { dbPlugin } from '../../src/plugins/db';
import { metricsPlugin } from '../../src/plugins/metrics';
import { createTestApp, type TestApp } from '../support/app';

const TOKEN = 'mT4vQ9xL2pR7sK1wZ8nB5cY3hJ6dF0gU';

/** The value of the one sample line that starts with `series` (name and labels, exactly). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics on their own port (METRICS_PORT)', () => {
  let t: TestApp;
  let origin: string;
  let metricsUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '0' });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = address;
    metricsUrl = `http://127.0.0.1:${t.app.metrics?.listenerAddress()?.port}/metrics`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('counts requests by route pattern and status code, without ids or signatures in labels', async () => {
    const publicId = 'asset-kept-out-of-labels-7f3a';
    const signed = t.app.mediaSigner.signedUrl(publicId, 600);
    const signature = new URL(signed, origin).searchParams.get('signature') ?? '';
    expect(signature).not.toBe('');

    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect((await fetch(`${origin}/api/nothing-here/${publicId}`)).status).toBe(404);
    const badLogin = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not an email' }),
    });
    expect(badLogin.status).toBe(400);
    expect((await fetch(new URL(signed, origin))).status).toBeGreaterThanOrEqual(400);

    const text = await scrape();
    expect(
      sample(text, 'store_http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(2);
    expect(sample(text, 'store_http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(
      1,
    );
    expect(
      sample(text, 'store_http_requests_total{method="POST",route="/api/auth/login",status_code="400"}'),
    ).toBe(1);
    expect(text).toMatch(/^store_http_requests_total\{method="GET",route="\/api\/media\/stream\/:publicId"/m);
    expect(
      sample(
        text,
        'store_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'store_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(text).not.toContain(publicId);
    expect(text).not.toContain(signature);
    expect(text).not.toContain('expires=');
  });

  it('counts a request its client abandons before the answer', async () => {
    await new Promise<void>((resolve, reject) => {
      const { port } = new URL(origin);
      const socket = connect(Number(port), '127.0.0.1', () => {
        // Announces a body it never sends, then hangs up: the server is still reading it.
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 1000\r\n\r\n{"email":',
          () => setImmediate(() => socket.destroy()),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });

    const series = 'store_http_requests_aborted_total{method="POST",route="/api/auth/login"}';
    // The server learns of the hang-up asynchronously: scrape until it has, within a bound.
    let aborted: number | undefined;
    for (let attempt = 0; attempt < 50 && aborted === undefined; attempt += 1) {
      aborted = sample(await scrape(), series);
      if (aborted === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(aborted).toBe(1);
  });

  it('reports the database driver, and the pool on PostgreSQL', async () => {
    const text = await scrape();
    if (t.database.driver === 'postgres') {
      expect(sample(text, 'store_database_info{driver="postgres"}')).toBe(1);
      expect(sample(text, 'store_database_pool_clients')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'store_database_pool_idle_clients')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'store_database_pool_waiting_requests')).toBe(0);
    } else {
      expect(sample(text, 'store_database_info{driver="pglite"}')).toBe(1);
      expect(text).not.toContain('store_database_pool_clients');
    }
  });

  it('gauges the job queue by kind and state, and counts job runs', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.app.jobs.enqueue(t.db, 'test.metrics-due');
    await t.app.jobs.enqueue(t.db, 'test.metrics-due');
    await t.app.jobs.enqueue(t.db, 'test.metrics-later', {}, { runAt: inAnHour });
    await t.db.insert(jobs).values([
      { kind: 'test.metrics-leased', lockedUntil: inAnHour, attempts: 1 },
      { kind: 'test.metrics-dead', failedAt: new Date(), attempts: 10, lastError: 'boom' },
    ]);

    const gauges = await scrape();
    expect(sample(gauges, 'store_jobs{kind="test.metrics-due",state="due"}')).toBe(2);
    expect(sample(gauges, 'store_jobs{kind="test.metrics-later",state="scheduled"}')).toBe(1);
    expect(sample(gauges, 'store_jobs{kind="test.metrics-later",state="due"}')).toBe(0);
    expect(sample(gauges, 'store_jobs{kind="test.metrics-leased",state="running"}')).toBe(1);
    expect(sample(gauges, 'store_jobs{kind="test.metrics-dead",state="failed"}')).toBe(1);
    expect(sample(gauges, 'store_job_oldest_due_seconds{kind="test.metrics-later"}')).toBe(0);
    expect(sample(gauges, 'store_job_oldest_due_seconds{kind="test.metrics-due"}')).toBeGreaterThanOrEqual(0);
    // A mail due ten minutes ago and still waiting: the alert for a stuck lane reads this.
    await t.app.jobs.enqueue(t.db, 'test.metrics-waiting', {}, { runAt: new Date(Date.now() - 600_000) });
    const waiting = sample(await scrape(), 'store_job_oldest_due_seconds{kind="test.metrics-waiting"}');
    expect(waiting).toBeGreaterThanOrEqual(600);
    expect(waiting).toBeLessThan(3_600);

    t.app.jobs.register('test.metrics-due', async () => undefined);
    expect(await t.app.jobs.drain()).toBe(2);
    const after = await scrape();
    expect(sample(after, 'store_job_runs_total{kind="test.metrics-due",outcome="completed"}')).toBe(2);
    expect(sample(after, 'store_job_duration_seconds_count{kind="test.metrics-due"}')).toBe(2);
    expect(after).not.toMatch(/^store_jobs\{kind="test\.metrics-due"/m);
  });

  it('counts the database errors that fail a request, by SQLSTATE', async () => {
    // A table gone missing under a running server (undefined_table, 42P01), on this file's own database.
    await t.db.execute(sql`alter table users rename to users_hidden`);
    try {
      const response = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'a-password-1' }),
      });
      expect(response.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users_hidden rename to users`);
    }
    const text = await scrape();
    expect(sample(text, 'store_database_errors_total{code="42P01"}')).toBe(1);
    expect(
      sample(text, 'store_http_requests_total{method="POST",route="/api/auth/login",status_code="500"}'),
    ).toBe(1);
  });

  it("reports Node's own metrics with the store_ prefix", async () => {
    const text = await scrape();
    expect(text).toMatch(/^store_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^store_nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^store_process_cpu_seconds_total \d/m);
  });

  it('serves nothing else, and /metrics on the main port stays a 404 without a token', async () => {
    const other = await fetch(metricsUrl.replace('/metrics', '/api/health'));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      success: false,
      message: `${SERVER_MESSAGES.notFound}: GET /api/health`,
    });
    const main = await fetch(`${origin}/metrics`);
    expect(main.status).toBe(404);
    expect((await main.json()) as unknown).toMatchObject({ success: false });
  });

  it('closes its listener with the app', async () => {
    const probe = await createTestApp({ METRICS_PORT: '0' });
    const url = `http://127.0.0.1:${probe.app.metrics?.listenerAddress()?.port}/metrics`;
    expect((await fetch(url)).status).toBe(200);
    await probe.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('metrics on the main port behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a longer token', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers 401 JSON to %s', async (_case, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/metrics token/) });
  });

  it('serves the metrics to the right token', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      sample(response.body, 'store_http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(1);
    expect(t.app.metrics?.listenerAddress()).toBeUndefined();
  });
});

describe('metrics off (neither METRICS_PORT nor METRICS_TOKEN)', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    // A built web app, so an unknown page would be its HTML: /metrics must not be.
    distDir = mkdtempSync(path.join(tmpdir(), 'academy-metrics-web-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>store</title><!--app-html-->');
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers /metrics with a JSON 404, token or not, while other paths get the page', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: `${SERVER_MESSAGES.notFound}: GET /metrics`,
      });
    }
    const page = await t.app.inject({ method: 'GET', url: '/some-page' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(t.app.metrics).toBeUndefined();
  });

  it('says so once at start in production', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(dbPlugin, { db: t.db });
    await app.register(metricsPlugin, { settings: t.config.metrics, production: true });
    await app.ready();
    await app.close();
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.filter((message) => message.startsWith('Metrics are off'))).toHaveLength(1);
    expect(messages.find((message) => message.startsWith('Metrics are off'))).toMatch(
      /METRICS_PORT.*METRICS_TOKEN/,
    );
  });
});
