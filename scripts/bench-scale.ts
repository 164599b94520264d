/**
 * Scale benchmark (issue 15): `npm run bench:scale`.
 *
 * Seeds the store at two sizes, on PostgreSQL and on PGlite:
 *   1×:   100 courses, 100 assets, 1,000 students, 2,000 paid orders;
 *   100×: 10,000 courses, 10,000 assets, 100,000 students, 200,000 paid orders
 * (3-6 lectures a course, 1-3 preview images an asset, every order one course with its
 * enrolment, paid over the last year, and its buyer's review; a kit of two courses and an asset
 * for every ten courses), then measures each endpoint of the table with
 * autocannon (10 connections) against the real app in a child process, and right after it a bare
 * Fastify server in another child process that answers the very same bytes for the same URL:
 * the ratio says how much of the runtime's own limit the endpoint keeps. Last, one request at a
 * time, the dashboard (50 times) and 200 distinct searches, for their p50 and p95.
 *
 * PostgreSQL: databases `bench_scale_1x` and `bench_scale_100x` beside BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test). PGlite: data folders under the system's
 * temporary directory, `bench-scale-pglite-1x` and `-100x`. Both are kept and reused while
 * their row counts match; --reseed starts over.
 *
 * Flags: --engine=postgres|pglite (default both), --scale=1x|100x (default both),
 * --duration=SECONDS (default 10), --reseed, --only=TEXT (the endpoints whose name holds TEXT),
 * --profile=FOLDER (the app writes a V8 CPU profile there when it stops: open it in Chrome's
 * DevTools, Performance panel).
 * Only ever talks to 127.0.0.1. Not part of `npm test`.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { count, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, fromPostgresUrl, openDatabase } from '../apps/server/src/db/client';
import { entitlements } from '../apps/server/src/db/schema/access';
import { assetImages, digitalAssets } from '../apps/server/src/db/schema/assets';
import { bundleItems, bundles } from '../apps/server/src/db/schema/bundles';
import { courses, lectures } from '../apps/server/src/db/schema/courses';
import { users } from '../apps/server/src/db/schema/users';
import { hashPassword } from '../apps/server/src/modules/users/service';
import { catalogueRows, prng, searchQueries } from './bench-catalogue-data';

type Scale = { name: '1x' | '100x'; courses: number; assets: number; students: number };
const SCALES: Scale[] = [
  { name: '1x', courses: 100, assets: 100, students: 1_000 },
  { name: '100x', courses: 10_000, assets: 10_000, students: 100_000 },
];
/** A kit (two courses and an asset) for every this many courses. */
const BUNDLE_EVERY = 10;
/** Paid orders per student: one course each. */
const ORDERS_PER_STUDENT = 2;
const ENGINES = ['postgres', 'pglite'] as const;
type Engine = (typeof ENGINES)[number];

const ADMIN_EMAIL = 'bench-admin@example.test';
const STUDENT_EMAIL = 'bench-student@example.test';
const PASSWORD = 'bench-scale-password-1';
/** A word that many titles carry: the search with the most matches to rank. */
const COMMON_WORD = 'photoshop';
const DASHBOARD_SAMPLES = 50;
const SEQUENTIAL_SEARCHES = 200;

const out = (line = '') => process.stdout.write(`${line}\n`);

/* ------------------------------------------------------------------ databases */

async function postgresDatabase(adminUrl: string, name: string, reseed: boolean): Promise<string> {
  const url = new URL(adminUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`);
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (reseed) await client.query(`drop database if exists ${name} with (force)`);
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!existing.rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

type Target = { engine: Engine; scale: Scale; databaseUrl?: string; dataDir: string };

async function prepareTarget(engine: Engine, scale: Scale, reseed: boolean): Promise<Target> {
  if (engine === 'postgres') {
    const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
    const databaseUrl = await postgresDatabase(adminUrl, `bench_scale_${scale.name}`, reseed);
    return { engine, scale, databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), 'bench-scale-data-')) };
  }
  const dataDir = path.join(tmpdir(), `bench-scale-pglite-${scale.name}`);
  if (reseed) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  return { engine, scale, dataDir };
}

const openTarget = (target: Target): Promise<DatabaseHandle> =>
  target.databaseUrl
    ? Promise.resolve(fromPostgresUrl(target.databaseUrl))
    : openDatabase({ databaseUrl: undefined, dataDir: target.dataDir });

async function isSeeded(handle: DatabaseHandle, scale: Scale): Promise<boolean> {
  const [courseCount] = await handle.db.select({ total: count() }).from(courses);
  const [studentCount] = await handle.db.select({ total: count() }).from(users).where(eq(users.role, 'user'));
  const [bundleItemCount] = await handle.db.select({ total: count() }).from(bundleItems);
  return (
    courseCount?.total === scale.courses &&
    studentCount?.total === scale.students &&
    bundleItemCount?.total === (scale.courses / BUNDLE_EVERY) * 3
  );
}

async function insertInBatches<Row>(rows: Row[], size: number, insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * The catalogue through the app's schema (realistic titles for search), the students and their
 * paid orders in SQL (generate_series: 100,000 students and 200,000 orders in seconds, on both
 * engines), each order's course picked by arithmetic so no student buys a course twice.
 */
async function seed(handle: DatabaseHandle, scale: Scale): Promise<void> {
  const { db } = handle;
  const started = performance.now();
  await db.execute(sql`truncate ${users}, ${courses}, ${digitalAssets}, ${bundles} cascade`);

  const { courseRows, lectureRows, assetRows, imageRows } = catalogueRows(prng(42), {
    courses: scale.courses,
    assets: scale.assets,
    now: Date.now(),
  });
  await insertInBatches(courseRows, 1000, (batch) => db.insert(courses).values(batch));
  await insertInBatches(lectureRows, 5000, (batch) => db.insert(lectures).values(batch));
  await insertInBatches(assetRows, 1000, (batch) => db.insert(digitalAssets).values(batch));
  await insertInBatches(imageRows, 5000, (batch) => db.insert(assetImages).values(batch));

  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values([
    { name: 'Bench Admin', email: ADMIN_EMAIL, role: 'admin', passwordHash, emailVerifiedAt: new Date() },
    { name: 'Bench Student', email: STUDENT_EMAIL, role: 'user', passwordHash, emailVerifiedAt: new Date() },
  ]);
  await db.execute(sql`
    insert into users (name, email, phone, created_at)
    select 'Student ' || n, 'student-' || n || '@example.test', '98' || lpad(n::text, 8, '0'),
           now() - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second'
    from generate_series(1, ${scale.students - 1}) as n`);

  const pairs = sql`
    with buyer as (
      select id, row_number() over (order by email) as n from users where role = 'user'
    ), product as (
      select id, title, price_paise, row_number() over (order by id) - 1 as m from courses
    )
    select buyer.id as user_id, product.id as course_id, product.title, product.price_paise,
           md5('bench-order-' || buyer.id || '-' || k)::uuid as order_id,
           now() - ((buyer.n * 37 + k * 101) % 365) * interval '1 day'
                 - ((buyer.n * 13) % 86400) * interval '1 second' as placed_at
    from buyer
    cross join generate_series(1, ${ORDERS_PER_STUDENT}) as k
    join product on product.m = (buyer.n * 7 + k * 3331) % ${scale.courses}`;
  await db.execute(sql`
    insert into orders (id, user_id, kind, status, gateway, subtotal_paise, amount_paise, paid_via, created_at, paid_at)
    select order_id, user_id, 'course', 'paid', 'razorpay', price_paise, price_paise, 'checkout',
           placed_at, placed_at + interval '2 minutes'
    from (${pairs}) as pair`);
  await db.execute(sql`
    insert into order_items (order_id, course_id, item_type, title, list_price_paise, price_paise)
    select order_id, course_id, 'Course', title, price_paise, price_paise from (${pairs}) as pair`);
  await db.execute(sql`
    insert into entitlements (user_id, course_id, source, order_id, created_at)
    select user_id, course_id, 'purchase', order_id, placed_at from (${pairs}) as pair`);
  // Every buyer reviews what they bought (the trigger keeps each course's figures), and a kit of
  // two courses and an asset for every ten courses.
  await db.execute(sql`
    insert into reviews (user_id, course_id, rating, text, created_at)
    select user_id, course_id, 1 + (abs(hashtext(user_id::text || course_id::text)) % 5),
           'Clear lessons, and the exercises made me practise every step.', created_at + interval '3 days'
    from ${entitlements} where course_id is not null`);
  await db.execute(sql`
    insert into bundles (title, description, price_paise, is_published, date)
    select 'Kit ' || n, 'Two courses and an asset, together.', 249900, true, now() - n * interval '1 hour'
    from generate_series(1, ${scale.courses / BUNDLE_EVERY}) as n`);
  await db.execute(sql`
    with bundle as (select id, row_number() over (order by date desc, id) - 1 as b from bundles),
    course as (select id, row_number() over (order by id) - 1 as c from courses where is_published),
    asset as (select id, row_number() over (order by id) - 1 as a from digital_assets)
    insert into bundle_items (bundle_id, position, course_id, asset_id)
    select bundle.id, 0, course.id, null::uuid from bundle join course on course.c = bundle.b * 2
    union all
    select bundle.id, 1, course.id, null::uuid from bundle join course on course.c = bundle.b * 2 + 1
    union all
    select bundle.id, 2, null::uuid, asset.id from bundle join asset on asset.a = bundle.b`);
  await db.execute(sql`vacuum analyze`);
  out(
    `  seeded ${scale.courses} courses (${lectureRows.length} lectures), ${scale.assets} assets, ` +
      `${scale.courses / BUNDLE_EVERY} kits, ` +
      `${scale.students} students, ${scale.students * ORDERS_PER_STUDENT} paid orders and their reviews in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A course the bench student owns, and the student's id, for their course detail and progress. */
async function ownedCourse(handle: DatabaseHandle): Promise<{ courseId: string; studentId: string }> {
  const [row] = await handle.db
    .select({ courseId: courses.id, studentId: users.id })
    .from(entitlements)
    .innerJoin(courses, eq(courses.id, entitlements.courseId))
    .innerJoin(users, eq(users.id, entitlements.userId))
    .where(eq(users.email, STUDENT_EMAIL))
    .orderBy(desc(courses.isPublished))
    .limit(1);
  if (!row) throw new Error('The bench student owns no course');
  return row;
}

/** The kit a visitor opens first: the newest. */
async function listedBundle(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db.select({ id: bundles.id }).from(bundles).orderBy(desc(bundles.date)).limit(1);
  if (!row) throw new Error('The bench store has no kits');
  return row.id;
}

/** An asset a little way down the newest-first list, as a visitor opens it from there. */
async function listedAsset(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db
    .select({ id: digitalAssets.id })
    .from(digitalAssets)
    .orderBy(desc(digitalAssets.date))
    .offset(10)
    .limit(1);
  if (!row) throw new Error('The bench store has no assets');
  return row.id;
}

/* ------------------------------------------------------------------ child processes */

/** Child: the real app on the target's database. */
async function serveApp(): Promise<void> {
  const databaseUrl = process.env['BENCH_SERVE_DATABASE_URL'] || undefined;
  const dataDir = process.env['BENCH_SERVE_DATA_DIR'] ?? '';
  const config = loadConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn',
  });
  const handle = await openDatabase({ databaseUrl, dataDir });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  announce(app.server.address());
}

/** Child: Fastify answering each recorded URL with the recorded bytes, and nothing else. */
async function serveBare(): Promise<void> {
  const recorded = JSON.parse(readFileSync(process.env['BENCH_BARE_FILE'] ?? '', 'utf8')) as Recording[];
  const answers = new Map(recorded.map((entry) => [entry.url, entry]));
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.type(answer.contentType).send(Buffer.from(answer.body, 'base64'));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  announce(app.server.address());
}

function announce(address: AddressInfo | string | null) {
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  process.send?.({ port: address.port });
}

type Child = { baseUrl: string; stop(): Promise<void> };

function startChild(
  mode: '--serve-app' | '--serve-bare',
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<Child> {
  const child = fork(fileURLToPath(import.meta.url), [mode], {
    env: { ...process.env, ...env },
    execArgv: [...process.execArgv, ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${mode} exited early (code ${code})`)));
    child.once('message', (message: { port: number }) => {
      child.removeAllListeners('exit');
      resolve({
        baseUrl: `http://127.0.0.1:${message.port}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.disconnect();
          }),
      });
    });
  });
}

/* ------------------------------------------------------------------ measurements */

type Endpoint = { name: string; url: string; as: 'visitor' | 'student' | 'admin' };
type Recording = { url: string; contentType: string; body: string };
type Load = { requestsPerSecond: number; p50: number; p99: number; errors: number };

async function load(baseUrl: string, url: string, token: string | undefined, seconds: number): Promise<Load> {
  const run = (duration: number) =>
    autocannon({
      url: `${baseUrl}${url}`,
      connections: 10,
      duration,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  await run(Math.min(3, seconds)); // warm-up: JIT, pools, the database's caches
  const result = await run(seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * How long a route that never touches the database waits while the others keep the server
 * busy: on PGlite every query runs on the server's main thread, so a slow one holds up all.
 */
async function databaseFreeRouteUnderLoad(
  baseUrl: string,
  endpoints: Endpoint[],
  tokens: Record<Endpoint['as'], string | undefined>,
  seconds: number,
) {
  let next = 0;
  const mixed = autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const endpoint = endpoints[next++ % endpoints.length];
          const token = endpoint ? tokens[endpoint.as] : undefined;
          return {
            ...request,
            path: endpoint?.url ?? '/api/health/live',
            headers: token ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers,
          };
        },
      },
    ],
  });
  const probe = autocannon({ url: `${baseUrl}/api/health/live`, connections: 1, duration: seconds });
  const [result] = await Promise.all([probe, mixed]);
  return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Each URL once, one after another over HTTP: p50 and p95 of request to parsed JSON. */
async function oneAtATime(baseUrl: string, urls: string[], token?: string) {
  const timings: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await response.json();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  const sorted = timings.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`Signing in as ${email} answered ${response.status}`);
  return body.data.accessToken;
}

const kilobytes = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} KB`;

async function measure(target: Target, seconds: number): Promise<void> {
  const handle = await openTarget(target);
  let owned: { courseId: string; studentId: string };
  let assetId: string;
  let bundleId: string;
  try {
    await handle.migrate();
    if (!(await isSeeded(handle, target.scale))) await seed(handle, target.scale);
    owned = await ownedCourse(handle);
    assetId = await listedAsset(handle);
    bundleId = await listedBundle(handle);
  } finally {
    await handle.close();
  }

  const profile = flag('profile');
  const app = await startChild(
    '--serve-app',
    { BENCH_SERVE_DATABASE_URL: target.databaseUrl ?? '', BENCH_SERVE_DATA_DIR: target.dataDir },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  );
  const barePath = path.join(tmpdir(), `bench-scale-bare-${process.pid}.json`);
  try {
    const tokens = {
      visitor: undefined,
      student: await signIn(app.baseUrl, STUDENT_EMAIL),
      admin: await signIn(app.baseUrl, ADMIN_EMAIL),
    };
    const endpoints = (
      [
        { name: 'course list, no page asked', url: '/api/student/course/get', as: 'visitor' },
        { name: 'course list, page of 24', url: '/api/student/course/get?page=1&limit=24', as: 'visitor' },
        { name: 'asset list, no page asked', url: '/api/student/digital-assets/get', as: 'visitor' },
        {
          name: 'course detail, visitor',
          url: `/api/student/course/get/details/${owned.courseId}`,
          as: 'visitor',
        },
        {
          name: 'reviews of a course, first page',
          url: `/api/reviews?productType=course&productId=${owned.courseId}`,
          as: 'visitor',
        },
        { name: 'bundle list, no page asked', url: '/api/bundles', as: 'visitor' },
        { name: 'bundle detail, visitor', url: `/api/bundles/${bundleId}`, as: 'visitor' },
        {
          name: 'asset detail, visitor',
          url: `/api/student/digital-assets/detail/${assetId}`,
          as: 'visitor',
        },
        { name: 'admin All Courses', url: '/api/admin/course/get', as: 'admin' },
        { name: 'all users', url: '/api/auth/all-users', as: 'admin' },
        { name: 'admin dashboard', url: '/api/admin/dashboard', as: 'admin' },
        {
          name: `search '${COMMON_WORD}'`,
          url: `/api/student/course/search?q=${COMMON_WORD}`,
          as: 'visitor',
        },
        {
          name: 'course detail, signed-in owner',
          url: `/api/student/course/get/details/${owned.courseId}`,
          as: 'student',
        },
        {
          name: 'course progress, signed-in owner',
          url: `/api/student/course-progress/get/${owned.studentId}/${owned.courseId}`,
          as: 'student',
        },
      ] satisfies Endpoint[]
    ).filter((endpoint) => endpoint.name.includes(flag('only') ?? ''));

    const recordings: Recording[] = [];
    const sizes = new Map<string, number>();
    for (const endpoint of endpoints) {
      const token = tokens[endpoint.as];
      const response = await fetch(`${app.baseUrl}${endpoint.url}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${endpoint.url} answered ${response.status}`);
      sizes.set(endpoint.url, body.length);
      recordings.push({
        url: endpoint.url,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: body.toString('base64'),
      });
    }
    writeFileSync(barePath, JSON.stringify(recordings));
    const bare = await startChild('--serve-bare', { BENCH_BARE_FILE: barePath });

    out();
    out(
      `### ${target.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${target.scale.name}: ` +
        `${target.scale.courses.toLocaleString('en-IN')} courses, ${target.scale.students.toLocaleString('en-IN')} students, ` +
        `${(target.scale.students * ORDERS_PER_STUDENT).toLocaleString('en-IN')} orders`,
    );
    out();
    out(`| endpoint (10 connections, ${seconds} s) | bytes | req/s | p50 ms | p99 ms | bare req/s | ratio |`);
    out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    try {
      for (const endpoint of endpoints) {
        const token = tokens[endpoint.as];
        const real = await load(app.baseUrl, endpoint.url, token, seconds);
        const reference = await load(bare.baseUrl, endpoint.url, undefined, seconds);
        const errors = real.errors > 0 ? ` (${real.errors} errors)` : '';
        out(
          `| ${endpoint.name} | ${kilobytes(sizes.get(endpoint.url) ?? 0)} | ${Math.round(real.requestsPerSecond)}${errors} | ` +
            `${real.p50} | ${real.p99} | ${Math.round(reference.requestsPerSecond)} | ` +
            `${((100 * real.requestsPerSecond) / reference.requestsPerSecond).toFixed(1)} % |`,
        );
      }
    } finally {
      await bare.stop();
    }

    const stall = await databaseFreeRouteUnderLoad(app.baseUrl, endpoints, tokens, seconds);

    const dashboard = await oneAtATime(
      app.baseUrl,
      Array.from({ length: DASHBOARD_SAMPLES }, () => '/api/admin/dashboard'),
      tokens.admin,
    );
    const queries = searchQueries(SEQUENTIAL_SEARCHES + 20);
    const searchUrl = (q: string) => `/api/student/course/search?q=${encodeURIComponent(q)}`;
    await oneAtATime(app.baseUrl, queries.slice(SEQUENTIAL_SEARCHES).map(searchUrl));
    const searches = await oneAtATime(app.baseUrl, queries.slice(0, SEQUENTIAL_SEARCHES).map(searchUrl));
    out();
    out('| one request at a time | p50 ms | p95 ms |');
    out('| --- | ---: | ---: |');
    out(
      `| admin dashboard, ${DASHBOARD_SAMPLES} times | ${dashboard.p50.toFixed(1)} | ${dashboard.p95.toFixed(1)} |`,
    );
    out(
      `| ${SEQUENTIAL_SEARCHES} distinct searches | ${searches.p50.toFixed(1)} | ${searches.p95.toFixed(1)} |`,
    );
    out();
    out(
      `\`GET /api/health/live\` (no database), 1 connection, while every endpoint above is loaded at once ` +
        `over 10 connections: p50 ${stall.p50} ms, p99 ${stall.p99} ms, max ${stall.max} ms.`,
    );
  } finally {
    await app.stop();
    rmSync(barePath, { force: true });
    if (target.databaseUrl) rmSync(target.dataDir, { recursive: true, force: true });
  }
}

/* ------------------------------------------------------------------ main */

function flag(name: string): string | undefined {
  return process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1];
}

async function main(): Promise<void> {
  const engines = ENGINES.filter((engine) => !flag('engine') || flag('engine') === engine);
  const scales = SCALES.filter((scale) => !flag('scale') || flag('scale') === scale.name);
  if (engines.length === 0 || scales.length === 0) {
    throw new Error('--engine is postgres or pglite, --scale is 1x or 100x');
  }
  const seconds = Number(flag('duration') ?? 10);
  out(`Node ${process.version}, ${new Date().toISOString()}`);
  for (const engine of engines) {
    for (const scale of scales) {
      out(`Preparing ${engine} ${scale.name}…`);
      await measure(await prepareTarget(engine, scale, process.argv.includes('--reseed')), seconds);
    }
  }
}

const mode = process.argv[2];
const entry = mode === '--serve-app' ? serveApp : mode === '--serve-bare' ? serveBare : main;
entry().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
