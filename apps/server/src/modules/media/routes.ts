import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { IMAGE_VARIANT_WIDTHS } from '@academy/shared/admin-limits';
import { hlsFolder, isHlsKey, isMediaId } from '../../lib/media-ids';
import { parseRange } from './range';
import { findMedia, MEDIA_MESSAGES, type MediaFile } from './service';
import { imageVariantId } from './images';
import { createMicroCache } from '../../lib/micro-cache';

const paramsSchema = z.object({ publicId: z.string().max(200) });
const imageWidths = [...IMAGE_VARIANT_WIDTHS].sort((a, b) => a - b).map(String) as [string, ...string[]];
const publicQuerySchema = z.object({
  /** A narrower copy of the picture (`srcset`); pictures without one answer the main picture. */
  w: z.enum(imageWidths, { error: `w must be one of ${imageWidths.join(', ')}.` }).optional(),
});
const signedQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
  /** The signed download name (see MediaSigner's `filename` option). */
  filename: z.string().max(300).optional(),
  /** The student a bought lecture's video is signed for (see MediaSigner's `viewerId` option). */
  viewer: z.string().max(40).optional(),
});

const streamParamsSchema = z.object({
  publicId: z.string().max(200),
  expires: z.string().max(20),
  signature: z.string().max(200),
  /** `master.m3u8` or `poster.jpg`; in a rendition, `index.m3u8` or a segment `seg_00000.ts`. */
  file: z.string().max(40),
});
const renditionParamsSchema = streamParamsSchema.extend({
  /** A rendition of the ladder: `240p`, `360p`, `480p`, `720p`. */
  rendition: z.string().max(10),
});
/** What each file of a stream is, by its extension (the HLS key patterns allow no other). */
const STREAM_CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

/** A media response is a file, never a page: no script runs in it, even when opened directly. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The longest a cache (browser or CDN) keeps a signed response; never past the link's expiry. */
export const STREAM_CACHE_MAX_SECONDS = 60 * 60;
/** How long a viewer's access to a stream is taken as known before it is asked again. */
export const STREAM_ACCESS_CHECK_MS = 30_000;

/**
 * A link anyone may use may be kept by any cache until it expires; a viewer's only by their
 * browser, and only as long as their access is taken as known, so a shared cache never answers
 * for them.
 */
const cacheControlFor = (maxAgeSeconds: number, viewerId: string | undefined) =>
  viewerId === undefined
    ? `public, max-age=${maxAgeSeconds}, immutable`
    : `private, max-age=${Math.min(maxAgeSeconds, STREAM_ACCESS_CHECK_MS / 1000)}`;

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(originalName: string, publicId: string): string {
  const name = originalName.trim() || publicId;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** `downloadName`: a signed file name; any file with one is saved under it, whatever its kind. */
function fileHeaders(reply: FastifyReply, media: MediaFile, downloadName?: string) {
  reply.header('content-type', media.contentType);
  reply.header('content-security-policy', MEDIA_CSP);
  reply.header('x-content-type-options', 'nosniff');
  if (downloadName) reply.header('content-disposition', attachment(downloadName, media.publicId));
  else if (media.kind === 'raw')
    reply.header('content-disposition', attachment(media.originalName, media.publicId));
}

/**
 * `/api/media/public/:publicId`: images (course banners, asset previews), public and cached
 * for a year (an id's bytes never change). `/api/media/stream/:publicId`: videos and files,
 * only with a URL the server signed (app.mediaSigner), with Range support for seeking, and
 * cacheable by a CDN until the signature expires (at most an hour). A link signed for one viewer
 * plays only while `mayStream` says that viewer may still watch it: whose the video is, the media
 * module does not know (app.ts asks the courses module).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  now?: (() => Date) | undefined;
  mayStream: (viewerId: string, videoId: string) => Promise<boolean>;
}> = async (app, { now = () => new Date(), mayStream }) => {
  /*
   * A viewer's stream link asks whether they still hold the course. A segment is asked for every
   * few seconds while a lecture plays, so the answer is kept for STREAM_ACCESS_CHECK_MS: access
   * that ends stops the stream within that long, on every instance.
   */
  const streamAccess = createMicroCache<string, boolean>({
    ttlMs: STREAM_ACCESS_CHECK_MS,
    maxEntries: 10_000,
    now: () => now().getTime(),
  });
  const assertMayStream = async (viewerId: string, videoId: string) => {
    const allowed = await streamAccess.get(`${viewerId}\n${videoId}`, () => mayStream(viewerId, videoId));
    if (!allowed) throw new ForbiddenError(MEDIA_MESSAGES.accessEnded);
  };
  app.get(
    '/media/public/:publicId',
    {
      config: { access: 'public' },
      schema: {
        params: paramsSchema,
        querystring: publicQuerySchema,
        openapiResponses: {
          200: { contentTypes: ['image/*'], description: 'The picture, cached for a year.' },
          304: { contentTypes: [], description: 'Unchanged (If-None-Match).' },
        },
      },
    },
    async (request, reply) => {
      const main = await findMedia(app.db, request.params.publicId);
      if (!main || main.kind !== 'image' || main.signedOnly) throw new NotFoundError(MEDIA_MESSAGES.notFound);
      const { w } = request.query;
      const copy = w ? await findMedia(app.db, imageVariantId(main.publicId, Number(w))) : undefined;
      const media = copy?.kind === 'image' ? copy : main;
      const etag = `"${media.publicId}"`;
      const cacheControl = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).header('etag', etag).header('cache-control', cacheControl).send();
      }
      const object = await app.storage.get(media.publicId);
      if (!object) throw new NotFoundError(MEDIA_MESSAGES.notFound);
      fileHeaders(reply, media);
      return reply
        .header('content-length', object.size)
        .header('cache-control', cacheControl)
        .header('etag', etag)
        .send(object.stream);
    },
  );

  app.get(
    '/media/stream/:publicId',
    {
      config: { access: 'public' },
      schema: {
        params: paramsSchema,
        querystring: signedQuerySchema,
        description: 'Only with a URL the server signed (as course and download answers give them).',
        openapiResponses: {
          200: { contentTypes: ['*/*'], description: 'The whole video or file, in its own media type.' },
          206: { contentTypes: ['*/*'], description: 'The part asked for (Range).' },
          304: { contentTypes: [], description: 'Unchanged (If-None-Match).' },
        },
      },
    },
    async (request, reply) => {
      const { publicId } = request.params;
      if (!isMediaId(publicId)) throw new NotFoundError(MEDIA_MESSAGES.notFound);
      const { expires, signature, filename, viewer } = request.query;
      if (!expires || !signature || !/^\d+$/.test(expires))
        throw new ForbiddenError(MEDIA_MESSAGES.linkInvalid);
      if (!app.mediaSigner.verify(publicId, Number(expires), signature, filename, viewer)) {
        throw new ForbiddenError(MEDIA_MESSAGES.linkInvalid);
      }
      if (viewer !== undefined) await assertMayStream(viewer, publicId);
      const media = await findMedia(app.db, publicId);
      if (!media) throw new NotFoundError(MEDIA_MESSAGES.notFound);

      // The bytes of a media id never change, and the URL carries its own expiry: any cache
      // (the browser, a CDN keyed on the full URL) may keep the answer until the link expires;
      // a viewer's link only their browser, while their access is taken as known.
      const etag = `"${media.publicId}"`;
      const lastModified = media.createdAt.toUTCString();
      const maxAge = Math.min(STREAM_CACHE_MAX_SECONDS, app.mediaSigner.secondsLeft(Number(expires)));
      const cacheControl = cacheControlFor(maxAge, viewer);
      const cacheHeaders = () =>
        reply
          .header('cache-control', cacheControl)
          .header('etag', etag)
          .header('last-modified', lastModified)
          .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return cacheHeaders().status(304).send();

      const size = media.sizeBytes;
      // If-Range: the range only applies to the version the client already holds (here, always ours).
      const ifRange = request.headers['if-range'];
      const rangeApplies = ifRange === undefined || ifRange === etag || ifRange === lastModified;
      const range = parseRange(rangeApplies ? request.headers.range : undefined, size);
      if (range.type === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${size}`)
          .header('accept-ranges', 'bytes')
          .send({ success: false, message: MEDIA_MESSAGES.rangeNotSatisfiable });
      }
      const object = await app.storage.get(
        publicId,
        range.type === 'partial' ? { start: range.start, end: range.end } : undefined,
      );
      if (!object) throw new NotFoundError(MEDIA_MESSAGES.notFound);

      fileHeaders(reply, media, filename);
      cacheHeaders();
      if (range.type === 'partial') {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(object.stream);
      }
      return reply.header('content-length', size).send(object.stream);
    },
  );

  /**
   * A video's adaptive stream (HLS), only under a prefix the server signed: the `videoUrl` of a
   * ready lecture ends in `master.m3u8`, and the playlists name their renditions and segments by
   * relative URL, so each resolves under the same signature.
   */
  const serveStreamFile = async (
    request: {
      params: z.infer<typeof streamParamsSchema> & { rendition?: string };
      headers: FastifyRequest['headers'];
    },
    reply: FastifyReply,
  ) => {
    const { publicId, expires, signature, rendition, file } = request.params;
    const key = `${hlsFolder(publicId)}/${rendition ? `${rendition}/` : ''}${file}`;
    if (!isMediaId(publicId) || !isHlsKey(key)) throw new NotFoundError(MEDIA_MESSAGES.notFound);
    const signed = /^\d+$/.test(expires)
      ? app.mediaSigner.verifyStream(publicId, Number(expires), signature)
      : undefined;
    if (!signed) throw new ForbiddenError(MEDIA_MESSAGES.linkInvalid);
    const { viewerId } = signed;
    if (viewerId !== undefined) await assertMayStream(viewerId, publicId);
    // A stream's files never change once it is ready (a new transcode happens only after a
    // failed one, and first removes what it left), so the key is the version.
    const etag = `"${key}"`;
    const maxAge = Math.min(STREAM_CACHE_MAX_SECONDS, app.mediaSigner.secondsLeft(Number(expires)));
    const cacheControl = cacheControlFor(maxAge, viewerId);
    const cacheHeaders = () => reply.header('cache-control', cacheControl).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return cacheHeaders().status(304).send();
    const object = await app.storage.get(key);
    if (!object) throw new NotFoundError(MEDIA_MESSAGES.notFound);
    const extension = key.slice(key.lastIndexOf('.') + 1);
    return cacheHeaders()
      .header('content-type', STREAM_CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('content-security-policy', MEDIA_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', object.size)
      .send(object.stream);
  };
  const streamDescription =
    "Part of a video's adaptive stream (HLS), only under a prefix the server signed (a ready " +
    "lecture's `videoUrl` ends in `master.m3u8`; the playlists name their files by relative URL).";
  const streamResponses = {
    200: {
      contentTypes: ['application/vnd.apple.mpegurl', 'video/mp2t', 'image/jpeg'],
      description: 'A playlist, a segment, or the poster.',
    },
    304: { contentTypes: [], description: 'Unchanged (If-None-Match).' },
  };

  app.get(
    '/media/hls/:publicId/:expires/:signature/:file',
    {
      config: { access: 'public' },
      schema: {
        params: streamParamsSchema,
        description: `${streamDescription} Here: the master playlist or the poster.`,
        openapiResponses: streamResponses,
      },
    },
    serveStreamFile,
  );

  app.get(
    '/media/hls/:publicId/:expires/:signature/:rendition/:file',
    {
      config: { access: 'public' },
      schema: {
        params: renditionParamsSchema,
        description: `${streamDescription} Here: a rendition's playlist or one of its segments.`,
        openapiResponses: streamResponses,
      },
    },
    serveStreamFile,
  );
};
