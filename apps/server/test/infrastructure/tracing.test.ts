import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdapters } from '../../src/adapters';
import { traceJob, tracingActive } from '../../src/infrastructure/tracing';
import { createTestApp, createTestConfig, type TestApp } from '../support/app';

/** One span as OTLP/HTTP JSON carries it (the fields these tests read). */
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

/** A stand-in OpenTelemetry collector: records what is POSTed to /v1/traces. */
async function startCollector() {
  const received: { path: string; contentType: string; body: OtlpExport }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    spans: () =>
      received.flatMap(({ body }) =>
        body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let spans: OtlpSpan[];
  const proxyTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';

  beforeAll(async () => {
    collector = await startCollector();
    const t: TestApp = await createTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.endpoint}/`,
      OTEL_SERVICE_NAME: 'store-under-test',
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/student/course/get?page=1' })).statusCode).toBe(
        200,
      );
      const joined = await t.app.inject({
        method: 'GET',
        url: '/api/student/course/get',
        headers: { traceparent: `00-${proxyTraceId}-00f067aa0ba902b7-01` },
      });
      expect(joined.statusCode).toBe(200);
      // A request whose body comes over a real socket, read in the socket's own events: its
      // handler's statements still belong to its span.
      const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const enquiry = await fetch(`${origin}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Asha Rao',
          email: 'asha@example.com',
          address: '12 MG Road, Pune',
          subject: 'Weekend batch',
          gender: 'female',
          message: 'When does the next offline batch start?',
        }),
      });
      expect(enquiry.status).toBe(201);
      await traceJob('tracing.test', 42, async () => {
        await t.db.execute(sql`select 1 as traced_in_a_job`);
      });
      // A job the queue runs goes through traceJob too.
      t.app.jobs.register('tracing.queued', async () => {
        await t.db.execute(sql`select 1 as traced_in_a_queued_job`);
      });
      await t.app.jobs.enqueue(t.db, 'tracing.queued');
      expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
      // A statement outside any request or job (the worker's polls) makes no trace of its own.
      await t.db.execute(sql`select 1 as outside_any_span`);
    } finally {
      // Closing the app sends the spans not sent yet.
      await t.close();
    }
    spans = collector.spans();
  });
  afterAll(async () => {
    await collector?.close();
  });

  it('posts OTLP JSON to <endpoint>/v1/traces with the service name', () => {
    expect(collector.received.length).toBeGreaterThan(0);
    expect(collector.received.every(({ path }) => path === '/v1/traces')).toBe(true);
    expect(collector.received[0]?.contentType).toMatch(/^application\/json/);
    const service = collector.received[0]?.body.resourceSpans[0]?.resource.attributes.find(
      ({ key }) => key === 'service.name',
    );
    expect(service?.value.stringValue).toBe('store-under-test');
  });

  it('makes a span per request, named by its route, with its statements as children', () => {
    const requests = spans.filter((span) => span.name === 'GET /api/student/course/get');
    expect(requests).toHaveLength(2);
    const [first] = requests;
    expect(first?.kind).toBe(SERVER);
    expect(attribute(first as OtlpSpan, 'http.route')).toBe('/api/student/course/get');
    expect(attribute(first as OtlpSpan, 'http.response.status_code')).toBe(200);
    const statements = spans.filter((span) => span.parentSpanId === first?.spanId);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.kind).toBe(CLIENT);
      expect(statement.traceId).toBe(first?.traceId);
      expect(attribute(statement, 'db.system.name')).toBe('postgresql');
      expect(String(attribute(statement, 'db.query.text'))).toMatch(/^\s*(select|with)\b/i);
    }
  });

  it('keeps a POST handler’s statements in its request’s trace', () => {
    const request = spans.find((span) => span.name === 'POST /api/enquiries');
    expect(request).toBeDefined();
    const statements = spans.filter((span) => span.parentSpanId === request?.spanId);
    expect(statements.some((span) => /insert/i.test(String(attribute(span, 'db.query.text'))))).toBe(true);
  });

  it('joins the trace of a request that carries a traceparent header', () => {
    const joined = spans.find(
      (span) => span.name === 'GET /api/student/course/get' && span.traceId === proxyTraceId,
    );
    expect(joined?.parentSpanId).toBe('00f067aa0ba902b7');
  });

  it('makes a root span per job run, with its statements as children', () => {
    const job = spans.find((span) => span.name === 'job tracing.test');
    expect(job?.kind).toBe(CONSUMER);
    expect(job?.parentSpanId ?? '').toBe('');
    expect(attribute(job as OtlpSpan, 'job.kind')).toBe('tracing.test');
    expect(attribute(job as OtlpSpan, 'job.id')).toBe('42');
    const statement = spans.find((span) => span.parentSpanId === job?.spanId);
    expect(attribute(statement as OtlpSpan, 'db.query.text')).toMatch(/traced_in_a_job/);
  });

  it('traces the jobs the queue runs', () => {
    const job = spans.find((span) => span.name === 'job tracing.queued');
    expect(job?.kind).toBe(CONSUMER);
    const statements = spans.filter((span) => span.parentSpanId === job?.spanId);
    expect(
      statements.some((span) => /traced_in_a_queued_job/.test(String(attribute(span, 'db.query.text')))),
    ).toBe(true);
  });

  it('leaves a statement outside any request or job untraced', () => {
    expect(spans.some((span) => /outside_any_span/.test(String(attribute(span, 'db.query.text'))))).toBe(
      false,
    );
  });
});

describe('no tracing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('starts nothing: no tracing adapter, and a job runs untraced', async () => {
    const config = createTestConfig();
    expect(config.tracing).toBeUndefined();
    const adapters = buildAdapters(config);
    expect(adapters.tracing).toBeUndefined();
    await adapters.pdfWorkers.close();

    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/student/course/get' })).statusCode).toBe(200);
      expect(tracingActive()).toBeUndefined();
      await expect(traceJob('untraced', 1, async () => 'done')).resolves.toBe('done');
    } finally {
      await t.close();
    }
  });
});
