import { api } from '@/lib/api-client';
import { deviceId } from '../lib/offline-device';

/** Issue 32: a licence for the course on this device, and how each of its lectures is saved. */
export const requestOfflineCourse = (courseId: string, signal?: AbortSignal) =>
  api
    .post('/student/offline/courses/:courseId', {
      params: { courseId },
      body: { deviceId: deviceId() },
      signal,
    })
    .then((response) => response.data);

/** Whether this device may go on playing each course's saved lectures, with their renewed licences. */
export const checkOfflineCourses = (courseIds: string[]) =>
  api
    .post('/student/offline/check', { body: { deviceId: deviceId(), courseIds } })
    .then((response) => response.data.courses);

/** Tells the server this device holds nothing of the course any more, which frees its place. */
export const releaseOfflineCourse = (courseId: string) =>
  api.delete('/student/offline/devices/:deviceId/courses/:courseId', {
    params: { deviceId: deviceId(), courseId },
  });

/** What saving each of the course's lectures would take (no licence is issued by asking). */
export const offlinePlan = (courseId: string, signal?: AbortSignal) =>
  api
    .get('/student/offline/courses/:courseId', { params: { courseId }, signal })
    .then((response) => response.data.lectures);
