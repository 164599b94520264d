import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text that shrinks when compressed: HTML, CSS, scripts, JSON (the API, the web manifest),
 * XML (the sitemap) and SVG. Pictures, videos, PDFs and download files (octet-stream) are
 * already compressed or are sent in byte ranges, so they go out as they are.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/;

const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 5,
};
const THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic responses (the HTML page, /api JSON, the sitemap) of 1 KB or more with
 * brotli or gzip, whichever the browser accepts. Brotli at quality 5: close to gzip's speed and
 * smaller than gzip 9; the built files are compressed at the highest quality once, at build
 * time, and served as they are (webPlugin's `preCompressed`). A 206 or any reply with a
 * Content-Range is never compressed (the plugin checks), so lecture videos keep seeking.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE_TYPES,
      brotliOptions: { params: BROTLI_PARAMS },
      zlibOptions: { level: 6 },
      // Request bodies are taken as sent: no upload or webhook arrives compressed.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

/** Whether the request's Accept-Encoding takes `encoding` (listed, and not with q=0). */
function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [token, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => parameter.startsWith('q='));
    return (token === encoding || token === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/** A body and its compressed copies, each made once, when a browser first asks for it. */
export type CompressibleBody = { readonly raw: Buffer; encoded(encoding: 'br' | 'gzip'): Buffer };

export function compressibleBody(raw: Buffer): CompressibleBody {
  const copies = new Map<'br' | 'gzip', Buffer>();
  return {
    raw,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy =
          encoding === 'br'
            ? brotliCompressSync(raw, { params: BROTLI_PARAMS })
            : gzipSync(raw, { level: 6 });
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/**
 * Sends `body` compressed as the compression hook would. For the handlers the hook does not
 * reach: it is attached to routes, and the not-found handler is none.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | CompressibleBody,
) {
  const { raw, encoded } = Buffer.isBuffer(body) ? compressibleBody(body) : body;
  reply.header('vary', 'accept-encoding');
  if (raw.length < THRESHOLD_BYTES) return reply.send(raw);
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(encoded('br'));
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(encoded('gzip'));
  return reply.send(raw);
}
