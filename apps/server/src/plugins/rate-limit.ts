import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { countHit, takeBackHit } from '../infrastructure/rate-limit-buckets';
import { RateLimitedError } from '../lib/errors';

export type RateLimit = preHandlerAsyncHookHandler & {
  /** Takes back this request's hit: for limits that count only failures (coupon guesses). */
  forgive(request: FastifyRequest): Promise<void>;
};

/** A route pre-handler allowing `max` hits per `windowMs` for each key the request maps to. */
export function rateLimit(options: {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  /** The 429 answer; by default SERVER_MESSAGES.tooManyAttempts. */
  message?: string;
}): RateLimit {
  async function limit(request: FastifyRequest, reply: FastifyReply) {
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
  }
  const forgive = (request: FastifyRequest) =>
    takeBackHit(request.server.db, `${options.name}:${options.key(request)}`);
  return Object.assign(limit, { forgive });
}
