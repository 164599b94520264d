import { SERVER_MESSAGES } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const allUsers = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/all-users', headers });

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('GET /api/auth/all-users', () => {
  it('lists every account for an admin, without password hashes or internals', async () => {
    const admin = await createAdmin(t.app);
    const student = await registerAndLogin(t.app);

    const response = await allUsers(bearer(admin.token));

    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: { users: { _id: string; role: string }[] } }>();
    expect(body.success).toBe(true);
    expect(body.data.users).toEqual(expect.arrayContaining([admin.user, student.user]));
    expect(body.data.users.find((user) => user._id === admin.user._id)?.role).toBe('admin');
    const keys = keysOf(body);
    expect(keys.filter((key) => /password|hash|token|google/i.test(key))).toEqual([]);
    expect(response.body).not.toMatch(/\$argon2/);
    expect(Object.keys(body.data.users[0] ?? {}).sort()).toEqual([
      '_id',
      'email',
      'emailVerified',
      'name',
      'phone',
      'role',
    ]);
  });

  it('answers 403 for a student', async () => {
    const student = await registerAndLogin(t.app);

    const response = await allUsers(bearer(student.token));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
  });

  it('answers 401 for a visitor', async () => {
    const response = await allUsers();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
  });

  it('answers 401 for an admin who has signed out', async () => {
    const admin = await createAdmin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(admin.token) });

    const response = await allUsers(bearer(admin.token));

    expect(response.statusCode).toBe(401);
  });
});
