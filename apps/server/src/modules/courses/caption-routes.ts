import { messageResponseSchema } from '@academy/shared/auth';
import {
  CAPTIONS_MAX_CHARS,
  captionsFileParamsSchema,
  captionsFileQuerySchema,
  captionsInputSchema,
  captionsParamsSchema,
  captionsSavedResponseSchema,
} from '@academy/shared/captions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createMicroCache } from '../../lib/micro-cache';
import { MEDIA_MESSAGES } from '../media/service';
import { CAPTION_MESSAGES, findCaptions, removeCaptions, saveCaptions } from './captions';
import { mayWatchLecture } from './stream-access';

/** A captions file is text, never a page: nothing in it runs, even opened directly. */
const CAPTIONS_CSP = "default-src 'none'; sandbox";
/** The longest a shared cache keeps captions anyone may read (a free preview's). */
const PUBLIC_CAPTIONS_MAX_SECONDS = 60 * 60;
/** How long a viewer's access is taken as known, as for their video's segments. */
const VIEWER_ACCESS_CHECK_MS = 30_000;

/**
 * Lecture captions (issue 28): an admin saves and removes them per lecture and language; the
 * player's <track> reads them through a link the course answer signed, for one viewer unless the
 * lecture is a free preview, exactly as the lecture's video.
 */
export const captionRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerAccess = createMicroCache<string, boolean>({
    ttlMs: VIEWER_ACCESS_CHECK_MS,
    maxEntries: 10_000,
  });

  app.put(
    '/admin/course/:id/lecture/:lectureId/captions/:language',
    {
      config: { access: 'admin' },
      // JSON of 512 K characters of Devanagari is up to 1.5 MB of UTF-8.
      bodyLimit: CAPTIONS_MAX_CHARS * 4,
      schema: {
        params: captionsParamsSchema,
        body: captionsInputSchema,
        response: { 200: captionsSavedResponseSchema },
      },
    },
    async (request) => {
      const { id, lectureId, language } = request.params;
      const data = await saveCaptions(
        app.db,
        { courseId: id, lectureId, language },
        request.body.vtt,
        app.mediaSigner,
      );
      return { success: true as const, message: CAPTION_MESSAGES.saved(language), data };
    },
  );

  app.delete(
    '/admin/course/:id/lecture/:lectureId/captions/:language',
    {
      config: { access: 'admin' },
      schema: { params: captionsParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { id, lectureId, language } = request.params;
      await removeCaptions(app.db, { courseId: id, lectureId, language });
      return { success: true, message: CAPTION_MESSAGES.removed(language) };
    },
  );

  app.get(
    '/student/course/captions/:lectureId/:language',
    {
      config: { access: 'public' },
      schema: {
        params: captionsFileParamsSchema,
        querystring: captionsFileQuerySchema,
        description: 'Only with a URL the server signed (as the course answers give them).',
        openapiResponses: {
          200: { contentTypes: ['text/vtt'], description: 'The WebVTT file.' },
          304: { contentTypes: [], description: 'Unchanged (If-None-Match).' },
        },
      },
    },
    async (request, reply) => {
      const { lectureId, language } = request.params;
      const { expires, signature, viewer } = request.query;
      if (!app.mediaSigner.verifyCaptions(lectureId, language, Number(expires), signature, viewer)) {
        throw new ForbiddenError(MEDIA_MESSAGES.linkInvalid);
      }
      if (viewer !== undefined) {
        const allowed = await viewerAccess.get(`${viewer}\n${lectureId}`, () =>
          mayWatchLecture(app.db, viewer, lectureId),
        );
        if (!allowed) throw new ForbiddenError(MEDIA_MESSAGES.accessEnded);
      }
      const captions = await findCaptions(app.db, lectureId, language);
      if (!captions) throw new NotFoundError(CAPTION_MESSAGES.notFound(language));

      const etag = `"${lectureId}-${language}-${captions.updatedAt.getTime()}"`;
      const maxAge = Math.min(PUBLIC_CAPTIONS_MAX_SECONDS, app.mediaSigner.secondsLeft(Number(expires)));
      reply
        .header(
          'cache-control',
          viewer === undefined
            ? `public, max-age=${maxAge}`
            : `private, max-age=${Math.min(maxAge, VIEWER_ACCESS_CHECK_MS / 1000)}`,
        )
        .header('etag', etag)
        .header('content-security-policy', CAPTIONS_CSP)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.header('content-type', 'text/vtt; charset=utf-8').send(captions.vtt);
    },
  );
};
