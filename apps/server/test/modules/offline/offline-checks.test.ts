import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { orderCreatedResponseSchema } from '@academy/shared/checkout';
import { OFFLINE_LICENCE_DAYS } from '@academy/shared/offline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineLicences } from '../../../src/db/schema/offline';
import { OFFLINE_MESSAGES } from '../../../src/modules/offline/messages';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { payInSandbox } from '../../support/checkout';
import { expectDaysAfter, newDeviceId, offlineCalls, type Student } from './offline-calls';

/*
 * Issue 32: a device's check of the courses it saved. A course the student still holds is
 * active again for 14 days, however long the device was away; one they no longer hold (a refund,
 * an admin's removal of the access) or never saved on this device is revoked, and its licence
 * deleted. An erased account's licences go with it.
 */

let t: TestApp;
let admin: Student;

const { save, saveRequest, check, checkRequest, licencesOf } = offlineCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'POST' | 'DELETE', url: string, who: Student, payload: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), payload });

async function grant(student: Student, course: CourseDetail) {
  const response = await call('POST', '/api/admin/course/grant-manual-access', admin, {
    id: course._id,
    studentIds: [student.user._id],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Buys the course in the sandbox checkout; answers the order's id. */
async function buy(student: Student, course: CourseDetail): Promise<string> {
  const created = await call('POST', '/api/student/order/create-order', student, {
    userId: student.user._id,
    courseId: course._id,
  });
  expect(created.statusCode, created.body).toBe(200);
  const order = orderCreatedResponseSchema.parse(created.json()).data;
  expect((await payInSandbox(t.app, student.token, order)).statusCode).toBe(200);
  return order.orderId;
}

const licenceOf = async (student: Student, courseId: string, deviceId: string) =>
  (await licencesOf(student)).find((row) => row.courseId === courseId && row.deviceId === deviceId);

describe('a device’s check', () => {
  it('renews a course still held, even after three weeks offline with its licence expired', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    await grant(student, course);
    const deviceId = newDeviceId();
    await save(student, course._id, deviceId);
    const threeWeeksAgo = new Date(Date.now() - 21 * 24 * 60 * 60_000);
    await t.db
      .update(offlineLicences)
      .set({ checkedAt: threeWeeksAgo, expiresAt: new Date(threeWeeksAgo.getTime() + 14 * 24 * 60 * 60_000) })
      .where(eq(offlineLicences.userId, student.user._id));

    const before = Date.now();
    const [answer] = await check(student, deviceId, [course._id]);
    expect(answer).toEqual({ courseId: course._id, status: 'active', expiresAt: expect.any(String) });
    expectDaysAfter((answer as { expiresAt: string }).expiresAt, OFFLINE_LICENCE_DAYS, before);
    const row = await licenceOf(student, course._id, deviceId);
    expect(row?.expiresAt.toISOString()).toBe((answer as { expiresAt: string }).expiresAt);
    expect(row!.checkedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('answers each course once, in the order asked; one never saved on this device is revoked', async () => {
    const student = await registerAndLogin(t.app);
    const [saved, elsewhere, never] = [
      await addTestCourse(t.app),
      await addTestCourse(t.app),
      await addTestCourse(t.app),
    ];
    for (const course of [saved, elsewhere, never]) await grant(student, course);
    const [phone, tablet] = [newDeviceId(), newDeviceId()];
    await save(student, saved._id, phone);
    await save(student, elsewhere._id, tablet);

    const answers = await check(student, phone, [never._id, saved._id, elsewhere._id, saved._id, never._id]);
    expect(answers.map(({ courseId, status }) => [courseId, status])).toEqual([
      [never._id, 'revoked'],
      [saved._id, 'active'],
      [elsewhere._id, 'revoked'],
    ]);
    // Held courses stay held: what was saved on the tablet is the tablet's, untouched.
    expect(await licenceOf(student, elsewhere._id, tablet)).toBeDefined();
    expect(await check(student, phone, [])).toEqual([]);
    // Another student asking about this device's courses holds no licence of them.
    const stranger = await registerAndLogin(t.app);
    expect(await check(stranger, phone, [saved._id])).toEqual([{ courseId: saved._id, status: 'revoked' }]);
  });

  it('revokes a refunded course and deletes its licence; the refunded student may not save it again', async () => {
    const student = await registerAndLogin(t.app);
    const [bought, kept] = [await addTestCourse(t.app), await addTestCourse(t.app)];
    const orderId = await buy(student, bought);
    await grant(student, kept);
    const [phone, laptop] = [newDeviceId(), newDeviceId()];
    await save(student, bought._id, phone);
    await save(student, kept._id, phone);
    await save(student, bought._id, laptop);

    const refund = await call('POST', `/api/admin/orders/${orderId}/refund`, admin, {});
    expect(refund.statusCode, refund.body).toBe(200);

    const answers = await check(student, phone, [bought._id, kept._id]);
    expect(answers).toEqual([
      { courseId: bought._id, status: 'revoked' },
      { courseId: kept._id, status: 'active', expiresAt: expect.any(String) },
    ]);
    expect(await licenceOf(student, bought._id, phone)).toBeUndefined();
    expect(await licenceOf(student, kept._id, phone)).toBeDefined();
    // The laptop has not checked yet: its licence waits for its own check, which revokes it too.
    expect(await licenceOf(student, bought._id, laptop)).toBeDefined();
    expect(await check(student, laptop, [bought._id])).toEqual([{ courseId: bought._id, status: 'revoked' }]);
    expect(await licenceOf(student, bought._id, laptop)).toBeUndefined();

    const again = await saveRequest(student, bought._id, { deviceId: phone });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(OFFLINE_MESSAGES.ownersOnly);
  });

  it('revokes a course whose manual access an admin removed, and deletes its licence', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    await grant(student, course);
    const deviceId = newDeviceId();
    await save(student, course._id, deviceId);
    expect(await check(student, deviceId, [course._id])).toMatchObject([{ status: 'active' }]);

    const removed = await call('DELETE', '/api/admin/course/remove-manual-access', admin, {
      studentId: student.user._id,
      courseId: course._id,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await check(student, deviceId, [course._id])).toEqual([
      { courseId: course._id, status: 'revoked' },
    ]);
    expect(await licencesOf(student)).toEqual([]);
  });
});

describe('erasure of the account', () => {
  it('deletes its licences on every device, and no other student’s', async () => {
    const student = await registerAndLogin(t.app);
    const bystander = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const phone = newDeviceId();
    for (const who of [student, bystander]) {
      await grant(who, course);
      await save(who, course._id, phone);
      await save(who, course._id, newDeviceId());
    }
    expect(await licencesOf(student)).toHaveLength(2);

    const erased = await call('DELETE', '/api/account', student, { password: student.credentials.password });
    expect(erased.statusCode, erased.body).toBe(200);

    expect(await licencesOf(student)).toEqual([]);
    expect(await licencesOf(bystander)).toHaveLength(2);
    // Its sessions ended with it: the phone's next check is refused, not answered.
    const refused = await checkRequest(student, { deviceId: phone, courseIds: [course._id] });
    expect(refused.statusCode).toBe(401);
  });
});
