import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricsSettings } from '../config';
import { createMetrics, type Metrics, UNMATCHED_ROUTE } from '../infrastructure/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when metrics are on (METRICS_PORT or METRICS_TOKEN). */
    metrics: (Metrics & { listenerAddress(): AddressInfo | undefined }) | undefined;
  }
}

const notFound = (method: string, pathname = '/metrics') => ({
  success: false,
  message: `${SERVER_MESSAGES.notFound}: ${method} ${pathname}`,
});

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

/** Compares digests, so neither the token's content nor its length leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * Prometheus metrics (infrastructure/metrics), exposed two ways: METRICS_PORT starts a small
 * listener of its own serving /metrics without a token, for a private network; METRICS_TOKEN
 * serves GET /metrics on the main port to `Authorization: Bearer <token>`. With neither, nothing
 * is measured and /metrics is a JSON 404 like any unknown path (not the web app's page).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { settings: MetricsSettings; production: boolean }) => {
    const { port, host, token } = options.settings;
    if (port === undefined && !token) {
      app.decorate('metrics', undefined);
      app.get('/metrics', async (request, reply) => reply.status(404).send(notFound(request.method)));
      if (options.production) {
        app.log.info(
          'Metrics are off: set METRICS_PORT (a private listener) or METRICS_TOKEN (GET /metrics with a bearer token) to turn them on.',
        );
      }
      return;
    }

    const metrics = createMetrics({ db: app.db, jobQueue: app.jobs, log: app.log });
    let listener: Server | undefined;
    app.decorate('metrics', {
      ...metrics,
      listenerAddress: () => (listener?.address() as AddressInfo | null) ?? undefined,
    });

    // Each request counts once: answered, or abandoned by its client before the answer went out.
    const counted = new WeakSet<FastifyRequest>();
    app.addHook('onResponse', async (request, reply) => {
      if (counted.has(request)) return;
      counted.add(request);
      metrics.request({
        method: request.method,
        route: routeOf(request),
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
    app.addHook('onRequestAbort', async (request) => {
      if (counted.has(request)) return;
      counted.add(request);
      metrics.aborted(request.method, routeOf(request));
    });
    app.addHook('onError', async (_request, _reply, error) => {
      metrics.requestError(error);
    });

    if (token) {
      app.get('/metrics', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!sameToken(bearerToken(request.headers.authorization), token)) {
          return reply.status(401).header('www-authenticate', 'Bearer').send({
            success: false,
            message: 'A valid metrics token is required (Authorization: Bearer …).',
          });
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      });
    } else {
      app.get('/metrics', async (request, reply) => reply.status(404).send(notFound(request.method)));
    }

    if (port !== undefined) {
      listener = createServer((request, response) => {
        const pathname = (request.url ?? '/').split('?')[0] ?? '/';
        if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
          sendJson(response, 404, notFound(request.method ?? 'GET', pathname));
          return;
        }
        metrics.registry.metrics().then(
          (text) => {
            response.writeHead(200, {
              'content-type': metrics.registry.contentType,
              'cache-control': 'no-store',
            });
            response.end(request.method === 'HEAD' ? undefined : text);
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics could not be collected');
            sendJson(response, 500, { success: false, message: SERVER_MESSAGES.internalError });
          },
        );
      });
      app.addHook('onReady', async () => {
        const server = listener as Server;
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
          });
        });
        const address = server.address() as AddressInfo;
        app.log.info(`Metrics for Prometheus: http://${address.address}:${address.port}/metrics`);
      });
    }

    app.addHook('onClose', async () => {
      metrics.close();
      if (!listener?.listening) return;
      const server = listener;
      // Prometheus keeps its connection open between scrapes: close it rather than wait for it.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
