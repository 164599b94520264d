import { randomUUID } from 'node:crypto';
import type { GrantManualAccessResponse, StudentRef } from '@academy/shared/admin-access';
import { manualAccessListResponseSchema } from '@academy/shared/admin-access';
import { STUDENT_SEARCH_LIMIT } from '@academy/shared/admin-limits';
import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { users } from '../../../src/db/schema/users';
import { InvalidError, NotFoundError } from '../../../src/lib/errors';
import { grantManualAssetAccessIn } from '../../../src/workflows/grants/grants';
import { ownsAsset } from '../../../src/modules/access/ownership';
import { listAuditEvents } from '../../../src/modules/audit/service';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

type Account = Awaited<ReturnType<typeof registerAndLogin>>;

let t: TestApp;
let admin: Account;
let asha: Account;
let rohan: Account;
let kavya: Account;
let buyer: Account;
let typography: CourseDetail;
let branding: CourseDetail;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, { name: 'Academy Admin', email: `admin-${randomUUID()}@kalakriti.test` });
  asha = await registerAndLogin(t.app, { name: 'Asha Deshpande', email: `asha.${randomUUID()}@example.com` });
  rohan = await registerAndLogin(t.app, { name: 'Rohan Patil', email: `rohan.${randomUUID()}@example.com` });
  kavya = await registerAndLogin(t.app, { name: 'Kavya Iyer', email: `kavya.${randomUUID()}@example.com` });
  buyer = await registerAndLogin(t.app, {
    name: 'Nikhil Joshi',
    email: `nikhil.${randomUUID()}@example.com`,
  });
  typography = await addTestCourse(t.app, { title: 'Typography for Indian Scripts' });
  branding = await addTestCourse(t.app, { title: 'Brand Identity Design' });
  // Nikhil bought the typography course.
  await t.db
    .insert(entitlements)
    .values({ userId: buyer.user._id, courseId: typography._id, source: 'purchase' });
});
afterAll(async () => {
  await t?.close();
});

const grant = (payload: unknown, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/course/grant-manual-access',
    headers: bearer(token),
    payload: payload as object,
  });
const removal = (payload: unknown, token = admin.token) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/admin/course/remove-manual-access',
    headers: bearer(token),
    payload: payload as object,
  });
const listPage = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/course/all-manual-access?${query}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return manualAccessListResponseSchema.parse(response.json());
};
const list = async (query = '') => (await listPage(query)).data;
const purchaseInfo = (student: Account, course: CourseDetail) =>
  t.app.inject({
    method: 'GET',
    url: `/api/student/course/purchase-info/${course._id}/${student.user._id}`,
    headers: bearer(student.token),
  });
const ref = (account: Account): StudentRef => ({
  _id: account.user._id,
  name: account.user.name,
  email: account.user.email,
});
const entitlementOf = async (account: Account, course: CourseDetail) =>
  t.db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, account.user._id), eq(entitlements.courseId, course._id)));

describe('who may manage manual access', () => {
  it('refuses visitors with 401 and students with 403 on every route', async () => {
    const routes = [
      {
        method: 'POST' as const,
        url: '/api/admin/course/grant-manual-access',
        payload: { id: typography._id, studentIds: [asha.user._id] },
      },
      { method: 'GET' as const, url: '/api/admin/course/all-manual-access' },
      {
        method: 'DELETE' as const,
        url: '/api/admin/course/remove-manual-access',
        payload: { studentId: asha.user._id, courseId: typography._id },
      },
      { method: 'GET' as const, url: '/api/admin/users/search?q=asha' },
    ];
    for (const route of routes) {
      for (const [headers, status, message] of [
        [{}, 401, SERVER_MESSAGES.authRequired],
        [bearer(asha.token), 403, SERVER_MESSAGES.adminOnly],
      ] as const) {
        const response = await t.app.inject({ ...route, headers });
        expect(response.statusCode, route.url).toBe(status);
        expect(response.json()).toEqual({ success: false, message });
      }
    }
    expect(await entitlementOf(asha, typography)).toEqual([]);
  });
});

describe('POST /api/admin/course/grant-manual-access', () => {
  it('grants students named by id or email in one go; they can then open the course', async () => {
    expect((await purchaseInfo(asha, typography)).statusCode).toBe(404);
    const response = await grant({
      id: typography._id,
      studentIds: [asha.user._id, `  ${rohan.user.email.toUpperCase()} `, ''],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GrantManualAccessResponse>()).toEqual({
      success: true,
      message: 'Access to “Typography for Indian Scripts” granted to 2 students.',
      data: { courseId: typography._id, granted: [ref(asha), ref(rohan)], alreadyHadAccess: [] },
    });
    const [row] = await entitlementOf(asha, typography);
    expect(row).toMatchObject({ source: 'manual', grantedBy: admin.user._id, orderId: null });
    expect((await purchaseInfo(asha, typography)).json()).toEqual({ success: true, data: true });
  });

  it('skips students who already have access (a purchase or an earlier grant) and changes nothing for them', async () => {
    const response = await grant({
      id: typography._id,
      studentIds: `${asha.user._id}, ${buyer.user.email}, ${kavya.user._id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GrantManualAccessResponse>()).toMatchObject({
      message:
        'Access to “Typography for Indian Scripts” granted to 1 student. 2 students already had access.',
      data: { granted: [ref(kavya)], alreadyHadAccess: [ref(asha), ref(buyer)] },
    });
    expect(await entitlementOf(buyer, typography)).toMatchObject([{ source: 'purchase', grantedBy: null }]);
    expect(await entitlementOf(asha, typography)).toHaveLength(1);

    const again = await grant({ id: typography._id, studentIds: [kavya.user._id, kavya.user.email] });
    expect(again.json<GrantManualAccessResponse>()).toMatchObject({
      message: 'No new access to “Typography for Indian Scripts” was needed. 1 student already had access.',
      data: { granted: [], alreadyHadAccess: [ref(kavya)] },
    });
  });

  it('answers 400 naming every entry that is neither an id nor an email, and for a malformed course id', async () => {
    const cases = [
      [
        { id: branding._id, studentIds: [asha.user._id, 'abc', '12345', 'rohan@'] },
        'studentIds has entries that are neither a student id nor an email: abc, 12345, rohan@',
        'studentIds',
      ],
      [
        { id: branding._id, studentIds: [' ', ''] },
        'studentIds needs at least one student id or email',
        'studentIds',
      ],
      [{ id: branding._id }, 'studentIds is required', 'studentIds'],
      [{ id: 'typography', studentIds: [asha.user._id] }, 'id must be a valid course id', 'id'],
      [{ studentIds: [asha.user._id] }, 'id is required', 'id'],
    ] as const;
    for (const [payload, message, field] of cases) {
      const response = await grant(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field });
    }
    expect(await entitlementOf(asha, branding)).toEqual([]);
  });

  it('answers 404 naming an unknown course or unknown students, granting nobody', async () => {
    const missingCourse = randomUUID();
    const noCourse = await grant({ id: missingCourse, studentIds: [asha.user._id] });
    expect(noCourse.statusCode).toBe(404);
    expect(noCourse.json()).toEqual({ success: false, message: `No course has the id ${missingCourse}.` });

    const ghost = randomUUID();
    const noStudents = await grant({
      id: branding._id,
      studentIds: [asha.user._id, ghost, 'nobody@example.com'],
    });
    expect(noStudents.statusCode).toBe(404);
    expect(noStudents.json()).toEqual({
      success: false,
      message: `No student account has the id or email: ${ghost}, nobody@example.com.`,
    });
    expect(await entitlementOf(asha, branding)).toEqual([]);
  });

  it('refuses admin accounts with 400: they are not students', async () => {
    const response = await grant({ id: branding._id, studentIds: [admin.user.email] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      `These accounts are admins, not students; admins already see every course: ${admin.user.email}.`,
    );
  });
});

describe('GET /api/admin/course/all-manual-access', () => {
  it('lists one record per student with their manually granted courses, never purchases', async () => {
    await grant({ id: branding._id, studentIds: [asha.user._id] });
    const records = await list();
    const byStudent = new Map(records.map((record) => [record.userId._id, record]));
    expect(byStudent.has(buyer.user._id)).toBe(false);
    expect(byStudent.get(asha.user._id)).toEqual({
      userId: ref(asha),
      manualAccessCourses: [
        { _id: branding._id, title: 'Brand Identity Design', grantedAt: expect.any(String) },
        { _id: typography._id, title: 'Typography for Indian Scripts', grantedAt: expect.any(String) },
      ],
    });
    expect(byStudent.get(rohan.user._id)?.manualAccessCourses.map((course) => course.title)).toEqual([
      'Typography for Indian Scripts',
    ]);
    // The most recent grant first: Asha's branding grant came last.
    expect(records[0]?.userId._id).toBe(asha.user._id);
  });
});

describe('DELETE /api/admin/course/remove-manual-access', () => {
  it('removes a manual grant (student by id or email); the student loses access', async () => {
    const response = await removal({ studentId: rohan.user._id, courseId: typography._id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Manual access to “Typography for Indian Scripts” removed for ${rohan.user.name}.`,
    });
    expect(await entitlementOf(rohan, typography)).toEqual([]);
    expect((await purchaseInfo(rohan, typography)).statusCode).toBe(404);
    expect((await list()).some((record) => record.userId._id === rohan.user._id)).toBe(false);

    const byEmail = await removal({ studentId: kavya.user.email, courseId: typography._id });
    expect(byEmail.statusCode).toBe(200);
  });

  it('never removes a purchase, and answers 404 when there is no manual grant', async () => {
    const purchase = await removal({ studentId: buyer.user._id, courseId: typography._id });
    expect(purchase.statusCode).toBe(404);
    expect(purchase.json()).toEqual({
      success: false,
      message: `${buyer.user.name} bought “Typography for Indian Scripts”; a purchase is not removed here.`,
    });
    expect(await entitlementOf(buyer, typography)).toHaveLength(1);

    const none = await removal({ studentId: rohan.user._id, courseId: branding._id });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      success: false,
      message: `${rohan.user.name} has no manual access to “Brand Identity Design”.`,
    });
  });

  it('validates both ids: 400 for malformed ones, 404 for unknown ones', async () => {
    const cases = [
      [
        { studentId: 'rohan', courseId: typography._id },
        400,
        'studentId must be a student id or an email',
        'studentId',
      ],
      [{ studentId: rohan.user._id, courseId: '42' }, 400, 'courseId must be a valid course id', 'courseId'],
      [{ courseId: typography._id }, 400, 'studentId is required', 'studentId'],
      [{ studentId: randomUUID(), courseId: typography._id }, 404, undefined, undefined],
      [{ studentId: rohan.user._id, courseId: randomUUID() }, 404, undefined, undefined],
    ] as const;
    for (const [payload, status, message, field] of cases) {
      const response = await removal(payload);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json()).toEqual({ success: false, message, field });
    }
  });
});

describe('GET /api/admin/users/search', () => {
  const search = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/search?q=${encodeURIComponent(q)}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ success: true; data: StudentRef[] }>().data;
  };

  it('finds students by part of their name or email, never admins', async () => {
    expect(await search('deshp')).toEqual([ref(asha)]);
    expect(await search(rohan.user.email.toUpperCase())).toEqual([ref(rohan)]);
    expect(await search('Academy Admin')).toEqual([]);
    expect(await search(admin.user.email)).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect(await search('%')).toEqual([]);
  });

  it(`answers at most ${STUDENT_SEARCH_LIMIT}, and the newest students for an empty text`, async () => {
    await t.db.insert(users).values(
      Array.from({ length: STUDENT_SEARCH_LIMIT + 2 }, (_, index) => ({
        name: `Batch Student ${index}`,
        email: `batch-${index}-${randomUUID()}@example.com`,
      })),
    );
    expect(await search('batch student')).toHaveLength(STUDENT_SEARCH_LIMIT);
    const newest = await search('');
    expect(newest).toHaveLength(STUDENT_SEARCH_LIMIT);
    expect(newest.every((student) => student.name.startsWith('Batch Student'))).toBe(true);
  });
});

describe('GET /api/admin/course/all-manual-access, a page of students at a time', () => {
  /** Students "Granted NN", each granted the paging course, NN = 00 the earliest grant (in 2030, after every other). */
  const GRANTED = ADMIN_PAGE_SIZE + 2;
  const grantedName = (index: number) =>
    `${index % 2 === 0 ? 'Granted' : 'granted'} ${String(index).padStart(2, '0')}`;
  let pagingCourse: CourseDetail;

  beforeAll(async () => {
    pagingCourse = await addTestCourse(t.app, { title: 'Paging Workshop' });
    const students = await t.db
      .insert(users)
      .values(
        Array.from({ length: GRANTED }, (_, index) => ({
          name: grantedName(index),
          email: `granted-${index}-${randomUUID()}@example.com`,
        })),
      )
      .returning({ id: users.id, name: users.name });
    await t.db.insert(entitlements).values(
      students.map((student) => ({
        userId: student.id,
        courseId: pagingCourse._id,
        source: 'manual' as const,
        grantedBy: admin.user._id,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, Number(student.name.slice(-2)))),
      })),
    );
  });

  it(`answers ${ADMIN_PAGE_SIZE} students by default, the latest grant first, and says which page is next`, async () => {
    const first = await listPage();
    const total = first.pagination.total;
    const lastPage = Math.ceil(total / ADMIN_PAGE_SIZE);
    const last = await listPage(`page=${lastPage}`);

    expect(total).toBeGreaterThan(GRANTED);
    expect(first.data).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.data[0]?.userId.name).toBe(grantedName(GRANTED - 1));
    expect(first.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total, nextPage: 2 });
    expect(last.pagination).toEqual({ page: lastPage, limit: ADMIN_PAGE_SIZE, total, nextPage: null });
  });

  it('counts a student once, with every grant in the record, however many courses they hold', async () => {
    const [student] = await t.db.select({ id: users.id }).from(users).where(eq(users.name, 'Granted 00'));
    await t.db.insert(entitlements).values({
      userId: student!.id,
      courseId: branding._id,
      source: 'manual',
      createdAt: new Date(Date.UTC(2029, 0, 1)),
    });

    const found = await listPage('q=granted%2000');

    expect(found.pagination.total).toBe(1);
    expect(found.data[0]?.manualAccessCourses.map((course) => course.title)).toEqual([
      'Paging Workshop',
      'Brand Identity Design',
    ]);
  });

  it("finds students by name or email, or by a granted course's title, whatever the case", async () => {
    const byName = await listPage('q=GRANTED&limit=100');
    const byEmail = await listPage(`q=${encodeURIComponent(asha.user.email.toUpperCase())}`);
    const byCourse = await listPage('q=brand%20identity&limit=100');

    expect(byName.pagination.total).toBe(GRANTED);
    expect(byEmail.data.map((record) => record.userId._id)).toEqual([asha.user._id]);
    const byCourseIds = byCourse.data.map((record) => record.userId._id);
    expect(byCourseIds).toContain(asha.user._id);
    expect(
      byCourse.data.every((record) =>
        record.manualAccessCourses.some((course) => course.title === 'Brand Identity Design'),
      ),
    ).toBe(true);
    // Purchases are not manual access: the buyer is never found.
    expect((await listPage(`q=${encodeURIComponent(buyer.user.name)}`)).pagination.total).toBe(0);
  });

  it('sorts students by name either way, and pages without overlap', async () => {
    const byName = await listPage('q=granted&sort=name&limit=3');
    const byNameDown = await listPage('q=granted&sort=name&dir=desc&limit=2');
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listPage(`q=granted&sort=name&limit=10&page=${page}`)),
    );

    expect(byName.data.map((record) => record.userId.name)).toEqual([
      'Granted 00',
      'granted 01',
      'Granted 02',
    ]);
    expect(byNameDown.data.map((record) => record.userId.name)).toEqual([
      grantedName(GRANTED - 1),
      grantedName(GRANTED - 2),
    ]);
    const names = pages.flatMap((page) => page.data.map((record) => record.userId.name));
    expect(new Set(names).size).toBe(GRANTED);
    expect(pages.map((page) => page.pagination.nextPage)).toEqual([2, 3, null]);
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be 1 or more'],
    ['sort=email', 'sort must be one of date, name'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/course/all-manual-access?${query}`,
      headers: bearer(admin.token),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });
});

describe('grantManualAssetAccessIn (the demo seed’s asset grants)', () => {
  const grantAsset = (assetId: string, students: string[]) =>
    t.db.transaction((tx) => grantManualAssetAccessIn(tx, { assetId, students }, { id: admin.user._id }));

  it('lets the students download the asset, records each grant, and skips a student who holds it', async () => {
    const asset = await addTestAsset(t.app, { name: 'Rangoli Brush Pack' });
    const meera = await registerAndLogin(t.app, {
      name: 'Meera Pawar',
      email: `meera.${randomUUID()}@example.com`,
    });
    const first = await grantAsset(asset._id, [meera.user.email, rohan.user._id]);
    expect(first).toEqual({
      asset: { id: asset._id, name: 'Rangoli Brush Pack' },
      granted: [ref(meera), ref(rohan)],
      alreadyHadAccess: [],
    });
    expect(await ownsAsset(t.db, meera.user._id, asset._id)).toBe(true);
    expect(await ownsAsset(t.db, rohan.user._id, asset._id)).toBe(true);

    const again = await grantAsset(asset._id, [meera.user._id]);
    expect(again).toMatchObject({ granted: [], alreadyHadAccess: [ref(meera)] });
    const { events } = await listAuditEvents(t.db, { action: 'access.grant', actor: admin.user._id });
    const ofAsset = events.filter((event) => event.details['assetId'] === asset._id);
    expect(ofAsset.map((event) => event.target.id).sort()).toEqual([meera.user._id, rohan.user._id].sort());
    expect(ofAsset[0]?.details).toEqual({ assetId: asset._id, assetName: 'Rangoli Brush Pack' });

    // Admin → Manual Access lists course grants only.
    expect((await list(`q=${encodeURIComponent(meera.user.email)}`)).map((record) => record.userId)).toEqual(
      [],
    );
  });

  it('grants nobody for an unknown asset, an unknown student or an admin', async () => {
    const asset = await addTestAsset(t.app);
    await expect(grantAsset(randomUUID(), [kavya.user._id])).rejects.toThrow(NotFoundError);
    await expect(
      grantAsset(asset._id, [kavya.user._id, `nobody.${randomUUID()}@example.com`]),
    ).rejects.toThrow(NotFoundError);
    await expect(grantAsset(asset._id, [kavya.user._id, admin.user._id])).rejects.toThrow(InvalidError);
    expect(await ownsAsset(t.db, kavya.user._id, asset._id)).toBe(false);
  });
});
