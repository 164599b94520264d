import { idParamSchema } from '@academy/shared/catalogue-api';
import { adminProjectResponseSchema, projectReviewInputSchema } from '@academy/shared/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PROJECT_MESSAGES } from '../../modules/projects/messages';
import { requireCaller } from '../../plugins/auth';
import { reviewProject } from './review';

/** Admin → Projects: approve or send back the latest version (review.ts). */
export const projectReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/projects/:id/review',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: projectReviewInputSchema,
        response: { 200: adminProjectResponseSchema },
      },
    },
    async (request) => {
      const project = await reviewProject(
        app.db,
        { jobs: app.jobs, signer: app.mediaSigner },
        requireCaller(request).id,
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        message:
          request.body.status === 'approved'
            ? ADMIN_PROJECT_MESSAGES.approved
            : ADMIN_PROJECT_MESSAGES.needsWork,
        data: project,
      };
    },
  );
};
