/**
 * Issue 30's figure: a page of reviews answers in under 10 ms p95 at 10,000 reviews on one
 * course, on both databases. For each database (an embedded PGlite in a temporary folder, then a
 * database `bench_reviews` beside BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) it migrates, seeds one course with 10,000 reviews by
 * 10,000 owners (a tenth of them hidden) through SQL, builds the app, and times
 * `GET /api/reviews` through Fastify's inject (routing, validation, the service, serialising)
 * RUNS times per case after a warm-up, in this process: the first pages, the deepest by number
 * (an offset walks the index) and the same depth by cursor (`after`, what the page's Show more
 * uses). It drops what it made.
 *
 *   npm run bench:reviews
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { asc, desc, isNull, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, fromPostgresUrl, openDatabase } from '../apps/server/src/db/client';
import { courses } from '../apps/server/src/db/schema/courses';
import { reviews } from '../apps/server/src/db/schema/reviews';
import { cursorOf } from '../apps/server/src/modules/reviews/service';

const DATABASE_NAME = 'bench_reviews';
const REVIEWS = 10_000;
const RUNS = 500;
const out = (line = '') => process.stdout.write(`${line}\n`);

/** The floor: a route that reads nothing, through the same inject. */
const FLOOR = '/api/health/live';

const CASES: [string, string][] = [
  ['newest, page 1 (the course page)', 'sort=newest&page=1'],
  ['highest, page 1', 'sort=highest&page=1'],
  ['lowest, page 1', 'sort=lowest&page=1'],
  ['newest, page 50', 'sort=newest&page=50'],
  ['highest, page 500 (the deepest), by number', 'sort=highest&page=500'],
];

/** The deepest page by cursor: after the review that ends page 499 in each rating order. */
const DEEP_CURSOR_AFTER = 499 * 10;

/** One course; REVIEWS students who own it, each with a review, every tenth hidden by the academy. */
const SEED = `
insert into courses (title, category, level, primary_language, objectives, welcome_message,
  price_paise, fake_price_paise, description, is_published)
values ('Photoshop for Designers', 'Graphic Design', 'Beginner', 'English', 'Layers', 'Welcome',
  299900, 499900, 'Layers, masks and colour', true);
insert into users (name, email)
select 'Student' || g || ' Kulkarni', 'student' || g || '@bench.example' from generate_series(1, ${REVIEWS}) g;
insert into entitlements (user_id, course_id, source)
select u.id, c.id, 'purchase' from users u, courses c;
insert into reviews (user_id, course_id, rating, text, created_at, hidden_at, hidden_reason)
select e.user_id, e.course_id, 1 + floor(random() * 5)::int,
  'The lessons on layers and masks were clear, and the exercises helped me practise.',
  now() - (row_number() over () || ' minutes')::interval,
  case when row_number() over () % 10 = 0 then now() end,
  case when row_number() over () % 10 = 0 then 'Off topic' end
from entitlements e;
analyze;
`;

/** The seed, a statement at a time (PGlite's extended protocol takes one per query). */
async function seed(database: DatabaseHandle) {
  for (const statement of SEED.split(';').map((part) => part.trim())) {
    if (statement) await database.db.execute(sql.raw(statement));
  }
}

async function timeCases(database: DatabaseHandle, label: string) {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-reviews-app-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'no-web-dist'),
    LOG_LEVEL: 'warn',
    JOB_WORKER: 'false',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, db: database.db });
  try {
    await app.ready();
    const [course] = await database.db.select({ id: courses.id }).from(courses).limit(1);
    const courseId = course?.id ?? '';
    out(`| ${label} | reviews shown | p50 | p95 | p99 |`);
    out('| --- | ---: | ---: | ---: | ---: |');
    const deep = async (order: SQL[]) => {
      const [row] = await database.db
        .select({
          rating: reviews.rating,
          micros: sql<string>`(extract(epoch from ${reviews.createdAt}) * 1000000)::bigint::text`,
          id: reviews.id,
        })
        .from(reviews)
        .where(isNull(reviews.hiddenAt))
        .orderBy(...order)
        .offset(DEEP_CURSOR_AFTER - 1)
        .limit(1);
      if (!row) throw new Error('No review that deep');
      return cursorOf({ rating: row.rating, createdMicros: row.micros, id: row.id });
    };
    const newest = [desc(reviews.createdAt), desc(reviews.id)];
    const cursorCases: [string, string][] = [
      ['highest, page 500, by cursor', `sort=highest&after=${await deep([desc(reviews.rating), ...newest])}`],
      ['lowest, page 500, by cursor', `sort=lowest&after=${await deep([asc(reviews.rating), ...newest])}`],
      ['newest, page 500, by cursor', `sort=newest&after=${await deep(newest)}`],
    ];
    const cases: [string, string][] = [
      [`floor: ${FLOOR}`, FLOOR],
      ...[...CASES, ...cursorCases].map(([name, query]): [string, string] => [
        name,
        `/api/reviews?productType=course&productId=${courseId}&${query}`,
      ]),
    ];
    for (const [name, url] of cases) {
      const answer = async () => {
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode !== 200)
          throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        return response.json<{ data?: { summary?: { count: number } } }>();
      };
      for (let index = 0; index < 50; index += 1) await answer();
      const times: number[] = [];
      let shown = 0;
      for (let index = 0; index < RUNS; index += 1) {
        const started = performance.now();
        const body = await answer();
        times.push(performance.now() - started);
        shown = body.data?.summary?.count ?? 0;
      }
      times.sort((a, b) => a - b);
      const at = (share: number) => (times[Math.floor(share * (RUNS - 1))] ?? 0).toFixed(2);
      out(`| ${name} | ${shown} | ${at(0.5)} ms | ${at(0.95)} ms | ${at(0.99)} ms |`);
    }
  } finally {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

out(
  `Reviews on one course: ${REVIEWS.toLocaleString('en-IN')}, ${RUNS} answers a case, Node ${process.version}`,
);
out();

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reviews-pglite-'));
const embedded = await openDatabase({ databaseUrl: undefined, dataDir });
try {
  await embedded.migrate();
  await seed(embedded);
  await timeCases(embedded, 'PGlite');
} finally {
  await embedded.close();
  rmSync(dataDir, { recursive: true, force: true });
}
out();

const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
  throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`);
}
await admin(adminUrl, async (client) => {
  await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await client.query(`create database ${DATABASE_NAME}`);
});
url.pathname = `/${DATABASE_NAME}`;
const server = fromPostgresUrl(url.toString());
try {
  await server.migrate();
  await seed(server);
  await timeCases(server, 'PostgreSQL');
} finally {
  await server.close();
  await admin(adminUrl, (client) => client.query(`drop database if exists ${DATABASE_NAME} with (force)`));
}
