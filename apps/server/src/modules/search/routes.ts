import { searchQuerySchema, searchRecordBodySchema, searchResultSchema } from '@academy/shared/catalogue-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimit } from '../../plugins/rate-limit';
import { recordSearch, searchCatalogue } from './service';

const MINUTE_MS = 60_000;

export const searchRoutes: FastifyPluginAsyncZod<{ recordRateLimitPerMinute: number }> = async (
  app,
  { recordRateLimitPerMinute },
) => {
  app.get(
    '/student/course/search',
    {
      config: { access: 'public' },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: searchResultSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchCatalogue(app.db, request.query.q, request.query.page),
    }),
  );

  app.post(
    '/search/record',
    {
      config: { access: 'public' },
      preHandler: rateLimit({
        name: 'search-record',
        max: recordRateLimitPerMinute,
        windowMs: MINUTE_MS,
        key: (request) => request.ip,
      }),
      schema: {
        body: searchRecordBodySchema,
        response: { 201: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await recordSearch(app.db, request.body.query, request.caller?.id ?? null);
      return reply.status(201).send({ success: true as const });
    },
  );
};
