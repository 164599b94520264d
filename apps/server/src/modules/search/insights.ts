import type { Dashboard } from '@academy/shared/admin-dashboard';
import { DASHBOARD_DAYS, DASHBOARD_SEARCHES } from '@academy/shared/admin-limits';
import { desc, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { searchInsights, searchTermDays } from '../../db/schema/search';
import type { JobQueue } from '../../infrastructure/jobs';
import { istDays } from '../../lib/india-days';
import { searchAssetIds, searchCourseIds, searchTerms } from './service';

/*
 * What students search for, for the admin dashboard (decision 015). Searches are counted per day
 * and text by a trigger as they are recorded (search_term_days); a recurring job turns the last
 * 30 days of counts into the two lists the dashboard shows and keeps them in search_insights, so
 * a dashboard view reads them instead of re-running searches.
 */

export const REFRESH_SEARCH_INSIGHTS = 'search.refresh-insights';
/** How stale the dashboard's search lists may be: money is exact, these are a trend. */
export const SEARCH_INSIGHTS_EVERY_MS = 10 * 60_000;
/** Frequent searches re-run to find those that match nothing (each is one or two indexed queries). */
const ZERO_RESULT_CANDIDATES = 50;

type SearchCount = Dashboard['topSearches'][number];
type SearchInsights = Pick<Dashboard, 'topSearches' | 'zeroResultSearches'>;

/** The searches of the days from `firstDay` on, most frequent first, by their trimmed, lower-cased text. */
async function frequentSearches(db: Executor, firstDay: string, limit: number): Promise<SearchCount[]> {
  const count = sql<number>`sum(${searchTermDays.searches})`.mapWith(Number);
  return db
    .select({ query: searchTermDays.query, count })
    .from(searchTermDays)
    .where(gte(searchTermDays.day, firstDay))
    .groupBy(searchTermDays.query)
    .having(sql`sum(${searchTermDays.searches}) > 0`)
    .orderBy(desc(count), searchTermDays.query)
    .limit(limit);
}

/**
 * Whether a search finds nothing in the catalogue as it is now, by the storefront's own search:
 * a search that found nothing last week may find the course added since, and the admin can
 * only act on what is still missing.
 */
async function findsNothing(db: Executor, query: string): Promise<boolean> {
  const terms = searchTerms(query);
  if (!terms.allWords) return true;
  if ((await searchCourseIds(db, terms)).length > 0) return false;
  return (await searchAssetIds(db, terms)).length === 0;
}

/** Works out the dashboard's search lists for the 30 India days up to `now` and keeps them. */
export async function refreshSearchInsights(db: Database, now: number = Date.now()): Promise<void> {
  const [firstDay = ''] = istDays(now, DASHBOARD_DAYS).dates;
  const candidates = await frequentSearches(db, firstDay, ZERO_RESULT_CANDIDATES);
  const zeroResult: SearchCount[] = [];
  for (const candidate of candidates) {
    if (zeroResult.length >= DASHBOARD_SEARCHES) break;
    if (await findsNothing(db, candidate.query)) zeroResult.push(candidate);
  }
  const refreshedAt = new Date(now);
  const rows = [
    ...candidates
      .slice(0, DASHBOARD_SEARCHES)
      .map((search, position) => ({ list: 'top' as const, search, position })),
    ...zeroResult.map((search, position) => ({ list: 'zero-result' as const, search, position })),
  ].map(({ list, search, position }) => ({
    list,
    position,
    query: search.query,
    searches: search.count,
    refreshedAt,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(searchInsights);
    if (rows.length > 0) await tx.insert(searchInsights).values(rows);
  });
}

const insightsQuery = preparedPerDatabase((db) =>
  db
    .select({ list: searchInsights.list, query: searchInsights.query, count: searchInsights.searches })
    .from(searchInsights)
    .orderBy(searchInsights.list, searchInsights.position)
    .prepare('search_insights'),
);

/** The search lists as last worked out (at most SEARCH_INSIGHTS_EVERY_MS old while the worker runs). */
export async function readSearchInsights(db: Database): Promise<SearchInsights> {
  const rows = await insightsQuery(db).execute();
  const list = (name: 'top' | 'zero-result') =>
    rows.filter((row) => row.list === name).map(({ query, count }) => ({ query, count }));
  return { topSearches: list('top'), zeroResultSearches: list('zero-result') };
}

export function registerSearchInsights(jobs: JobQueue, db: Database): void {
  jobs.every(REFRESH_SEARCH_INSIGHTS, SEARCH_INSIGHTS_EVERY_MS, () => refreshSearchInsights(db));
}
