import { SERVER_MESSAGES } from '@academy/shared/messages';
import type * as FastifyModule from 'fastify';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../support/app';

/**
 * Issue 6: every admin route refuses visitors (401) and students (403). Rather than a list kept
 * by hand, the test collects the routes the real app registers (an onRoute hook on every Fastify
 * instance this file creates) and checks each one declared `config.access: 'admin'`; a second
 * test makes sure the admin set holds the admin calls of SPEC §7 and issue 6, and that nothing
 * else under /api/admin or the media upload paths is open to non-admins.
 */
const registered = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: Object.assign(create, actual.default) };
});

type Route = { method: HTTPMethods; url: string };

/** An id-shaped value for every path parameter: the access check runs before any lookup. */
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, SOME_ID);

const routesWith = (predicate: (route: RouteOptions) => boolean): Route[] => {
  const seen = new Map<string, Route>();
  for (const route of registered.filter(predicate)) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET; the GET is the route under test.
      if (method === 'HEAD') continue;
      seen.set(`${method} ${route.url}`, { method, url: route.url });
    }
  }
  return [...seen.values()].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
};

/** The admin calls of SPEC §7 (under the server's /api prefix) and those issue 6 adds. */
const EXPECTED_ADMIN_ROUTES = [
  'GET /api/auth/all-users',
  'GET /api/admin/course/get',
  'GET /api/admin/course/get/details/:id',
  'POST /api/admin/course/add',
  'PUT /api/admin/course/update/:id',
  'DELETE /api/admin/course/delete/:id',
  'GET /api/admin/course/all-manual-access',
  'POST /api/admin/course/grant-manual-access',
  'DELETE /api/admin/course/remove-manual-access',
  'POST /api/admin/coupon/create',
  'GET /api/admin/coupon/:code',
  'GET /api/admin/coupon/all',
  'DELETE /api/admin/coupon/:id',
  'POST /api/media/upload',
  'POST /api/media/raw/upload',
  'POST /api/media/bulk-upload',
  'DELETE /api/media/delete/:id',
  'POST /api/student/digital-assets/create',
  'PUT /api/student/digital-assets/update/:id',
  'DELETE /api/student/digital-assets/delete/:id',
  'GET /api/admin/digital-assets/detail/:id',
  'GET /api/admin/dashboard',
  'GET /api/admin/users/search',
  'GET /api/admin/enquiries',
];

/** Under /api/admin, only applying a coupon is a student's call (SPEC §7 Coupons). */
const STUDENT_CALLS_UNDER_ADMIN = ['POST /api/admin/coupon/apply'];

let t: TestApp;
let adminRoutes: Route[];
let student: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = routesWith((route) => route.config?.access === 'admin');
  student = (await registerAndLogin(t.app)).token;
  admin = (await createAdmin(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

describe('the admin routes the app registers', () => {
  it('include every admin call of SPEC §7 and issue 6', () => {
    const names = adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(EXPECTED_ADMIN_ROUTES));
  });

  it('are all the routes under /api/admin and the media upload and delete paths, but applying a coupon', () => {
    const open = routesWith(
      (route) =>
        route.config?.access !== 'admin' &&
        (route.url.startsWith('/api/admin/') ||
          /^\/api\/media\/(upload|raw\/upload|bulk-upload|delete\/)/.test(route.url)),
    ).map((route) => `${route.method} ${route.url}`);
    expect(open).toEqual(STUDENT_CALLS_UNDER_ADMIN);
  });
});

describe('every admin route', () => {
  const inject = (route: Route, token?: string) =>
    t.app.inject({ method: route.method, url: concrete(route.url), headers: token ? bearer(token) : {} });

  it('refuses a visitor with 401 and the sign-in message', async () => {
    const answers = await Promise.all(
      adminRoutes.map(async (route) => {
        const response = await inject(route);
        return { route: `${route.method} ${route.url}`, status: response.statusCode, body: response.json() };
      }),
    );
    expect(answers.length).toBeGreaterThanOrEqual(EXPECTED_ADMIN_ROUTES.length);
    for (const answer of answers) {
      expect(answer, answer.route).toEqual({
        route: answer.route,
        status: 401,
        body: { success: false, message: SERVER_MESSAGES.authRequired },
      });
    }
  });

  it('refuses a student with 403 and the admins-only message', async () => {
    for (const route of adminRoutes) {
      const response = await inject(route, student);
      expect(
        { route: `${route.method} ${route.url}`, status: response.statusCode, body: response.json() },
        `${route.method} ${route.url}`,
      ).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        body: { success: false, message: SERVER_MESSAGES.adminOnly },
      });
    }
  });

  it('lets an admin past the access check (whatever the request itself then lacks)', async () => {
    for (const route of adminRoutes) {
      const response = await inject(route, admin);
      expect([401, 403], `${route.method} ${route.url} answered ${response.body}`).not.toContain(
        response.statusCode,
      );
    }
  });
});
