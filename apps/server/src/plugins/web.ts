import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app, and answers every unknown non-API GET with index.html so
 * the client router can show the page (or its 'Page Not Found'). Unknown `/api` paths
 * get a JSON 404.
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
        setHeaders(response, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn('The web app is not built (npm run build): only the API is served.');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (!isApi && distDir && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ success: false, message: `${SERVER_MESSAGES.notFound}: ${request.method} ${pathname}` });
    });
  },
  { name: 'web' },
);
