import {
  searchQuerySchema,
  searchRecordBodySchema,
  searchRecordResponseSchema,
  searchResponseSchema,
} from '@academy/shared/search-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMicroCache } from '../../lib/micro-cache';
import { answerSerializer, type SerializedAnswer, sendSerialized } from '../../lib/serialized-answers';
import { rateLimit } from '../../plugins/rate-limit';
import { recordSearch, searchCatalogue, searchTerms } from './service';

const MINUTE_MS = 60_000;

/**
 * How long this instance reuses a visitor's search (decision 015, as decision 005 does for the
 * course detail). A common word searched by many visitors at once is ranked once a second
 * instead of once per request; a change to the catalogue shows in search within a second.
 * Signed-in callers (students checking what they bought, admins checking an edit) always search
 * afresh.
 */
export const VISITOR_SEARCH_TTL_MS = 1000;
const VISITOR_SEARCH_MAX = 1000;

export const searchRoutes: FastifyPluginAsyncZod<{
  recordRateLimitPerMinute: number;
  /** The visitor cache's clock (tests move it). */
  now?: () => number;
}> = async (app, { recordRateLimitPerMinute, now = Date.now }) => {
  const visitorSearches = createMicroCache<string, SerializedAnswer>({
    ttlMs: VISITOR_SEARCH_TTL_MS,
    maxEntries: VISITOR_SEARCH_MAX,
    now,
  });
  const serializeSearch = answerSerializer(searchResponseSchema);

  app.get(
    '/student/course/search',
    {
      config: { access: 'public' },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, page } = request.query;
      const search = () => searchCatalogue(app.db, q, page);
      if (request.caller) return { success: true as const, data: await search() };
      // Texts that differ only in case, spacing or punctuation are the same search.
      const terms = searchTerms(q);
      const key = `${page} ${terms.allWords} ${terms.trigramText}`;
      const answer = await visitorSearches.get(key, async () =>
        serializeSearch({ success: true, data: await search() }),
      );
      return sendSerialized(reply, answer);
    },
  );

  app.post(
    '/search/record',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      preHandler: rateLimit({
        name: 'search-record',
        max: recordRateLimitPerMinute,
        windowMs: MINUTE_MS,
        key: (request) => request.ip,
      }),
      schema: { body: searchRecordBodySchema, response: { 201: searchRecordResponseSchema } },
    },
    async (request, reply) => {
      await recordSearch(app.db, request.body.query, request.caller?.id ?? null);
      return reply.status(201).send({ success: true as const });
    },
  );
};
