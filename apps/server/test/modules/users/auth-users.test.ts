import { allUsersResponseSchema } from '@academy/shared/auth';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const allUsers = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/auth/all-users?${query}`, headers });

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
    expect(body.data.users).toEqual(
      expect.arrayContaining([
        { ...admin.user, createdAt: expect.any(String), disabled: false },
        { ...student.user, createdAt: expect.any(String), disabled: false },
      ]),
    );
    expect(body.data.users.find((user) => user._id === admin.user._id)?.role).toBe('admin');
    const keys = keysOf(body);
    expect(keys.filter((key) => /password|hash|token|google/i.test(key))).toEqual([]);
    expect(response.body).not.toMatch(/\$argon2/);
    expect(Object.keys(body.data.users[0] ?? {}).sort()).toEqual([
      '_id',
      'createdAt',
      'disabled',
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

describe('GET /api/auth/all-users, a page at a time', () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  /** Thirty accounts named "Pager NN", joined a minute apart in 2020 (before anyone else), NN = 00 the first. */
  const PAGERS = 30;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    await t.db.insert(users).values(
      Array.from({ length: PAGERS }, (_, index) => {
        const number = String(index).padStart(2, '0');
        return {
          name: index % 2 === 0 ? `Pager ${number}` : `pager ${number}`,
          email: `pager-${number}@paging.example`,
          phone: `+91 70000 000${number}`,
          role: index === 7 ? ('admin' as const) : ('user' as const),
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
        };
      }),
    );
  });

  async function list(query: string) {
    const response = await allUsers(bearer(admin.token), query);
    expect(response.statusCode, response.body).toBe(200);
    const body = allUsersResponseSchema.parse(response.json());
    return {
      names: body.data.users.map((user) => user.name),
      pagination: body.pagination,
      users: body.data.users,
    };
  }

  it('says when each account joined, oldest first when asked', async () => {
    const oldest = await list('q=pager&sort=date&dir=asc&limit=3');
    expect(oldest.users.map((user) => user.createdAt)).toEqual([
      '2020-01-01T00:00:00.000Z',
      '2020-01-01T00:01:00.000Z',
      '2020-01-01T00:02:00.000Z',
    ]);
  });

  it(`answers the newest ${ADMIN_PAGE_SIZE} accounts by default, and says which page is next`, async () => {
    const first = await list('');
    const total = first.pagination.total;
    const lastPage = Math.ceil(total / ADMIN_PAGE_SIZE);
    const last = await list(`page=${lastPage}`);

    expect(total).toBeGreaterThan(PAGERS);
    expect(first.users).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.users[0]?._id).toBe(admin.user._id);
    expect(first.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total, nextPage: 2 });
    // The oldest account closes the last page.
    expect(last.names.at(-1)).toBe('Pager 00');
    expect(last.pagination).toEqual({ page: lastPage, limit: ADMIN_PAGE_SIZE, total, nextPage: null });
  });

  it('finds text anywhere in the name, the email or the phone, whatever its case', async () => {
    const byName = await list('q=PAGER%202&limit=100');
    const byEmail = await list('q=pager-13@&limit=100');
    const byPhone = await list('q=70000%2000029');

    expect(byName.names).toEqual([
      'pager 29',
      'Pager 28',
      'pager 27',
      'Pager 26',
      'pager 25',
      'Pager 24',
      'pager 23',
      'Pager 22',
      'pager 21',
      'Pager 20',
    ]);
    expect(byName.pagination.total).toBe(10);
    expect(byEmail.names).toEqual(['pager 13']);
    expect(byPhone.names).toEqual(['pager 29']);
    expect((await list('q=%25')).pagination.total).toBe(0);
  });

  it('keeps students or admins only, and both for a blank role', async () => {
    const admins = await list('q=pager&role=admin');
    const students = await list('q=pager&role=user');
    const both = await list('q=pager&role=');

    expect(admins.names).toEqual(['pager 07']);
    expect(admins.users[0]?.role).toBe('admin');
    expect(students.pagination.total).toBe(PAGERS - 1);
    expect(students.users.every((user) => user.role === 'user')).toBe(true);
    expect(both.pagination.total).toBe(PAGERS);
  });

  it('totals every account, and each role, as a count of the rows would', async () => {
    const [counted] = await t.db
      .select({ all: count(), admins: count(sql`case when ${users.role} = 'admin' then 1 end`) })
      .from(users);
    const all = await list('');
    const students = await list('role=user');
    const admins = await list('role=admin');

    expect(all.pagination.total).toBe(counted?.all);
    expect(admins.pagination.total).toBe(counted?.admins);
    expect(students.pagination.total).toBe((counted?.all ?? 0) - (counted?.admins ?? 0));
    expect(admins.users.every((user) => user.role === 'admin')).toBe(true);
  });

  it('sorts by name or email either way, and by joining date either way', async () => {
    const byName = await list('q=pager&sort=name&limit=3');
    const byNameDown = await list('q=pager&sort=name&dir=desc&limit=3');
    const byEmailDown = await list('q=pager&sort=email&dir=desc&limit=2');
    const oldest = await list('q=pager&sort=date&dir=asc&limit=2');

    // Names compare without case: "Pager 00" and "pager 01" are neighbours.
    expect(byName.names).toEqual(['Pager 00', 'pager 01', 'Pager 02']);
    expect(byNameDown.names).toEqual(['pager 29', 'Pager 28', 'pager 27']);
    expect(byEmailDown.users.map((user) => user.email)).toEqual([
      'pager-29@paging.example',
      'pager-28@paging.example',
    ]);
    expect(oldest.names).toEqual(['Pager 00', 'pager 01']);
  });

  it('pages without overlap: every account once across the pages', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`q=pager&sort=name&limit=12&page=${page}`)));

    const names = pages.flatMap((page) => page.names);
    expect(names).toHaveLength(PAGERS);
    expect(new Set(names).size).toBe(PAGERS);
    expect(pages.map((page) => page.pagination.nextPage)).toEqual([2, 3, null]);
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be 1 or more'],
    ['role=owner', 'role must be one of user, admin'],
    ['sort=phone', 'sort must be one of date, name, email'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await allUsers(bearer(admin.token), query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });
});
