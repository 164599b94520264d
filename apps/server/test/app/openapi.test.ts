import { registerBodySchema } from '@academy/shared/auth';
import { Validator } from '@seriousme/openapi-schema-validator';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import serverPackage from '../../package.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../support/app';

type RegisteredRoute = { method: string; url: string; access: unknown };

/**
 * Every route the app registers, as Fastify's router gets it. Fastify offers no list of its
 * routes (printRoutes merges parameters of one node, `:code|:id`), so the factory is wrapped
 * to add an onRoute hook before any plugin runs; the app is otherwise Fastify's own.
 */
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteLog: typeof actual.default = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registered.push({ method, url: route.url, access: route.config?.access });
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: Object.assign(withRouteLog, actual.default) };
});

type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
type OpenapiDocument = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: OpenapiDocument;
  /** The API's routes; Fastify's HEAD twin of each GET is left out, as the document leaves it. */
  let apiRoutes: RegisteredRoute[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    document = response.json<OpenapiDocument>();
    const gets = new Set(registered.filter((route) => route.method === 'GET').map((route) => route.url));
    apiRoutes = registered.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        !(route.method === 'HEAD' && gets.has(route.url)),
    );
  });
  afterAll(() => testApp?.close());

  it('documents every route registered under /api, and nothing else', () => {
    expect(apiRoutes.length).toBeGreaterThan(80);
    const missing = apiRoutes
      .filter((route) => !document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(apiRoutes.length);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('is valid OpenAPI 3, named and versioned as the store', async () => {
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({
      title: 'Kalakriti Design Academy store API',
      version: serverPackage.version,
    });
    expect(document.servers).toEqual([{ url: testApp.config.publicUrl }]);
    expect(document.components.securitySchemes['bearerAuth']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('tags each operation with its module and says which ones need a sign-in', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const route of apiRoutes) {
      const operation = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.url}`;
      if (!operation) continue; // the first test names it
      expect(operation.tags, where).toHaveLength(1);
      expect(tags.has(operation.tags![0]!), `${where}: tag ${operation.tags![0]} is not listed`).toBe(true);
      if (route.access === 'public') expect(operation.security, where).toBeUndefined();
      else expect(operation.security, where).toEqual([{ bearerAuth: [] }]);
      if (route.access === 'admin') expect(operation.responses['403'], where).toBeDefined();
    }
  });

  it('gives every answer a description, and a media type to every success that has a body', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.description, `${method} ${path} ${status}`).toMatch(/\w/);
          // 204 No Content and answers to HEAD have no body by definition.
          if (/^2/.test(status) && status !== '204' && method !== 'head') {
            expect(response.content, `${method} ${path} ${status}`).toBeDefined();
          }
        }
      }
    }
  });

  it('describes request bodies from the route schemas, uploads and PDFs by their media types', () => {
    const register = document.paths['/api/auth/register']!['post']!;
    const body = register.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties!).sort()).toEqual(Object.keys(registerBodySchema.shape).sort());
    expect(body.properties).toHaveProperty('email');
    expect(body.properties).toHaveProperty('password');

    const upload = document.paths['/api/media/upload']!['post']!;
    expect(upload.requestBody!.content['multipart/form-data']!.schema.properties).toHaveProperty('file');
    const invoice = document.paths['/api/orders/{orderId}/invoice']!['get']!;
    expect(invoice.responses['200']!.content).toHaveProperty(['application/pdf']);
    const csv = document.paths['/api/admin/orders/export.csv']!['get']!;
    expect(csv.responses['200']!.content).toHaveProperty(['text/csv']);
  });

  it('serves the reader as a page, with its scripts from this server', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/^\/api\/docs\//);
      const asset = await testApp.app.inject({ method: 'GET', url: script });
      expect(asset.statusCode, script).toBe(200);
      expect(asset.headers['content-type'], script).toMatch(/javascript/);
    }
  });
});
