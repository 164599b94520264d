import { randomUUID } from 'node:crypto';
import type { Bundle, BundleInput } from '@academy/shared/bundles';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { auditEvents } from '../../../src/db/schema/audit';
import { courses } from '../../../src/db/schema/courses';
import { BUNDLE_RULES } from '../../../src/modules/bundles/commands';
import { VISITOR_ANSWER_TTL_MS } from '../../../src/modules/bundles/routes';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const unique = () => randomUUID().slice(0, 8);
const addCourse = (price: number, overrides: { isPublished?: boolean } = {}) =>
  addTestCourse(t.app, { title: `Course ${unique()}`, price, ...overrides });
const addAsset = (price: number) =>
  addTestAsset(t.app, { name: `Asset ${unique()}`, price, image: [`/api/media/public/${unique()}.webp`] });

const post = (body: unknown, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/bundles',
    headers: bearer(token),
    payload: body as object,
  });

async function createBundle(input: Partial<BundleInput> & Pick<BundleInput, 'price'>): Promise<Bundle> {
  const response = await post({ title: `Kit ${unique()}`, isPublished: true, ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Bundle }>().data;
}

const getBundle = (id: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/bundles/${id}`, headers: token ? bearer(token) : {} });

const grant = (userId: string, product: { courseId: string } | { assetId: string }) =>
  t.db.insert(entitlements).values({ userId, source: 'manual', ...product });

describe('an admin makes a bundle (POST /api/admin/bundles)', () => {
  it('answers 201 with its items in order, their prices, and what they cost one by one', async () => {
    const course = await addCourse(2999);
    const asset = await addAsset(499);
    const response = await post({
      title: 'Brand starter kit',
      description: 'The course, with the fonts it uses.',
      image: '/api/media/public/kit.webp',
      courseIds: [course._id],
      assetIds: [asset._id],
      price: 2999,
      isPublished: true,
    });

    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: Bundle }>();
    expect(body.message).toBe(SERVER_MESSAGES.bundleCreated);
    expect(body.data).toMatchObject({
      title: 'Brand starter kit',
      description: 'The course, with the fonts it uses.',
      image: '/api/media/public/kit.webp',
      price: 2999,
      listPrice: 3498,
      isPublished: true,
      items: [
        { type: 'course', id: course._id, title: course.title, price: 2999, image: course.image },
        { type: 'asset', id: asset._id, title: asset.name, price: 499, image: asset.image[0] },
      ],
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bundle.create'), eq(auditEvents.targetId, body.data.id)));
    expect(event?.details).toEqual({ title: 'Brand starter kit', price: 2999 });
  });

  it('refuses fewer than two items, naming courseIds', async () => {
    const course = await addCourse(999);
    const response = await post({ title: 'Lonely', courseIds: [course._id], price: 499 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: BUNDLE_RULES.twoItems, field: 'assetIds' });
    const none = await post({ title: 'Empty', price: 499 });
    expect(none.json()).toMatchObject({ message: BUNDLE_RULES.twoItems, field: 'courseIds' });
  });

  it('refuses a price that is not below the sum of the items, naming price', async () => {
    const [a, b] = [await addCourse(1000), await addAsset(500)];
    const response = await post({ title: 'No saving', courseIds: [a._id], assetIds: [b._id], price: 1500 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'price',
      message: 'price must be below what the items cost one by one (₹1,500).',
    });
  });

  it('refuses an unknown item, naming its list, and an item named twice', async () => {
    const course = await addCourse(1000);
    const unknown = randomUUID();
    const response = await post({ title: 'Ghost', courseIds: [course._id, unknown], price: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'courseIds',
      message: BUNDLE_RULES.unknownCourses([unknown]),
    });
    const twice = await post({ title: 'Twice', courseIds: [course._id, course._id], price: 100 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'courseIds', message: 'courseIds names an item twice' });
  });

  it('refuses to put a bundle on sale with a course that is not, naming isPublished', async () => {
    const hidden = await addCourse(1000, { isPublished: false });
    const asset = await addAsset(500);
    const body = { title: 'Hidden', courseIds: [hidden._id], assetIds: [asset._id], price: 1000 };
    const response = await post({ ...body, isPublished: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'isPublished',
      message: BUNDLE_RULES.unpublishedCourses([hidden.title]),
    });
    expect((await post({ ...body, isPublished: false })).statusCode).toBe(201);
  });

  it('is for admins: 401 signed out, 403 for a student', async () => {
    const student = await registerAndLogin(t.app);
    const [a, b] = [await addCourse(1000), await addAsset(500)];
    const body = { title: 'Mine', courseIds: [a._id], assetIds: [b._id], price: 1000 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/bundles', payload: body })).statusCode,
    ).toBe(401);
    expect((await post(body, student.token)).statusCode).toBe(403);
  });
});

describe('the store shows bundles on sale (GET /api/bundles, /api/bundles/:id)', () => {
  it('lists published bundles whose courses are on sale, newest first; a course taken off sale takes its bundle', async () => {
    const course = await addCourse(2000);
    const asset = await addAsset(1000);
    const older = await createBundle({ courseIds: [course._id], assetIds: [asset._id], price: 2500 });
    const newer = await createBundle({ assetIds: [asset._id, (await addAsset(300))._id], price: 1000 });
    const draft = await createBundle({
      assetIds: [asset._id, (await addAsset(300))._id],
      price: 1000,
      isPublished: false,
    });

    const ids = async () =>
      (await t.app.inject({ url: '/api/bundles?limit=100' }))
        .json<{ data: Bundle[] }>()
        .data.map((b) => b.id);
    const listed = await ids();
    expect(listed.indexOf(newer.id)).toBeLessThan(listed.indexOf(older.id));
    expect(listed).not.toContain(draft.id);
    expect((await getBundle(draft.id)).statusCode).toBe(404);

    // Taken off sale elsewhere than the bundles' routes: the store's list shows it within the second.
    await t.db.update(courses).set({ isPublished: false }).where(eq(courses.id, course._id));
    await new Promise((resolve) => setTimeout(resolve, VISITOR_ANSWER_TTL_MS + 50));
    expect(await ids()).not.toContain(older.id);
    const gone = await getBundle(older.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: SERVER_MESSAGES.bundleNotFound });
    // The admin still sees it, to fix it.
    const adminView = await t.app.inject({
      url: `/api/admin/bundles/${older.id}`,
      headers: bearer(admin.token),
    });
    expect(adminView.json<{ data: Bundle }>().data.id).toBe(older.id);
  });

  it('pages the list: limit, page and the total', async () => {
    const first = await t.app.inject({ url: '/api/bundles?limit=1&page=1' });
    const body = first.json<{ data: Bundle[]; pagination: { total: number; nextPage: number | null } }>();
    expect(body.data).toHaveLength(1);
    expect(body.pagination.total).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: '/api/bundles?limit=500' })).statusCode).toBe(400);
  });

  it('tells a signed-in student what it costs them: only the items they do not own, to the rupee', async () => {
    // List prices 3,000 + 2,000 + 1,000 = 6,000; the bundle costs 4,499.
    const big = await addCourse(3000);
    const middle = await addAsset(2000);
    const small = await addAsset(1000);
    const bundle = await createBundle({
      courseIds: [big._id],
      assetIds: [middle._id, small._id],
      price: 4499,
    });
    const student = await registerAndLogin(t.app);

    const visitor = (await getBundle(bundle.id)).json<{ data: Bundle }>().data;
    expect(visitor.priceForYou).toBeUndefined();
    expect(visitor.items.every((item) => item.owned === undefined)).toBe(true);

    const read = async () => {
      const response = await getBundle(bundle.id, student.token);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json<{ data: Bundle }>().data;
    };
    expect((await read()).priceForYou).toBe(4499);

    await grant(student.user._id, { assetId: small._id });
    // 4,499 × 5,000 / 6,000 = 3,749.17: ₹3,749.
    const someOwned = await read();
    expect(someOwned.priceForYou).toBe(3749);
    expect(someOwned.items.map((item) => item.owned)).toEqual([false, false, true]);

    await grant(student.user._id, { courseId: big._id });
    // 4,499 × 2,000 / 6,000 = 1,499.67: ₹1,500.
    expect((await read()).priceForYou).toBe(1500);

    await grant(student.user._id, { assetId: middle._id });
    expect((await read()).priceForYou).toBe(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await getBundle(randomUUID())).statusCode).toBe(404);
    expect((await getBundle('not-an-id')).statusCode).toBe(400);
  });
});

describe('an admin changes and deletes bundles', () => {
  it('PUT replaces its items and price and records the old and new price', async () => {
    const [a, b, c] = [await addCourse(1000), await addAsset(800), await addAsset(600)];
    const bundle = await createBundle({ courseIds: [a._id], assetIds: [b._id], price: 1500 });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bundles/${bundle.id}`,
      headers: bearer(admin.token),
      payload: { title: 'Renamed kit', assetIds: [c._id, b._id], price: 1200, isPublished: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Bundle }>().data).toMatchObject({
      title: 'Renamed kit',
      price: 1200,
      listPrice: 1400,
      items: [{ id: c._id }, { id: b._id }],
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bundle.update'), eq(auditEvents.targetId, bundle.id)));
    expect(event?.details).toEqual({ title: 'Renamed kit', oldPrice: 1500, newPrice: 1200 });
  });

  it('DELETE removes it; a second delete is a 404', async () => {
    const bundle = await createBundle({
      assetIds: [(await addAsset(500))._id, (await addAsset(500))._id],
      price: 900,
    });
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/bundles/${bundle.id}`,
        headers: bearer(admin.token),
      });
    expect((await remove()).json()).toMatchObject({ message: SERVER_MESSAGES.bundleDeleted });
    expect((await getBundle(bundle.id)).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
  });

  it('refuses to delete a course or an asset a bundle holds, naming the bundle', async () => {
    const [course, asset] = [await addCourse(1000), await addAsset(500)];
    const bundle = await createBundle({
      title: 'Keeps them',
      courseIds: [course._id],
      assetIds: [asset._id],
      price: 1200,
    });
    const deleteCourse = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/course/delete/${course._id}`,
      headers: bearer(admin.token),
    });
    expect(deleteCourse.statusCode).toBe(409);
    expect(deleteCourse.json().message).toBe(
      'This course is in the bundle “Keeps them”; take it out first, then delete it.',
    );
    const deleteAsset = await t.app.inject({
      method: 'DELETE',
      url: `/api/student/digital-assets/delete/${asset._id}`,
      headers: bearer(admin.token),
    });
    expect(deleteAsset.statusCode).toBe(409);
    expect(deleteAsset.json().message).toContain('“Keeps them”');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bundles/${bundle.id}`,
      headers: bearer(admin.token),
    });
    const after = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/course/delete/${course._id}`,
      headers: bearer(admin.token),
    });
    expect(after.statusCode).toBe(200);
  });

  it('Admin → Bundles lists every bundle, on sale or not, and finds one by its title', async () => {
    const title = `Findable ${unique()}`;
    const draft = await createBundle({
      title,
      assetIds: [(await addAsset(500))._id, (await addAsset(500))._id],
      price: 900,
      isPublished: false,
    });
    const response = await t.app.inject({
      url: `/api/admin/bundles?q=${encodeURIComponent(title.toLowerCase())}`,
      headers: bearer(admin.token),
    });
    expect(response.json<{ data: Bundle[] }>().data.map((bundle) => bundle.id)).toEqual([draft.id]);
  });
});

describe('"Get it in a kit": GET /api/bundles?courseId= or ?assetId=', () => {
  it('lists only the bundles on sale that hold the product', async () => {
    const [course, asset, other] = [await addCourse(1000), await addAsset(500), await addAsset(400)];
    const withCourse = await createBundle({ courseIds: [course._id], assetIds: [asset._id], price: 1200 });
    const withoutCourse = await createBundle({ assetIds: [asset._id, other._id], price: 800 });
    await createBundle({ courseIds: [course._id], assetIds: [other._id], price: 1200, isPublished: false });

    const ids = async (query: string) =>
      (await t.app.inject({ url: `/api/bundles?${query}` })).json<{ data: Bundle[] }>().data.map((b) => b.id);
    expect(await ids(`courseId=${course._id}`)).toEqual([withCourse.id]);
    expect((await ids(`assetId=${asset._id}`)).sort()).toEqual([withCourse.id, withoutCourse.id].sort());
    expect(await ids(`courseId=${randomUUID()}`)).toEqual([]);
    expect((await t.app.inject({ url: '/api/bundles?courseId=nope' })).statusCode).toBe(400);
  });
});
