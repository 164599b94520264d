import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/client';

const unavailable = z.object({ success: z.literal(false), message: z.string() });

/**
 * Health for load balancers and orchestrators (issue 13). Liveness says the process answers at
 * all (restart it if not); readiness says it should be sent work: the database answers within
 * 2 s and the server is not stopping. `/health` is readiness, as it always was.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ status: z.literal('alive') }) }),
        },
      },
    },
    async () => ({ success: true as const, data: { status: 'alive' as const } }),
  );

  for (const path of ['/health', '/health/ready']) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          response: {
            200: z.object({ success: z.literal(true), data: z.object({ database: z.literal('up') }) }),
            503: unavailable,
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
          return reply
            .status(503)
            .send({ success: false as const, message: 'The database is not answering.' });
        }
      },
    );
  }
};
