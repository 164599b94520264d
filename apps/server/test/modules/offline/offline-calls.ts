import { randomUUID } from 'node:crypto';
import type { OfflineCheckResponse, OfflineCourseResponse } from '@academy/shared/offline';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { offlineLicences } from '../../../src/db/schema/offline';
import { bearer, type registerAndLogin, type TestApp } from '../../support/app';

/* What the offline module's test files share: its calls through the API, and its rows. */

export type Student = Awaited<ReturnType<typeof registerAndLogin>>;

/** A device's id as a browser makes it: crypto.randomUUID without the dashes. */
export const newDeviceId = () => randomUUID().replaceAll('-', '');

const DAY_MS = 24 * 60 * 60_000;

/** Whether `iso` is `days` days after `from` (a few seconds either way, for the test's own time). */
export function expectDaysAfter(iso: string, days: number, from = Date.now()) {
  expect(Math.abs(Date.parse(iso) - (from + days * DAY_MS))).toBeLessThan(10_000);
}

/** The calls, on the app `current()` answers when they are made (a file's beforeAll makes it). */
export function offlineCalls(current: () => TestApp) {
  const headersOf = (who: Student | undefined, language?: string) => ({
    ...(who ? bearer(who.token) : {}),
    ...(language ? { 'accept-language': language } : {}),
  });

  const saveRequest = (who: Student | undefined, courseId: string, payload: object, language?: string) =>
    current().app.inject({
      method: 'POST',
      url: `/api/student/offline/courses/${courseId}`,
      headers: headersOf(who, language),
      payload,
    });

  /** Saves the course on the device, expecting it to be allowed. */
  async function save(who: Student, courseId: string, deviceId: string) {
    const response = await saveRequest(who, courseId, { deviceId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<OfflineCourseResponse>().data;
  }

  const checkRequest = (who: Student | undefined, payload: object) =>
    current().app.inject({
      method: 'POST',
      url: '/api/student/offline/check',
      headers: headersOf(who),
      payload,
    });

  async function check(who: Student, deviceId: string, courseIds: string[]) {
    const response = await checkRequest(who, { deviceId, courseIds });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OfflineCheckResponse>().data.courses;
  }

  const release = (who: Student | undefined, deviceId: string, courseId: string, language?: string) =>
    current().app.inject({
      method: 'DELETE',
      url: `/api/student/offline/devices/${deviceId}/courses/${courseId}`,
      headers: headersOf(who, language),
    });

  const licencesOf = (who: Student) =>
    current().db.select().from(offlineLicences).where(eq(offlineLicences.userId, who.user._id));

  return { saveRequest, save, checkRequest, check, release, licencesOf };
}
