/**
 * Dashboard benchmark (issue 15): `npm run bench:dashboard`.
 *
 * PostgreSQL by default: creates (or reuses) the database `bench_dashboard` beside
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates it and, when
 * empty or with --reseed, seeds it. With --pglite: a new in-memory PGlite database, seeded the
 * same way. The seed is SQL (generate_series): 100,000 users, 10,000 courses,
 * 10,000 assets, 500 coupons, 200,000 paid orders over a year (each with one line) besides
 * refunded, cancelled and unpaid ones, and 30,000 searches of the last 30 days. Then it times
 * the dashboard's service call (getDashboard) warm: 5 calls to warm up, then the median, p90 and
 * slowest of 50, one after another.
 *
 * Only ever talks to 127.0.0.1. Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  type DatabaseHandle,
  fromPglite,
  fromPostgresUrl,
  pgliteExtensions,
} from '../apps/server/src/db/client';
import { getDashboard } from '../apps/server/src/modules/admin/service';
import { refreshSearchInsights } from '../apps/server/src/modules/search/insights';

const DATABASE_NAME = 'bench_dashboard';
const WARM_UP = 5;
const CALLS = 50;

const out = (line = '') => process.stdout.write(`${line}\n`);

async function prepareDatabase(adminUrl: string, reseed: boolean): Promise<string> {
  const url = new URL(adminUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`);
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (reseed) await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    const existing = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!existing.rowCount) await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

/**
 * The store at the size, in set-based SQL (seconds, not minutes), one statement each (PGlite
 * takes one at a time). Deterministic: no random().
 */
export const SEED = `
insert into users (name, email, role, created_at, deleted_at)
select 'Bench Student ' || g, 'bench-' || g || '@example.test',
       case when g % 1000 = 0 then 'admin' else 'user' end,
       now() - (g % 700) * interval '1 day',
       case when g % 97 = 0 then now() - interval '3 days' end
from generate_series(1, 100000) g;

insert into courses (title, category, level, primary_language, objectives, welcome_message,
                     price_paise, fake_price_paise, description, is_published, date)
select (array['Photoshop', 'Illustrator', 'Typography', 'Branding', 'Motion Graphics', 'Figma',
              'Logo Design', 'Poster Design', 'Colour Theory', 'Blender', 'Premiere Pro',
              'After Effects', 'UI Design', 'Calligraphy', 'Packaging'])[1 + g % 15]
       || ' ' || (array['Basics', 'Masterclass', 'for Beginners', 'Advanced', 'Workshop',
                        'Projects', 'Essentials'])[1 + (g / 15) % 7] || ' ' || g,
       'Graphic Design', 'Beginner', 'English', 'Layers, Masks', 'Welcome!',
       49900 + (g % 20) * 10000, 199900, 'A course about design, number ' || g || '.',
       g % 30 <> 0, now() - (g % 1000) * interval '1 day'
from generate_series(1, 10000) g;

insert into digital_assets (name, price_paise, fake_price_paise, type, category, date)
select (array['Watercolour', 'Gold Chrome', 'Grunge', 'Neon', 'Vintage', 'Halftone', 'Paper',
              'Risograph'])[1 + g % 8]
       || ' ' || (array['Brushes', 'Layer Styles', 'Mockup', 'Textures', 'Fonts', 'Presets'])[1 + (g / 8) % 6]
       || ' ' || g,
       9900 + (g % 10) * 5000, 49900, 'Brushes', 'Psd files', now() - (g % 1000) * interval '1 day'
from generate_series(1, 10000) g;

insert into coupons (code, discount_type, discount_value)
select 'BENCH' || g, 'percentage', 10 from generate_series(1, 500) g;

with students as (
  select id, row_number() over (order by created_at, id) as n from users where role = 'user'
),
counted as (select count(*) as total from students),
placed as (
  select g,
         case when g <= 200000 then 'paid'
              when g <= 205000 then 'refunded'
              when g <= 215000 then 'cancelled'
              else 'created' end as status,
         49900 + (g % 50) * 10000 as paise,
         -- 200,000 paid orders, one every 157 s: about 550 a day, a year of them.
         now() - ((g % 200000) * 157) * interval '1 second' as at
  from generate_series(1, 220000) g
)
insert into orders (user_id, kind, status, gateway, subtotal_paise, amount_paise, created_at,
                    paid_at, refunded_at, paid_via)
select students.id, 'course', placed.status, 'sandbox', placed.paise, placed.paise,
       placed.at - interval '2 minutes',
       case when placed.status in ('paid', 'refunded') then placed.at end,
       case when placed.status = 'refunded' then placed.at + interval '1 day' end,
       case when placed.status in ('paid', 'refunded') then 'checkout' end
from placed, counted
join students on true
where students.n = 1 + (placed.g * 7919) % counted.total;

insert into order_items (order_id, item_type, title, list_price_paise, price_paise)
select id, 'Course', 'Photoshop Masterclass', amount_paise, amount_paise from orders;

-- 30,000 searches of 300 texts, the first ones far more often; every third text finds nothing.
insert into search_queries (query, created_at)
select case when k % 3 = 0 then 'zzq nothing ' || k
            else lower((array['Photoshop', 'Illustrator', 'Typography', 'Branding', 'Figma',
                              'Logo Design', 'Blender', 'Calligraphy', 'Neon', 'Watercolour brushes',
                              'Mockup', 'Poster'])[1 + k % 12]) || case when k >= 12 then ' ' || k else '' end
       end,
       now() - (g % 43200) * interval '1 minute'
from generate_series(1, 30000) g,
     lateral (select (floor(300 * power((g * 0.6180339887) - floor(g * 0.6180339887), 2)))::int as k) term;
`;

async function open(): Promise<DatabaseHandle> {
  if (process.argv.includes('--pglite')) return fromPglite(new PGlite({ extensions: pgliteExtensions }));
  const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return fromPostgresUrl(await prepareDatabase(adminUrl, process.argv.includes('--reseed')));
}

async function main(): Promise<void> {
  const handle = await open();
  out(`Database: ${handle.driver}`);
  try {
    const migrateStarted = performance.now();
    await handle.migrate();
    out(`Migrated in ${((performance.now() - migrateStarted) / 1000).toFixed(1)} s`);
    const { rows } = (await handle.db.execute(sql`select count(*)::int as orders from orders`)) as {
      rows: { orders: number }[];
    };
    if ((rows[0]?.orders ?? 0) === 0) {
      const started = performance.now();
      for (const statement of SEED.split(/;\n\n/)) await handle.db.execute(sql.raw(statement));
      await handle.db.execute(sql`vacuum analyze`);
      out(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const refreshStarted = performance.now();
    await refreshSearchInsights(handle.db);
    out(`Search insights refreshed in ${(performance.now() - refreshStarted).toFixed(0)} ms`);

    for (let call = 0; call < WARM_UP; call += 1) await getDashboard(handle.db);
    const timings: number[] = [];
    for (let call = 0; call < CALLS; call += 1) {
      const started = performance.now();
      await getDashboard(handle.db);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const at = (fraction: number) =>
      timings[Math.min(timings.length - 1, Math.ceil(fraction * timings.length) - 1)];
    out(
      `getDashboard, ${CALLS} warm calls: median ${at(0.5)?.toFixed(2)} ms, p90 ${at(0.9)?.toFixed(2)} ms, ` +
        `slowest ${timings.at(-1)?.toFixed(2)} ms`,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
