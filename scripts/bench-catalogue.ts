/**
 * Catalogue benchmark (issue 3, "Performance"): `npm run bench:catalogue`.
 *
 * Needs PostgreSQL. Creates (or reuses) the database `bench_catalogue` beside
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrates it, seeds
 * 10,000 courses (3-6 lectures each) and 50,000 assets with generated, realistic titles, then
 * starts the real app in a child process on 127.0.0.1 and measures it with autocannon from this
 * one: the course list (a page of 24), one course detail, the detail of every published course
 * in turn (one per request, so the visitor cache of decision 005 almost never answers) and one
 * search, each for 10 s over 10 connections; then 200 distinct searches issued one after another
 * over HTTP (p95).
 *
 * The server logs at production's level, `info` (a line per request and per response), to a
 * file in the temporary directory, as it would to a log collector; BENCH_LOG_LEVEL overrides it.
 *
 * Flags: --reseed (drop and seed again), --duration=SECONDS (default 10), --searches-only (skip
 * the autocannon runs).
 * Only ever talks to 127.0.0.1. Not part of `npm test`.
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, fromPostgresUrl } from '../apps/server/src/db/client';
import { entitlements } from '../apps/server/src/db/schema/access';
import { assetImages, digitalAssets } from '../apps/server/src/db/schema/assets';
import { courses, lectures } from '../apps/server/src/db/schema/courses';
import { users } from '../apps/server/src/db/schema/users';
import { catalogueRows, prng, searchQueries } from './bench-catalogue-data';

const COURSES = 10_000;
const ASSETS = 50_000;
const STUDENTS = 2_000;
const DATABASE_NAME = 'bench_catalogue';
const SEQUENTIAL_SEARCHES = 200;
/** Production's default (config.ts): every request and response is logged. */
const LOG_LEVEL = process.env['BENCH_LOG_LEVEL'] ?? 'info';

const out = (line = '') => process.stdout.write(`${line}\n`);

/* ------------------------------------------------------------------ database */

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(adminUrl: string, reseed: boolean): Promise<{ url: string; seeded: boolean }> {
  const url = new URL(adminUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`);
  }
  const created = await withAdmin(adminUrl, async (client) => {
    if (reseed) await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    const existing = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (existing.rowCount) return false;
    await client.query(`create database ${DATABASE_NAME}`);
    return true;
  });
  url.pathname = `/${DATABASE_NAME}`;
  return { url: url.toString(), seeded: !created };
}

async function countRows(handle: DatabaseHandle): Promise<{ courses: number; assets: number }> {
  const [courseCount] = await handle.db.select({ total: count() }).from(courses);
  const [assetCount] = await handle.db.select({ total: count() }).from(digitalAssets);
  return { courses: courseCount?.total ?? 0, assets: assetCount?.total ?? 0 };
}

async function insertInBatches<Row>(rows: Row[], size: number, insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.execute(
    sql`truncate ${entitlements}, ${assetImages}, ${lectures}, ${courses}, ${digitalAssets}, ${users} cascade`,
  );
  const random = prng(42);
  const started = performance.now();
  const now = Date.UTC(2026, 0, 1);

  const studentRows = Array.from({ length: STUDENTS }, (_, index) => ({
    id: randomUUID(),
    name: `Bench Student ${index + 1}`,
    email: `bench-${index + 1}@example.test`,
  }));
  await insertInBatches(studentRows, 1000, (batch) => db.insert(users).values(batch));

  const { courseRows, lectureRows, assetRows, imageRows } = catalogueRows(random, {
    courses: COURSES,
    assets: ASSETS,
    now,
  });
  await insertInBatches(courseRows, 1000, (batch) => db.insert(courses).values(batch));
  await insertInBatches(lectureRows, 5000, (batch) => db.insert(lectures).values(batch));

  await insertInBatches(assetRows, 1000, (batch) => db.insert(digitalAssets).values(batch));
  await insertInBatches(imageRows, 5000, (batch) => db.insert(assetImages).values(batch));

  // Enrolments and ownerships, so the student counts have something to count.
  const enrolments: (typeof entitlements.$inferInsert)[] = [];
  for (const student of studentRows) {
    for (const course of random.some(courseRows, random.int(2, 12))) {
      enrolments.push({ userId: student.id, courseId: course.id, source: 'manual' });
    }
    for (const asset of random.some(assetRows.slice(0, 5_000), random.int(0, 8))) {
      enrolments.push({ userId: student.id, assetId: asset.id, source: 'manual' });
    }
  }
  await insertInBatches(enrolments, 5000, (batch) => db.insert(entitlements).values(batch));
  await db.execute(sql`vacuum analyze`);
  out(
    `Seeded ${COURSES} courses, ${lectureRows.length} lectures, ${ASSETS} assets, ${imageRows.length} images, ` +
      `${enrolments.length} entitlements in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/* ------------------------------------------------------------------ server (child process) */

async function serve(databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-catalogue-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL,
  });
  const handle = fromPostgresUrl(databaseUrl);
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  const stop = async () => {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.send?.({ port: address.port });
}

/** The server in a child process; its log (stdout) goes to `logPath`. */
function startServer(databaseUrl: string, logPath: string): Promise<{ baseUrl: string; stop(): void }> {
  const log = openSync(logPath, 'w');
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl },
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  closeSync(log); // the child has its own descriptor
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The server exited early (code ${code}); see ${logPath}`)));
    child.once('message', (message: { port: number }) => {
      resolve({
        baseUrl: `http://127.0.0.1:${message.port}`,
        stop: () => {
          child.removeAllListeners('exit');
          child.disconnect();
        },
      });
    });
  });
}

/* ------------------------------------------------------------------ measurements */

type LoadResult = {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

/** Loads one URL path, or each of `urlPath`'s paths in turn (one per request). */
async function load(
  baseUrl: string,
  name: string,
  urlPath: string | string[],
  seconds: number,
): Promise<LoadResult> {
  const paths = Array.isArray(urlPath) ? urlPath : [urlPath];
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${baseUrl}${paths[0]}`,
      connections: 10,
      duration,
      pipelining: 1,
      requests:
        paths.length > 1
          ? [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }]
          : undefined,
    });
  await run(Math.min(3, seconds)); // warm-up: JIT, connection pool, PostgreSQL's caches
  const result = await run(seconds);
  return {
    name,
    path: Array.isArray(urlPath) ? `${paths[0]?.replace(/[^/]+$/, '')}{each of ${paths.length}}` : urlPath,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function sequentialSearches(baseUrl: string, queries: string[]) {
  const timings: number[] = [];
  const byQuery: [string, number][] = [];
  let found = 0;
  for (const q of queries) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/student/course/search?q=${encodeURIComponent(q)}`);
    const body = (await response.json()) as { data?: { courses: unknown[]; assets: unknown[] } };
    timings.push(performance.now() - started);
    byQuery.push([q, performance.now() - started]);
    if (response.status !== 200) throw new Error(`search '${q}' answered ${response.status}`);
    if ((body.data?.courses.length ?? 0) + (body.data?.assets.length ?? 0) > 0) found += 1;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    count: timings.length,
    found,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    slowest: byQuery.sort((a, b) => b[1] - a[1]).slice(0, 10),
  };
}

/* ------------------------------------------------------------------ main */

async function main(): Promise<void> {
  const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  const reseed = process.argv.includes('--reseed');
  const durationArgument = process.argv.find((argument) => argument.startsWith('--duration='));
  const seconds = durationArgument ? Number(durationArgument.split('=')[1]) : 10;

  const { url } = await prepareDatabase(adminUrl, reseed);
  const handle = fromPostgresUrl(url);
  let detailId: string;
  let publishedIds: string[];
  try {
    await handle.migrate();
    const counts = await countRows(handle);
    if (counts.courses !== COURSES || counts.assets !== ASSETS) {
      out(`Seeding ${DATABASE_NAME} (found ${counts.courses} courses, ${counts.assets} assets)…`);
      await seed(handle);
    } else {
      out(
        `Reusing ${DATABASE_NAME}: ${counts.courses} courses, ${counts.assets} assets (--reseed to start over)`,
      );
    }
    // A published course with five lectures, a little way down the newest-first list.
    const [picked] = await handle.db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.isPublished, true),
          sql`(select count(*) from ${lectures} where ${lectures.courseId} = ${courses.id}) = 5`,
        ),
      )
      .orderBy(desc(courses.date), courses.id)
      .limit(1)
      .offset(100);
    detailId = picked?.id ?? '';
    if (!detailId) throw new Error('No course to show in detail');
    // Every published course in a shuffled order: visitors browsing the whole catalogue.
    const idRandom = prng(7);
    publishedIds = (
      await handle.db.select({ id: courses.id }).from(courses).where(eq(courses.isPublished, true))
    )
      .map(({ id }) => ({ id, key: idRandom.next() }))
      .sort((a, b) => a.key - b.key)
      .map(({ id }) => id);
  } finally {
    await handle.close();
  }

  const logPath = path.join(tmpdir(), `bench-catalogue-server-${process.pid}.log`);
  const server = await startServer(url, logPath);
  out(`Server: LOG_LEVEL=${LOG_LEVEL}, log written to ${logPath}`);
  try {
    const scenarios: [string, string | string[]][] = [
      ['Course list, page of 24', '/api/student/course/get?page=1&limit=24'],
      ['Course detail', `/api/student/course/get/details/${detailId}`],
      [
        'Course detail, every published course in turn',
        publishedIds.map((id) => `/api/student/course/get/details/${id}`),
      ],
      ['Search "photoshop"', '/api/student/course/search?q=photoshop'],
    ];
    const results: LoadResult[] = [];
    for (const [name, urlPath] of process.argv.includes('--searches-only') ? [] : scenarios) {
      out(`Loading ${name} for ${seconds} s…`);
      results.push(await load(server.baseUrl, name, urlPath, seconds));
    }

    // Warm the search path with queries that are not measured, then measure 200 new ones.
    const queries = searchQueries(SEQUENTIAL_SEARCHES + 20);
    await sequentialSearches(server.baseUrl, queries.slice(SEQUENTIAL_SEARCHES));
    const sequential = await sequentialSearches(server.baseUrl, queries.slice(0, SEQUENTIAL_SEARCHES));

    out();
    out(`| scenario (autocannon, 10 connections, ${seconds} s) | req/s | p50 ms | p99 ms | errors |`);
    out('| --- | ---: | ---: | ---: | ---: |');
    for (const result of results) {
      out(
        `| ${result.name} \`${result.path.replace(detailId, '{id}')}\` | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${result.errors} |`,
      );
    }
    out();
    out(
      `| ${sequential.count} distinct searches, one at a time over HTTP | p50 ms | p95 ms | p99 ms | max ms | with results |`,
    );
    out('| --- | ---: | ---: | ---: | ---: | ---: |');
    out(
      `| \`GET /api/student/course/search?q=…\` | ${sequential.p50.toFixed(1)} | ${sequential.p95.toFixed(1)} | ${sequential.p99.toFixed(1)} | ${sequential.max.toFixed(1)} | ${sequential.found} |`,
    );
    out();
    out(`Slowest: ${sequential.slowest.map(([q, ms]) => `'${q}' ${ms.toFixed(1)} ms`).join(', ')}`);
  } finally {
    server.stop();
    out(`Server log: ${(statSync(logPath).size / 1e6).toFixed(1)} MB (removed)`);
    rmSync(logPath, { force: true });
  }
}

if (process.argv.includes('--serve')) {
  serve(process.env['BENCH_SERVE_DATABASE_URL'] ?? '').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
