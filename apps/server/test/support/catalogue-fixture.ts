import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from './app';

type Account = Awaited<ReturnType<typeof createAdmin>>;

/**
 * What a catalogue test file (courses, assets) works with: the app, an admin who is the
 * catalogue's instructor and a student, made before the file's tests and closed after them.
 * Call it at the top level of the file; read `t`, `admin` and `student` inside tests only.
 */
export function useCatalogueFixture(categoryPrefix: string) {
  let t: TestApp | undefined;
  let accounts: { admin: Account; student: Account } | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = {
      admin: await createAdmin(t.app, { name: 'Meera Kulkarni' }),
      student: await registerAndLogin(t.app),
    };
  });
  afterAll(async () => {
    await t?.close();
  });
  const current = () => {
    if (!t || !accounts) throw new Error('The catalogue fixture is made in beforeAll: read it inside a test');
    return { t, ...accounts };
  };

  let categoryCounter = 0;
  return {
    get t() {
      return current().t;
    },
    get admin() {
      return current().admin;
    },
    get student() {
      return current().student;
    },
    /** A category no other test uses, so lists filtered by it hold only this test's items. */
    uniqueCategory: () => `${categoryPrefix} ${++categoryCounter}-${randomUUID().slice(0, 8)}`,
    adminHeaders: () => bearer(current().admin.token),
    get: (url: string, headers: Record<string, string> = {}) =>
      current().t.app.inject({ method: 'GET', url, headers }),
  };
}
