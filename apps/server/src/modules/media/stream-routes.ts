import {
  videoStreamParamsSchema,
  videoStreamRetryResponseSchema,
  videoStreamsQuerySchema,
  videoStreamsResponseSchema,
} from '@academy/shared/admin-media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { enqueueTranscode, videoStreamsOf } from './video-transcode';

/**
 * The adaptive streams of lecture videos, for the admin's course editor (issue 14): where each
 * stands, and a Retry for one that failed (or was unavailable until ffmpeg was installed).
 */
export const mediaStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/media/streams',
    {
      config: { access: 'admin' },
      schema: { querystring: videoStreamsQuerySchema, response: { 200: videoStreamsResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await videoStreamsOf(app.db, request.query.ids) }),
  );

  app.post(
    '/admin/media/streams/:id/retry',
    {
      config: { access: 'admin' },
      schema: { params: videoStreamParamsSchema, response: { 202: videoStreamRetryResponseSchema } },
    },
    async (request, reply) => {
      const [stream] = await videoStreamsOf(app.db, [request.params.id]);
      if (!stream) throw new NotFoundError('This video was not found.');
      if (stream.status === 'queued' || stream.status === 'processing') {
        throw new ConflictError('This video is already being processed.');
      }
      await enqueueTranscode(app.db, app.jobs, stream.public_id);
      const [queued] = await videoStreamsOf(app.db, [stream.public_id]);
      return reply.status(202).send({
        success: true as const,
        message: 'The video is queued for processing again.',
        data: queued ?? stream,
      });
    },
  );
};
