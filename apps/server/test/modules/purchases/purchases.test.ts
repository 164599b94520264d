import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { PERSONAL_PAGE_SIZE } from '@academy/shared/paging';
import {
  purchasedAssetsResponseSchema,
  purchasedCoursesResponseSchema,
  purchaseInfoResponseSchema,
} from '@academy/shared/purchases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { digitalAssets } from '../../../src/db/schema/assets';
import { courseCompletions } from '../../../src/db/schema/certificates';
import { courses, lectures } from '../../../src/db/schema/courses';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { lectureProgress } from '../../../src/db/schema/progress';
import { ownsAsset, ownsCourse } from '../../../src/modules/access/ownership';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, { name: 'Meera Kulkarni' });
});
afterAll(async () => {
  await t?.close();
});

const newStudent = () => registerAndLogin(t.app);

const addCourse = ({
  lectures = 2,
  ...overrides
}: { title?: string; price?: number; lectures?: number } = {}) =>
  addTestCourse(t.app, {
    title: `Illustrator ${randomUUID().slice(0, 6)}`,
    category: 'UI Design',
    level: 'Intermediate',
    primaryLanguage: 'Hindi',
    price: 2499,
    image: '/api/media/public/course.webp',
    instructorName: 'Anand Joshi',
    curriculum: Array.from({ length: lectures }, (_, index) => ({
      title: `Lecture ${index + 1}`,
      videoUrl: `/api/media/stream/l${index}`,
      public_id: `l${index}`,
      freePreview: index === 0,
    })),
    ...overrides,
  });

const addAsset = (overrides: { name?: string; price?: number } = {}) =>
  addTestAsset(t.app, {
    name: `Font bundle ${randomUUID().slice(0, 6)}`,
    price: 299,
    fakePrice: 599,
    type: 'Fonts',
    category: 'Fonts',
    image: ['/api/media/public/f1.webp', '/api/media/public/f2.webp'],
    ...overrides,
  });

/** A paid order for these lines, as order fulfilment records it. */
async function paidOrder(
  userId: string,
  lines: { courseId?: string; assetId?: string; title: string; pricePaise: number }[],
) {
  const subtotal = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      kind: 'cart',
      status: 'paid',
      gateway: 'sandbox',
      subtotalPaise: subtotal,
      amountPaise: subtotal,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order!.id,
      courseId: line.courseId ?? null,
      assetId: line.assetId ?? null,
      itemType: line.courseId ? ('Course' as const) : ('Asset' as const),
      title: line.title,
      listPricePaise: line.pricePaise,
      pricePaise: line.pricePaise,
    })),
  );
  return order!.id;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const courseCheck = (courseId: string, userId: string, token?: string) =>
  get(`/api/student/course/purchase-info/${courseId}/${userId}`, token);
const assetCheck = (assetId: string, userId: string, token?: string) =>
  get(`/api/student/assets/bought/purchase-info/${assetId}/${userId}`, token);
const boughtCourses = (userId: string, token?: string, query = '') =>
  get(`/api/student/bought/get/${userId}?${query}`, token);
const boughtAssets = (userId: string, token?: string, query = '') =>
  get(`/api/student/assets/bought/get/${userId}?${query}`, token);

async function coursesOf(who: Student) {
  const response = await boughtCourses(who.user._id, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return purchasedCoursesResponseSchema.parse(response.json()).data;
}
async function assetsOf(who: Student) {
  const response = await boughtAssets(who.user._id, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return purchasedAssetsResponseSchema.parse(response.json()).data;
}

describe('who may ask', () => {
  it('answers 401 to a visitor on every purchase route', async () => {
    const [userId, productId] = [randomUUID(), randomUUID()];
    for (const response of [
      await courseCheck(productId, userId),
      await assetCheck(productId, userId),
      await boughtCourses(userId),
      await boughtAssets(userId),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    }
  });

  it('answers 403 to a student asking about another student, even about what they own', async () => {
    const [owner, intruder] = await Promise.all([newStudent(), newStudent()]);
    const [course, asset] = await Promise.all([addCourse(), addAsset()]);
    await t.db.insert(entitlements).values([
      { userId: owner.user._id, courseId: course._id, source: 'purchase' },
      { userId: owner.user._id, assetId: asset._id, source: 'purchase' },
    ]);
    for (const response of [
      await courseCheck(course._id, owner.user._id, intruder.token),
      await assetCheck(asset._id, owner.user._id, intruder.token),
      await boughtCourses(owner.user._id, intruder.token),
      await boughtAssets(owner.user._id, intruder.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.notYourAccount });
    }
  });

  it("lets an admin check and list a student's purchases", async () => {
    const student = await newStudent();
    const [course, asset] = await Promise.all([addCourse(), addAsset()]);
    await t.db.insert(entitlements).values([
      { userId: student.user._id, courseId: course._id, source: 'manual', grantedBy: admin.user._id },
      { userId: student.user._id, assetId: asset._id, source: 'manual', grantedBy: admin.user._id },
    ]);
    expect((await courseCheck(course._id, student.user._id, admin.token)).json()).toEqual({
      success: true,
      data: true,
    });
    expect((await assetCheck(asset._id, student.user._id, admin.token)).statusCode).toBe(200);
    const courseList = await boughtCourses(student.user._id, admin.token);
    expect(courseList.statusCode).toBe(200);
    expect(purchasedCoursesResponseSchema.parse(courseList.json()).data.map((row) => row._id)).toEqual([
      course._id,
    ]);
    const assetList = await boughtAssets(student.user._id, admin.token);
    expect(purchasedAssetsResponseSchema.parse(assetList.json()).data.map((row) => row._id)).toEqual([
      asset._id,
    ]);
  });
});

describe('GET /api/student/course/purchase-info/:courseId/:userId', () => {
  it("answers 404 'Course not purchased' until the student owns it, then 200 data true", async () => {
    const student = await newStudent();
    const course = await addCourse();
    const before = await courseCheck(course._id, student.user._id, student.token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ success: false, message: 'Course not purchased' });

    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, courseId: course._id, source: 'purchase' });
    const after = await courseCheck(course._id, student.user._id, student.token);
    expect(after.statusCode).toBe(200);
    expect(purchaseInfoResponseSchema.parse(after.json())).toEqual({ success: true, data: true });
  });

  it('counts a manual grant as owning, and only for that student and that course', async () => {
    const [student, classmate] = await Promise.all([newStudent(), newStudent()]);
    const [granted, other] = await Promise.all([addCourse(), addCourse()]);
    await t.db.insert(entitlements).values({
      userId: student.user._id,
      courseId: granted._id,
      source: 'manual',
      grantedBy: admin.user._id,
    });
    expect((await courseCheck(granted._id, student.user._id, student.token)).statusCode).toBe(200);
    expect((await courseCheck(other._id, student.user._id, student.token)).statusCode).toBe(404);
    expect((await courseCheck(granted._id, classmate.user._id, classmate.token)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown course and 400 naming the field for a malformed id', async () => {
    const student = await newStudent();
    expect((await courseCheck(randomUUID(), student.user._id, student.token)).statusCode).toBe(404);
    const badCourse = await courseCheck('abc', student.user._id, student.token);
    expect(badCourse.statusCode).toBe(400);
    expect(badCourse.json()).toEqual({
      success: false,
      message: 'courseId must be a valid id',
      field: 'courseId',
    });
    const badUser = await courseCheck(randomUUID(), 'xyz', student.token);
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json()).toEqual({ success: false, message: 'userId must be a valid id', field: 'userId' });
  });
});

describe('GET /api/student/assets/bought/purchase-info/:assetId/:userId', () => {
  it("answers 404 'Asset not purchased' until owned, then 200 data true", async () => {
    const student = await newStudent();
    const asset = await addAsset();
    const before = await assetCheck(asset._id, student.user._id, student.token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ success: false, message: 'Asset not purchased' });

    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, assetId: asset._id, source: 'purchase' });
    const after = await assetCheck(asset._id, student.user._id, student.token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ success: true, data: true });
  });

  it('does not count owning a course with the same id shape, and names a malformed field', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, courseId: course._id, source: 'purchase' });
    expect((await assetCheck(course._id, student.user._id, student.token)).statusCode).toBe(404);
    const bad = await assetCheck('not-an-id', student.user._id, student.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'assetId must be a valid id', field: 'assetId' });
  });
});

describe('GET /api/student/bought/get/:userId', () => {
  it('answers an empty list for a student who owns nothing', async () => {
    const student = await newStudent();
    const response = await boughtCourses(student.user._id, student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: PERSONAL_PAGE_SIZE, total: 0, nextPage: null },
    });
  });

  it('lists every owned course newest first, with what was paid, when and how', async () => {
    const student = await newStudent();
    const oldest = await addCourse({ title: 'Oldest', price: 999, lectures: 3 });
    const middle = await addCourse({ title: 'Middle', price: 2499 });
    const newest = await addCourse({ title: 'Newest', price: 1500 });
    const notMine = await addCourse();
    // Paid less than today's price: the list shows what was paid.
    const orderId = await paidOrder(student.user._id, [
      { courseId: oldest._id, title: 'Oldest', pricePaise: 79_950 },
      { courseId: middle._id, title: 'Middle', pricePaise: 249_900 },
    ]);
    const times = ['2026-01-05T10:00:00.000Z', '2026-02-05T10:00:00.000Z', '2026-03-05T10:00:00.000Z'];
    await t.db.insert(entitlements).values([
      {
        userId: student.user._id,
        courseId: oldest._id,
        source: 'purchase',
        orderId,
        createdAt: new Date(times[0]!),
      },
      {
        userId: student.user._id,
        courseId: middle._id,
        source: 'purchase',
        orderId,
        createdAt: new Date(times[1]!),
      },
      {
        userId: student.user._id,
        courseId: newest._id,
        source: 'manual',
        grantedBy: admin.user._id,
        createdAt: new Date(times[2]!),
      },
    ]);
    const classmate = await newStudent();
    await t.db
      .insert(entitlements)
      .values({ userId: classmate.user._id, courseId: notMine._id, source: 'purchase' });

    const list = await coursesOf(student);
    expect(list).toEqual([
      {
        _id: newest._id,
        title: 'Newest',
        image: '/api/media/public/course.webp',
        category: 'UI Design',
        instructorName: 'Anand Joshi',
        lectures: 2,
        viewedLectures: 0,
        certificateNumber: null,
        price: 0,
        purchasedAt: times[2],
        source: 'manual',
      },
      expect.objectContaining({ _id: middle._id, price: 2499, purchasedAt: times[1], source: 'purchase' }),
      expect.objectContaining({ _id: oldest._id, lectures: 3, price: 799.5, purchasedAt: times[0] }),
    ]);
  });

  it("shows each course's progress and certificate: the student's own, kept through a Rewatch", async () => {
    const student = await newStudent();
    const classmate = await newStudent();
    const started = await addCourse({ title: 'Started', lectures: 3 });
    const finished = await addCourse({ title: 'Finished', lectures: 2 });
    for (const owner of [student, classmate]) {
      await t.db.insert(entitlements).values([
        { userId: owner.user._id, courseId: started._id, source: 'purchase' },
        { userId: owner.user._id, courseId: finished._id, source: 'purchase' },
      ]);
    }
    const lecturesOf = async (courseId: string) =>
      (await t.db.select({ id: lectures.id }).from(lectures).where(eq(lectures.courseId, courseId))).map(
        (row) => row.id,
      );
    const [first] = await lecturesOf(started._id);
    // The classmate watched all of Started: that is not the student's progress.
    await t.db.insert(lectureProgress).values([
      { userId: student.user._id, courseId: started._id, lectureId: first! },
      ...(await lecturesOf(started._id)).map((lectureId) => ({
        userId: classmate.user._id,
        courseId: started._id,
        lectureId,
      })),
    ]);
    // Finished was completed and then rewatched from the start: no ticks, the certificate stays.
    await t.db.insert(courseCompletions).values({
      userId: student.user._id,
      courseId: finished._id,
      certificateNumber: 'KDA-2026-7M3Q9X2B',
      studentName: student.user.name,
      courseTitle: 'Finished',
      instructorName: 'Anand Joshi',
    });

    const list = await coursesOf(student);
    expect(list.find((row) => row._id === started._id)).toMatchObject({
      lectures: 3,
      viewedLectures: 1,
      certificateNumber: null,
    });
    expect(list.find((row) => row._id === finished._id)).toMatchObject({
      lectures: 2,
      viewedLectures: 0,
      certificateNumber: 'KDA-2026-7M3Q9X2B',
    });
    expect((await coursesOf(classmate)).find((row) => row._id === started._id)).toMatchObject({
      viewedLectures: 3,
      certificateNumber: null,
    });
  });

  it('keeps a bought course listed after it is unpublished', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, courseId: course._id, source: 'purchase' });
    await t.db.update(courses).set({ isPublished: false }).where(eq(courses.id, course._id));
    expect((await coursesOf(student)).map((row) => row._id)).toEqual([course._id]);
  });
});

describe('GET /api/student/assets/bought/get/:userId', () => {
  it('lists every owned asset newest first, with images, what was paid and the source', async () => {
    const student = await newStudent();
    const bought = await addAsset({ name: 'Bought fonts', price: 299 });
    const granted = await addAsset({ name: 'Granted fonts' });
    const orderId = await paidOrder(student.user._id, [
      { assetId: bought._id, title: 'Bought fonts', pricePaise: 19_900 },
    ]);
    await t.db.insert(entitlements).values([
      {
        userId: student.user._id,
        assetId: bought._id,
        source: 'purchase',
        orderId,
        createdAt: new Date('2026-04-01T08:30:00.000Z'),
      },
      {
        userId: student.user._id,
        assetId: granted._id,
        source: 'manual',
        createdAt: new Date('2026-04-02T08:30:00.000Z'),
      },
    ]);

    expect(await assetsOf(student)).toEqual([
      {
        _id: granted._id,
        name: 'Granted fonts',
        image: ['/api/media/public/f1.webp', '/api/media/public/f2.webp'],
        type: 'Fonts',
        category: 'Fonts',
        price: 0,
        purchasedAt: '2026-04-02T08:30:00.000Z',
        source: 'manual',
      },
      {
        _id: bought._id,
        name: 'Bought fonts',
        image: ['/api/media/public/f1.webp', '/api/media/public/f2.webp'],
        type: 'Fonts',
        category: 'Fonts',
        price: 199,
        purchasedAt: '2026-04-01T08:30:00.000Z',
        source: 'purchase',
      },
    ]);
  });

  it('answers 400 for a malformed userId', async () => {
    const student = await newStudent();
    const response = await boughtAssets('123', student.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'userId must be a valid id',
      field: 'userId',
    });
  });
});

describe('ownsCourse and ownsAsset', () => {
  it('answer true only for an entitlement of that user and product', async () => {
    const [student, classmate] = await Promise.all([newStudent(), newStudent()]);
    const [course, asset] = await Promise.all([addCourse(), addAsset()]);
    await t.db.insert(entitlements).values([
      { userId: student.user._id, courseId: course._id, source: 'purchase' },
      { userId: student.user._id, assetId: asset._id, source: 'manual' },
    ]);
    expect(await ownsCourse(t.db, student.user._id, course._id)).toBe(true);
    expect(await ownsAsset(t.db, student.user._id, asset._id)).toBe(true);
    expect(await ownsCourse(t.db, classmate.user._id, course._id)).toBe(false);
    expect(await ownsAsset(t.db, classmate.user._id, asset._id)).toBe(false);
    expect(await ownsCourse(t.db, student.user._id, asset._id)).toBe(false);
    expect(await ownsAsset(t.db, student.user._id, course._id)).toBe(false);
  });

  it('answer false for malformed ids instead of failing the query', async () => {
    expect(await ownsCourse(t.db, 'nope', randomUUID())).toBe(false);
    expect(await ownsAsset(t.db, randomUUID(), "'; drop table entitlements; --")).toBe(false);
  });
});

describe('the purchases lists, a page at a time', () => {
  /** A student granted `count` courses and as many assets, one a minute apart: item 0 the oldest. */
  async function studentOwning(count: number) {
    const student = await newStudent();
    const made = (index: number) => ({ name: `Paged ${String(index).padStart(3, '0')}`, price: 0 });
    const courseRows = await t.db
      .insert(courses)
      .values(
        Array.from({ length: count }, (_, index) => ({
          title: made(index).name,
          category: 'UI Design',
          level: 'Beginner',
          primaryLanguage: 'English',
          objectives: 'Grids',
          welcomeMessage: 'Welcome',
          description: 'A paged course.',
          pricePaise: 0,
          fakePricePaise: 0,
        })),
      )
      .returning({ id: courses.id, title: courses.title });
    const assetRows = await t.db
      .insert(digitalAssets)
      .values(
        Array.from({ length: count }, (_, index) => ({ ...made(index), pricePaise: 0, fakePricePaise: 0 })),
      )
      .returning({ id: digitalAssets.id, name: digitalAssets.name });
    const grantedAt = (name: string) => new Date(Date.UTC(2026, 0, 1, 0, Number(name.slice(-3))));
    await t.db.insert(entitlements).values([
      ...courseRows.map((row) => ({
        userId: student.user._id,
        courseId: row.id,
        source: 'manual' as const,
        createdAt: grantedAt(row.title),
      })),
      ...assetRows.map((row) => ({
        userId: student.user._id,
        assetId: row.id,
        source: 'manual' as const,
        createdAt: grantedAt(row.name),
      })),
    ]);
    return student;
  }

  const lists = [
    ['courses', boughtCourses, (body: unknown) => purchasedCoursesResponseSchema.parse(body), 'title'],
    ['assets', boughtAssets, (body: unknown) => purchasedAssetsResponseSchema.parse(body), 'name'],
  ] as const;

  it.each(lists)(
    `%s: the newest ${PERSONAL_PAGE_SIZE} by default, then the rest`,
    async (_, call, parse, field) => {
      const student = await studentOwning(PERSONAL_PAGE_SIZE + 1);
      const page = async (query: string) => {
        const response = await call(student.user._id, student.token, query);
        expect(response.statusCode, response.body).toBe(200);
        const body = parse(response.json());
        return {
          names: body.data.map((item) => (item as Record<string, unknown>)[field]),
          pagination: body.pagination,
        };
      };
      const total = PERSONAL_PAGE_SIZE + 1;

      const first = await page('');
      const second = await page('page=2');
      const small = await page('limit=2&page=3');

      expect(first.names).toHaveLength(PERSONAL_PAGE_SIZE);
      expect(first.names[0]).toBe(`Paged ${PERSONAL_PAGE_SIZE}`);
      expect(first.pagination).toEqual({ page: 1, limit: PERSONAL_PAGE_SIZE, total, nextPage: 2 });
      expect(second.names).toEqual(['Paged 000']);
      expect(second.pagination).toEqual({ page: 2, limit: PERSONAL_PAGE_SIZE, total, nextPage: null });
      expect(small.names).toEqual([`Paged 096`, `Paged 095`]);
      expect(small.pagination.nextPage).toBe(4);
    },
  );

  it.each(lists)('%s: answers 400 naming limit or page, and 403 to another student', async (_, call) => {
    const [owner, intruder] = await Promise.all([newStudent(), newStudent()]);

    for (const [query, message] of [
      ['limit=101', 'limit must be at most 100'],
      ['page=0', 'page must be 1 or more'],
    ] as const) {
      const response = await call(owner.user._id, owner.token, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
    }
    expect((await call(owner.user._id, intruder.token, 'page=2')).statusCode).toBe(403);
  });
});
