import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ database: z.literal('up') }) }),
          503: z.object({ success: z.literal(false), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) {
        return reply.status(503).send({ success: false as const, message: 'The server is shutting down.' });
      }
      try {
        await ping(app.db);
        return { success: true as const, data: { database: 'up' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false as const, message: 'The database is not answering.' });
      }
    },
  );
};
