import { rmSync } from 'node:fs';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { createTokenService } from '../../../src/modules/auth/tokens';
import { createUser } from '../../../src/modules/users/service';
import { assertSelfOrAdmin, authPlugin } from '../../../src/plugins/auth';
import { readCallerAccounts } from '../../../src/modules/users/caller-accounts';
import { dbPlugin } from '../../../src/plugins/db';
import { errorsPlugin } from '../../../src/plugins/errors';
import { bearer, createTestConfig, newCredentials, TEST_JWT_SECRET } from '../../support/app';
import { createTestDatabase, type TestDatabase } from '../../support/database';

const tokens = createTokenService(TEST_JWT_SECRET, '1h');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Fastify with the db, errors and auth plugins, as buildApp registers them. */
async function tinyApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(dbPlugin, { db: database.db });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { tokens, callerAccounts: readCallerAccounts(database.db) });
  return app;
}

const openApps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
});

describe('every /api route declares who may call it', () => {
  it('refuses to start with an /api route that has no config.access', async () => {
    const app = await tinyApp();
    openApps.push(app);
    app.register(
      async (api) => {
        api.get('/forgotten', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );

    await expect(app.ready()).rejects.toThrow('Route GET /api/forgotten does not declare config.access');
  });

  it('refuses an access level it does not know', async () => {
    const app = await tinyApp();
    openApps.push(app);
    app.register(
      async (api) => {
        api.get('/typo', { config: { access: 'users' as 'user' } }, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );

    await expect(app.ready()).rejects.toThrow(/does not declare config.access/);
  });

  it('refuses such a route added to the real app too', async () => {
    const config = createTestConfig();
    const app = await buildApp({ config, db: database.db });
    openApps.push(app);

    expect(() => app.post('/api/auth/sneaky', async () => ({ ok: true }))).toThrow(
      'Route POST /api/auth/sneaky does not declare config.access',
    );
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('leaves routes outside /api alone', async () => {
    const app = await tinyApp();
    openApps.push(app);
    app.get('/robots.txt', async () => 'User-agent: *');

    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });
});

describe('assertSelfOrAdmin', () => {
  let app: FastifyInstance;
  let student: { id: string; token: string };
  let otherStudent: { id: string; token: string };
  let admin: { id: string; token: string };

  async function account(role: 'user' | 'admin') {
    const row = await createUser(database.db, { ...newCredentials(), role });
    if (!row) throw new Error('could not create the account');
    return {
      id: row.id,
      token: await tokens.sign({ userId: row.id, role: row.role, tokenVersion: row.tokenVersion }),
    };
  }

  beforeAll(async () => {
    app = await tinyApp();
    app.get<{ Params: { userId: string } }>(
      '/api/users/:userId/things',
      { config: { access: 'user' } },
      async (request) => {
        const caller = assertSelfOrAdmin(request, request.params.userId);
        return { success: true, data: { callerId: caller.id, userId: request.params.userId } };
      },
    );
    await app.ready();
    [student, otherStudent, admin] = await Promise.all([account('user'), account('user'), account('admin')]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const things = (userId: string, token?: string) =>
    app.inject({ method: 'GET', url: `/api/users/${userId}/things`, headers: token ? bearer(token) : {} });

  it('lets a student act on their own account', async () => {
    const response = await things(student.id, student.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { callerId: student.id, userId: student.id } });
  });

  it("refuses a student acting on another student's account with 403", async () => {
    const response = await things(otherStudent.id, student.token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.notYourAccount });
  });

  it("lets an admin act on a student's account", async () => {
    const response = await things(student.id, admin.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { callerId: admin.id, userId: student.id } });
  });

  it('answers 401 to a visitor before looking at the id', async () => {
    const response = await things(student.id);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
  });
});
