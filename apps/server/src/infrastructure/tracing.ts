import {
  type Attributes,
  type Context,
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapPropagator,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import type { TracingSettings } from '../config';

/*
 * OpenTelemetry traces (issue 26): requests (plugins/tracing.ts), database statements
 * (db/client.ts traceStatements) and job runs (traceJob), sent over OTLP/HTTP when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. Unset, the SDK is never loaded: it is imported here on
 * demand, so a store without a collector starts as fast as before, and each place that could
 * trace costs one check of `activeTracing`.
 *
 * Spans are made by hand around Fastify's hooks, the database client and the job runner rather
 * than by OpenTelemetry's auto-instrumentations: those patch modules as they are `require`d, and
 * the production server is one esbuild bundle that requires nothing of what they watch.
 */

export type Tracing = {
  tracer: Tracer;
  /** The trace a request belongs to, from its `traceparent` header (a proxy's), or a new one. */
  parentOf(headers: Record<string, string | string[] | undefined>): Context;
  /** Sends the spans not sent yet and stops; later spans are dropped. */
  shutdown(): Promise<void>;
};

/** The tracing started last in this process; spans made while there is none cost nothing. */
let activeTracing: Tracing | undefined;

export const tracingActive = (): Tracing | undefined => activeTracing;

/** Where an OTLP/HTTP collector takes traces, from its base address (the spec's rule for the variable). */
export const tracesUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/v1/traces`;

export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  const [sdk, exporters, resources, contextManagers, core] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new exporters.OTLPTraceExporter({ url: tracesUrl(settings.endpoint) }),
      }),
    ],
  });
  // A statement's span finds its request's through the async context; without a context manager
  // every span would start a trace of its own. It is global to the process, like the tracing.
  context.setGlobalContextManager(new contextManagers.AsyncLocalStorageContextManager().enable());
  const propagator: TextMapPropagator = new core.W3CTraceContextPropagator();
  const tracing: Tracing = {
    tracer: provider.getTracer('kalakriti-store'),
    parentOf: (headers) => propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter),
    async shutdown() {
      if (activeTracing === tracing) {
        activeTracing = undefined;
        context.disable();
      }
      await provider.shutdown();
    },
  };
  activeTracing = tracing;
  return tracing;
}

/** Ends `span` as failed by `error`, or as fine. */
export function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error),
    });
  }
  span.end();
}

/**
 * Runs one job `fn` in a span of its own (`job <kind>`), a trace's root: a job is not part of
 * the request or the poll that happened to start the worker. Its statements become its children.
 * Without tracing it is `fn()`.
 */
export function traceJob<T>(kind: string, id: number | string, fn: () => Promise<T>): Promise<T> {
  const tracing = activeTracing;
  if (!tracing) return fn();
  const attributes: Attributes = { 'job.kind': kind, 'job.id': String(id) };
  return tracing.tracer.startActiveSpan(
    `job ${kind}`,
    { kind: SpanKind.CONSUMER, root: true, attributes },
    async (span) => {
      try {
        const result = await fn();
        endSpan(span);
        return result;
      } catch (error) {
        endSpan(span, error);
        throw error;
      }
    },
  );
}

/** A statement's text as the database gets it (parameters as $1, $2, …: no values), bounded. */
const MAX_STATEMENT_CHARS = 2000;

function statementOf(query: unknown): string | undefined {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object') {
    // A pg Submittable (a cursor) reports when it is done by events of its own: left untraced.
    if (typeof (query as { submit?: unknown }).submit === 'function') return undefined;
    const text = (query as { text?: unknown }).text;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/**
 * Replaces `target[method]` (a driver's `query(statement, values?, options or callback?)`)
 * with one that runs each statement in a span, a child of the request's or the job's.
 * A statement outside any span (the worker's polls, start-up work) is not traced: alone, it
 * would be a trace of its own every second. Both the promise and the callback forms are kept.
 */
export function traceQueryMethod(target: object, method: string, tracer: Tracer): void {
  const original = (target as Record<string, unknown>)[method];
  if (typeof original !== 'function') return;
  const traced = function (this: unknown, ...args: unknown[]): unknown {
    const parent = context.active();
    const statement = statementOf(args[0]);
    if (statement === undefined || !trace.getSpan(parent)) return original.apply(this, args);
    const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracer.startSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': statement.slice(0, MAX_STATEMENT_CHARS),
        },
      },
      parent,
    );
    const last = args.length - 1;
    const callback = args[last];
    if (last > 0 && typeof callback === 'function') {
      args[last] = function (this: unknown, error: unknown, ...results: unknown[]) {
        endSpan(span, error ?? undefined);
        return callback.call(this, error, ...results);
      };
      return original.apply(this, args);
    }
    try {
      const result: unknown = original.apply(this, args);
      if (result instanceof Promise) {
        result.then(
          () => endSpan(span),
          (error: unknown) => endSpan(span, error),
        );
      } else {
        endSpan(span);
      }
      return result;
    } catch (error) {
      endSpan(span, error);
      throw error;
    }
  };
  (target as Record<string, unknown>)[method] = traced;
}
