import { auditResponseSchema, type AuditEvent } from '@academy/shared/admin-audit';
import { orderCreatedResponseSchema } from '@academy/shared/checkout';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

/* Issue 26: GET /api/admin/audit, the log of admin actions. */

type Account = Awaited<ReturnType<typeof registerAndLogin>>;

let t: TestApp;
let admin: Account;
let student: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  student = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Account, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function auditLog(query = ''): Promise<AuditEvent[]> {
  const response = await call('GET', `/api/admin/audit${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditResponseSchema.parse(response.json()).data;
}

/** The newest event of the action, which the test has just caused. */
async function latest(action: AuditEvent['action']): Promise<AuditEvent | undefined> {
  return (await auditLog(`?action=${action}`))[0];
}

describe('GET /api/admin/audit', () => {
  it("records an admin's refund with the admin as actor and the order as target", async () => {
    const coupon = await call('POST', '/api/admin/coupon/create', admin, {
      code: 'AUDITFREE',
      discountType: 'free',
      discountValue: 0,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const asset = await addTestAsset(t.app, { price: 1200 });
    const created = await call('POST', '/api/student/assets/order/create-order', student, {
      userId: student.user._id,
      assetId: asset._id,
      couponCode: 'AUDITFREE',
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = orderCreatedResponseSchema.parse(created.json()).data;

    const refunded = await call('POST', `/api/admin/orders/${order.orderId}/refund`, admin, {
      note: 'Bought by mistake',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    expect(await latest('order.refund')).toMatchObject({
      actor: { id: admin.user._id, email: admin.user.email },
      target: { type: 'order', id: order.orderId },
      details: { amount: 0, note: 'Bought by mistake' },
    });
    expect(await latest('coupon.create')).toMatchObject({
      actor: { id: admin.user._id },
      details: { code: 'AUDITFREE' },
    });
  });

  it('records a manual grant and its removal, each against the student', async () => {
    const course = await addTestCourse(t.app, { title: 'Audit Watercolours' });
    const granted = await call('POST', '/api/admin/course/grant-manual-access', admin, {
      id: course._id,
      studentIds: [student.user._id],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await latest('access.grant')).toMatchObject({
      actor: { id: admin.user._id, email: admin.user.email },
      target: { type: 'user', id: student.user._id },
      details: { courseId: course._id, courseTitle: 'Audit Watercolours' },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/course/remove-manual-access',
      headers: bearer(admin.token),
      payload: { studentId: student.user._id, courseId: course._id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await latest('access.revoke')).toMatchObject({
      actor: { id: admin.user._id },
      target: { type: 'user', id: student.user._id },
    });
  });

  it('records a price change with the old and new price, and nothing when the price stays', async () => {
    const asset = await addTestAsset(t.app, { name: 'Audit Brushes', price: 1499 });
    const input = { name: 'Audit Brushes', fakePrice: 2999, type: 'Brushes', category: 'Psd files' };

    const repriced = await call('PUT', `/api/student/digital-assets/update/${asset._id}`, admin, {
      ...input,
      price: 999,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const renamed = await call('PUT', `/api/student/digital-assets/update/${asset._id}`, admin, {
      ...input,
      name: 'Audit Brushes, Vol. 2',
      price: 999,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const changes = (await auditLog('?action=asset.price')).filter((event) => event.target.id === asset._id);
    expect(changes).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actor: { id: admin.user._id, email: admin.user.email },
        action: 'asset.price',
        target: { type: 'asset', id: asset._id },
        details: { oldPrice: 1499, newPrice: 999 },
      },
    ]);
  });

  it("records a course's new price, a lecture taken out of it, and its deletion", async () => {
    const course = await addTestCourse(t.app, { title: 'Audit Lettering', price: 1999 });
    const [intro] = course.curriculum;
    const updated = await call('PUT', `/api/admin/course/update/${course._id}`, admin, {
      title: 'Audit Lettering',
      category: 'Graphic Design',
      level: 'Beginner',
      primaryLanguage: 'English',
      objectives: 'Layers, Masks',
      welcomeMessage: 'Welcome!',
      price: 2499,
      fakePrice: 4999,
      description: 'A course for tests.',
      curriculum: [
        {
          _id: intro?._id,
          title: 'Introduction',
          videoUrl: '/v/intro.mp4',
          public_id: 'intro',
          freePreview: true,
        },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await latest('course.price')).toMatchObject({
      target: { type: 'course', id: course._id },
      details: { oldPrice: 1999, newPrice: 2499 },
    });
    expect(await latest('lecture.delete')).toMatchObject({
      target: { type: 'lecture', id: course.curriculum[1]?._id },
      details: { courseId: course._id, title: 'Layers' },
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/course/delete/${course._id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await latest('course.delete')).toMatchObject({
      actor: { id: admin.user._id },
      target: { type: 'course', id: course._id },
      details: { title: 'Audit Lettering' },
    });
  });

  it('records a student erasing their own account, and keeps nothing of theirs but the id', async () => {
    const leaving = await registerAndLogin(t.app);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(leaving.token),
      payload: { password: leaving.credentials.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const event = await latest('user.delete');
    expect(event).toMatchObject({ target: { type: 'user', id: leaving.user._id }, details: {} });
    expect(event?.actor?.id).toBe(leaving.user._id);
    expect(JSON.stringify(event)).not.toContain(leaving.credentials.email);
  });

  it('lists the newest first, a page at a time, filtered by actor', async () => {
    const page = await call('GET', '/api/admin/audit', admin);
    const body = auditResponseSchema.parse(page.json());
    expect(body.pagination).toMatchObject({ page: 1, total: body.data.length, nextPage: null });
    const times = body.data.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'order.refund',
        'access.grant',
        'access.revoke',
        'asset.price',
        'coupon.create',
      ]),
    );

    const byStudent = await auditLog(`?actor=${student.user._id}`);
    expect(byStudent).toEqual([]);
    expect((await call('GET', '/api/admin/audit?action=nothing.done', admin)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const response = await call('GET', '/api/admin/audit', student);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
