/**
 * The course list's filters and orders at 10,000 courses (decision 008), with and without the
 * indexes of migration 0005. Needs PostgreSQL: creates the database `bench_catalogue_filters`
 * beside BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrates it, seeds
 * 10,000 courses (3 % unpublished, 40,000 lectures) with SQL, then times `listCourses` (the
 * service behind GET /api/student/course/get, page of 12 and its count) 300 times per case, in
 * this process over node-postgres. Last it drops the three course indexes of 0005 and times again,
 * and drops the database.
 *
 *   npm run bench:catalogue-filters
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fromPostgresUrl } from '../apps/server/src/db/client';
import { type CourseListOptions, listCourses } from '../apps/server/src/modules/courses/service';

const DATABASE_NAME = 'bench_catalogue_filters';
const RUNS = 300;
const out = (line = '') => process.stdout.write(`${line}\n`);

const CASES: [string, CourseListOptions][] = [
  ['no filter, newest (the list as before)', {}],
  ['no filter, page 40', { page: 40 }],
  ['chip Packaging (two categories)', { category: 'Packaging' }],
  ['level Beginner', { level: 'Beginner' }],
  ['level Beginner, language Hindi', { level: 'Beginner', language: 'Hindi' }],
  ['price ₹3,000 and above', { price: '3000-plus' }],
  ['sort price, low to high', { sort: 'price' }],
  ['sort name A-Z, page 2', { sort: 'title', page: 2 }],
  [
    'chip + level + language + price, sort price',
    { category: 'Fonts', level: 'Advance', language: 'Marathi', price: '1000-2999', sort: 'price' },
  ],
];

const SEED = `
insert into courses (title, category, level, primary_language, objectives, welcome_message,
  price_paise, fake_price_paise, description, is_published, date)
select 'Course ' || g || ' ' || (array['Photoshop','Illustrator','Figma','Typography','Branding','Lightroom'])[1 + g % 6],
  (array['UI Design','Photography','Digital Marketing','Typography','Digital Branding','Documentry',
    'Productivity','Social Media','Film & Video','Animation','Freelance','Graphic Design'])[1 + floor(random() * 12)::int],
  (array['Beginner','Intermediate','Advance'])[1 + floor(random() * 3)::int],
  (array['English','Hindi','Marathi'])[1 + floor(random() * 3)::int],
  'Layers, Masks, Colour', 'Welcome', floor(random() * 50)::int * 10000, 999900,
  'A course about design tools, number ' || g, g % 33 <> 0, now() - (g || ' minutes')::interval
from generate_series(1, 10000) g;
insert into lectures (course_id, title, position, public_id, video_url, free_preview)
select c.id, 'Lecture ' || n, n, 'video_' || n, '/v', n = 1 from courses c, generate_series(1, 4) n;
analyze;
`;

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function timeCases(db: Parameters<typeof listCourses>[0]) {
  for (const [name, options] of CASES) {
    const paged = { page: 1, limit: 12, ...options };
    for (let index = 0; index < 20; index += 1) await listCourses(db, paged);
    const times: number[] = [];
    let total = 0;
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now();
      total = (await listCourses(db, paged)).pagination.total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => (times[Math.floor(share * (RUNS - 1))] ?? 0).toFixed(2);
    out(`| ${name} | ${total} | ${at(0.5)} ms | ${at(0.95)} ms |`);
  }
}

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
const handle = fromPostgresUrl(url.toString());
try {
  await handle.migrate();
  await admin(url.toString(), (client) => client.query(SEED));
  out('| with the indexes of 0005 | matches | p50 | p95 |');
  out('| --- | ---: | ---: | ---: |');
  await timeCases(handle.db);
  await admin(url.toString(), (client) =>
    client.query(
      'drop index courses_published_price_idx, courses_published_title_idx, courses_published_filters_idx',
    ),
  );
  out();
  out('| without them | matches | p50 | p95 |');
  out('| --- | ---: | ---: | ---: |');
  await timeCases(handle.db);
} finally {
  await handle.close();
  await admin(adminUrl, (client) => client.query(`drop database if exists ${DATABASE_NAME} with (force)`));
}
