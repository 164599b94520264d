import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { everyResponseMatches, responseSchemas } from './contract-schemas';

type RegisteredRoute = { endpoint: string; responses: Record<string, unknown> };

/** Every route as Fastify gets it, through an onRoute hook added before any plugin runs. */
const registered = vi.hoisted(() => [] as RegisteredRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteLog: typeof actual.default = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registered.push({
          endpoint: `${method} ${route.url.replace(/^\/api(?=\/)/, '')}`,
          responses: (route.schema?.response ?? {}) as Record<string, unknown>,
        });
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: Object.assign(withRouteLog, actual.default) };
});

/** The schema a route encodes its success with: its 200, else its 201 or 202. */
const successSchema = (route: RegisteredRoute) =>
  route.responses['200'] ?? route.responses['201'] ?? route.responses['202'];

describe('the ApiContract the web app calls the server by', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('names every response schema exactly as the contract types it', () => {
    expect(everyResponseMatches).toBe(true);
  });

  it.each(Object.entries(responseSchemas))(
    '%s is a route that answers with that schema',
    (endpoint, schema) => {
      const [method = '', path = ''] = endpoint.split(' ');
      expect(testApp.app.hasRoute({ method, url: `/api${path}` }), endpoint).toBe(true);
      const route = registered.find((candidate) => candidate.endpoint === endpoint);
      expect(route, `${endpoint} is registered`).toBeDefined();
      expect(route && successSchema(route), `${endpoint}'s success schema`).toBe(schema);
    },
  );
});
