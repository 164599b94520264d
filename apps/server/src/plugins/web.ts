import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressed } from './compression';

/** Built files whose names carry a hash of their content: they never change under one URL. */
const HASHED_ASSETS_PREFIX = '/assets/';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
/** The favicon, the web manifest and its icons: stable names, so a short cache. */
export const CACHE_PUBLIC_FILE = 'public, max-age=3600';

/** Extensions the build writes `.br` and `.gz` copies of (apps/web/vite.config.ts). */
const PRECOMPRESSED_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

/**
 * Serves the built web app, and answers every unknown non-API GET with index.html so
 * the client router can show the page (or its 'Page Not Found'). Unknown `/api` paths
 * get a JSON 404, and so do unknown built files (a stale chunk must not get HTML).
 *
 * Hashed files under /assets/ are cached for a year as immutable; index.html never is.
 * Brotli and gzip copies made at build time are sent when the browser accepts them
 * (`preCompressed`). Source maps are never served, even if a build left one in dist.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined }) => {
    const distDir =
      options.distDir && existsSync(path.join(options.distDir, 'index.html')) ? options.distDir : undefined;
    if (distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // send's own Cache-Control would overwrite ours.
        cacheControl: false,
        allowedPath: (pathname) => !pathname.endsWith('.map'),
        setHeaders(response, filePath) {
          const relative = `/${path.relative(distDir, filePath).split(path.sep).join('/')}`;
          const original = relative.replace(/\.(?:br|gz)$/, '');
          const cacheControl = original.startsWith(HASHED_ASSETS_PREFIX)
            ? CACHE_HASHED
            : original.endsWith('.html')
              ? CACHE_HTML
              : CACHE_PUBLIC_FILE;
          response.setHeader('cache-control', cacheControl);
          if (PRECOMPRESSED_EXTENSIONS.has(path.extname(original)))
            response.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn('The web app is not built (npm run build): only the API is served.');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isBuiltFile = pathname.startsWith(HASHED_ASSETS_PREFIX) || pathname.endsWith('.map');
      if (!isApi && !isBuiltFile && distDir && (request.method === 'GET' || request.method === 'HEAD')) {
        const html = await readFile(path.join(distDir, 'index.html'));
        return sendCompressed(
          request,
          reply.header('cache-control', CACHE_HTML).type('text/html; charset=utf-8'),
          html,
        );
      }
      return reply
        .status(404)
        .send({ success: false, message: `${SERVER_MESSAGES.notFound}: ${request.method} ${pathname}` });
    });
  },
  { name: 'web' },
);
