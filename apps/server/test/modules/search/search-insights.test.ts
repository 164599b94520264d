import type { Dashboard } from '@academy/shared/admin-dashboard';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/db/schema/infrastructure';
import { searchInsights, searchTermDays } from '../../../src/db/schema/search';
import { deleteSearchesOf } from '../../../src/modules/search/service';
import { REFRESH_SEARCH_INSIGHTS } from '../../../src/modules/search/insights';
import { istDate } from '../../../src/lib/india-days';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';
import { keptFigures, recomputedFigures } from '../../support/figures';

/* Issue 15: what students search for reaches the dashboard without a search run per view (decision 015). */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

const record = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/search/record', payload: { query }, headers });

async function recordTimes(query: string, times: number) {
  for (let time = 0; time < times; time += 1) expect((await record(query)).statusCode).toBe(201);
}

async function dashboard(): Promise<Dashboard> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
}

/** The recurring job, run now through the queue as the worker would run it. */
async function refreshThroughQueue() {
  await t.app.jobs.enqueue(t.db, REFRESH_SEARCH_INSIGHTS);
  await t.app.jobs.drain();
}

beforeAll(async () => {
  t = await createTestApp({ SEARCH_RECORD_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createAdmin(t.app);
  await addTestCourse(t.app, { title: 'Photoshop Masterclass' });
  await addTestAsset(t.app, { name: 'Gold Chrome Layer Styles' });
});
afterAll(async () => {
  await t?.close();
});

describe('search insights', () => {
  it('counts each recorded search on its India day under its trimmed, lower-cased text', async () => {
    await record('  Photoshop ');
    await record('PHOTOSHOP');
    const student = await registerAndLogin(t.app);
    await record('Logo  Design', bearer(student.token));
    const today = istDate(Date.now());
    const rows = await t.db.select().from(searchTermDays).where(eq(searchTermDays.day, today));
    expect(rows.map(({ query, searches }) => ({ query, searches }))).toEqual(
      expect.arrayContaining([
        { query: 'photoshop', searches: 2 },
        { query: 'logo  design', searches: 1 },
      ]),
    );
    // An erased student's searches go, and so does their count.
    await deleteSearchesOf(t.db, student.user._id);
    expect(await keptFigures(t.db)).toEqual(await recomputedFigures(t.db));
    const [logo] = await t.db
      .select({ searches: searchTermDays.searches })
      .from(searchTermDays)
      .where(sql`${searchTermDays.day} = ${today} and ${searchTermDays.query} = 'logo  design'`);
    expect(logo?.searches ?? 0).toBe(0);
  });

  it('shows the lists of the last refresh until the job runs again, then the catalogue as it is now', async () => {
    await recordTimes('watercolour brushes', 3);
    await recordTimes('qzx nothing', 2);
    await refreshThroughQueue();
    const first = await dashboard();
    expect(first.topSearches).toEqual([
      { query: 'watercolour brushes', count: 3 },
      { query: 'photoshop', count: 2 },
      { query: 'qzx nothing', count: 2 },
    ]);
    expect(first.zeroResultSearches).toEqual([
      { query: 'watercolour brushes', count: 3 },
      { query: 'qzx nothing', count: 2 },
    ]);

    // Searches recorded and an asset added since: the dashboard still shows the last refresh.
    await recordTimes('qzx nothing', 4);
    await addTestAsset(t.app, { name: 'Watercolour Brushes for Procreate' });
    expect(await dashboard()).toMatchObject({
      topSearches: first.topSearches,
      zeroResultSearches: first.zeroResultSearches,
    });

    await refreshThroughQueue();
    const second = await dashboard();
    expect(second.topSearches).toEqual([
      { query: 'qzx nothing', count: 6 },
      { query: 'watercolour brushes', count: 3 },
      { query: 'photoshop', count: 2 },
    ]);
    expect(second.zeroResultSearches).toEqual([{ query: 'qzx nothing', count: 6 }]);
  });

  it('is a recurring job of the queue: the worker’s first round works the lists out', async () => {
    await t.db.delete(searchInsights);
    expect((await dashboard()).topSearches).toEqual([]);
    // The worker's first round schedules the recurring jobs of this period; what is due then runs.
    t.app.jobs.start();
    await t.app.jobs.stop();
    await t.app.jobs.drain();
    const [run] = await t.db
      .select({ completedAt: jobs.completedAt })
      .from(jobs)
      .where(sql`${jobs.kind} = ${REFRESH_SEARCH_INSIGHTS} and ${jobs.singletonKey} is not null`);
    expect(run?.completedAt).toBeInstanceOf(Date);
    expect((await dashboard()).topSearches[0]).toEqual({ query: 'qzx nothing', count: 6 });
  });
});
