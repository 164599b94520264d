import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitBuckets } from '../db/schema/index';
import { RateLimitedError } from '../lib/errors';

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

/** A route pre-handler allowing `max` hits per `windowMs` for each key the request maps to. */
export function rateLimit(options: {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  /** The 429 answer; by default SERVER_MESSAGES.tooManyAttempts. */
  message?: string;
}): preHandlerAsyncHookHandler {
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    const { max } = options;
    const { hits, windowEndsAt } = await countHit(
      request.server.db,
      `${options.name}:${options.key(request)}`,
      options.windowMs,
    );
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - hits));
    if (hits > max) {
      reply.header('retry-after', retryAfterSeconds);
      throw new RateLimitedError(options.message ?? SERVER_MESSAGES.tooManyAttempts);
    }
  };
}
