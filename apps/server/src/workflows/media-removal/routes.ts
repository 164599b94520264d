import { mediaDeleteParamsSchema, mediaDeleteResponseSchema } from '@academy/shared/admin-media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { deleteMediaFile, removalMessage } from './removal';

/** DELETE /api/media/delete/:id (admin): the file goes unless a product still uses it. */
export const mediaRemovalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/media/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: mediaDeleteParamsSchema, response: { 200: mediaDeleteResponseSchema } },
    },
    async (request) => {
      const removal = await deleteMediaFile(app.db, app.storage, request.params.id, requireCaller(request));
      return {
        success: true as const,
        message: removalMessage(removal),
        data: {
          public_id: removal.publicId,
          deleted: removal.deleted,
          clearedLectures: removal.clearedLectures,
        },
      };
    },
  );
};
