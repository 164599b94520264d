import {
  adminJobActionResponseSchema,
  adminJobParamsSchema,
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  JOB_MESSAGES,
} from '@academy/shared/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discardAdminJob, listAdminJobs, retryJob } from './service';

/** Admin → Jobs (issue 26): the background queue's failed, waiting and running jobs; Retry and Discard. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      config: { access: 'admin' },
      schema: { querystring: adminJobsQuerySchema, response: { 200: adminJobsResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listAdminJobs(app.db, request.query) }),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      config: { access: 'admin' },
      schema: { params: adminJobParamsSchema, response: { 200: adminJobActionResponseSchema } },
    },
    async (request) => {
      await retryJob(app.db, request.params.id);
      // A worker in this process takes it at once rather than at its next poll.
      app.jobs.nudge();
      return { success: true as const, message: JOB_MESSAGES.retried };
    },
  );

  app.post(
    '/admin/jobs/:id/discard',
    {
      config: { access: 'admin' },
      schema: { params: adminJobParamsSchema, response: { 200: adminJobActionResponseSchema } },
    },
    async (request) => {
      await discardAdminJob(app.db, request.params.id);
      return { success: true as const, message: JOB_MESSAGES.discarded };
    },
  );
};
