import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { rateLimitBuckets } from '../db/schema/infrastructure';

/*
 * Fixed-window hit counts kept in the database (rate_limit_buckets), so every server instance
 * shares one count: the routes' rate limits (plugins/rate-limit.ts) and the sign-in throttle.
 */

/**
 * Counts a hit in a fixed window kept in the database, so every server instance
 * shares one count. Answers the hits so far in the current window.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ hits: number; windowEndsAt: Date }> {
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.windowEndsAt} <= now() then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitBuckets.windowEndsAt} <= now() then ${windowEnd} else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, windowEndsAt: rateLimitBuckets.windowEndsAt });
  if (!row) throw new Error('The rate-limit upsert returned no row');
  return row;
}

export async function pruneExpiredBuckets(db: Database): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowEndsAt, sql`now()`));
}

/** Takes back one hit of the key's current window (a sign-in that turned out right). */
export async function takeBackHit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.windowEndsAt, sql`now()`)));
}

/** Forgets the key's hits: its window starts afresh (an account's sign-in count after a reset). */
export async function forgetHits(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
