import { type Context, context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endSpan, type Tracing } from '../infrastructure/tracing';

type Traced = { span: Span; context: Context; ended: boolean };

/**
 * A span for each request (issue 26, infrastructure/tracing.ts), named by its route pattern
 * (`GET /api/courses/:slug`, never the URL with its ids and query), so the statements and calls
 * made while answering are its children. Registered only when tracing is on; buildApp shuts the
 * tracing down (sending the last spans) after the job worker stopped.
 *
 * The span is made current with `context.with(…, done)` in two hooks: onRequest, and preHandler
 * again, because a request's body is read from the socket's own events, which resume the
 * lifecycle outside the context onRequest set.
 */
export const tracingPlugin = fp(
  async (app: FastifyInstance, { tracing }: { tracing: Tracing }) => {
    const traced = new WeakMap<FastifyRequest, Traced>();

    const finish = (request: FastifyRequest, statusCode: number | undefined, error?: unknown) => {
      const entry = traced.get(request);
      if (!entry || entry.ended) return;
      entry.ended = true;
      if (statusCode === undefined) {
        entry.span.setAttribute('http.request.aborted', true);
      } else {
        entry.span.setAttribute('http.response.status_code', statusCode);
        // A 4xx is the client's mistake, not the store's: only 5xx marks the span failed.
        if (statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
      }
      endSpan(entry.span, error);
    };

    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      const parent = tracing.parentOf(request.headers);
      const span = tracing.tracer.startSpan(
        route ? `${request.method} ${route}` : request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'store.request_id': request.id,
            ...(route ? { 'http.route': route } : {}),
          },
        },
        parent,
      );
      const current = trace.setSpan(parent, span);
      traced.set(request, { span, context: current, ended: false });
      context.with(current, done);
    });
    app.addHook('preHandler', (request, _reply, done) => {
      const entry = traced.get(request);
      if (entry) context.with(entry.context, done);
      else done();
    });
    app.addHook('onError', async (request, _reply, error) => {
      traced.get(request)?.span.recordException(error);
    });
    app.addHook('onResponse', async (request, reply) => finish(request, reply.statusCode));
    app.addHook('onRequestAbort', async (request) => finish(request, undefined));
  },
  { name: 'tracing' },
);
