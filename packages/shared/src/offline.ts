import { OFFLINE_DEVICE_ID } from './limits';
import { z } from './zod';

/*
 * Lectures saved for offline (issue 32, part 2). An owner's phone keeps a lecture's 360p stream
 * (or its MP4 while no stream is ready) in the browser, under an offline licence the server
 * issues for one course on one device. The licence lasts OFFLINE_LICENCE_DAYS from the device's
 * last check; a check after a refund, an admin's removal of the access or the account's erasure
 * answers `revoked`, and the device deletes what it saved (decision 039).
 */

/** How long saved lectures play without the network: counted from the device's last check. */
export const OFFLINE_LICENCE_DAYS = 14;

/** The rendition a lecture is saved in: small enough for a phone, sharp enough for a lecture. */
export const OFFLINE_RENDITION_HEIGHT = 360;

/** The most courses one check asks about: more than a student could save on one phone. */
export const OFFLINE_CHECK_MAX_COURSES = 200;

/**
 * A device's own id, made once by the browser (crypto.randomUUID without the dashes, or any
 * other 16 to 64 letters, digits, `-` and `_`). It is not a secret: it only keeps one phone's
 * licence apart from another's.
 */
export const offlineDeviceIdSchema = z
  .string({ error: 'deviceId is required' })
  .regex(OFFLINE_DEVICE_ID, 'deviceId must be 16 to 64 letters, digits, - or _');

/** `POST /student/offline/courses/:courseId`. */
export const offlineCourseParamsSchema = z.object({
  courseId: z.uuid('courseId must be a valid id'),
});
export type OfflineCourseParams = z.infer<typeof offlineCourseParamsSchema>;

export const offlineLicenceBodySchema = z.object({ deviceId: offlineDeviceIdSchema });
export type OfflineLicenceBody = z.infer<typeof offlineLicenceBodySchema>;

/**
 * Where a lecture's bytes come from. `stream`: one rendition's playlist (`…/360p/index.m3u8`,
 * signed for the student like the player's own stream), whose segments are named relative to
 * it. `file`: the whole uploaded video, for a lecture whose stream is not ready.
 */
export const offlineLectureSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stream'), playlistUrl: z.string(), rendition: z.string() }),
  z.object({ kind: z.literal('file'), url: z.string(), contentType: z.string() }),
]);
export type OfflineLectureSource = z.infer<typeof offlineLectureSourceSchema>;

/** One lecture of the course as it would be saved. */
export const offlineLectureSchema = z.object({
  lectureId: z.string(),
  title: z.string(),
  /** Seconds, when known. */
  durationSeconds: z.number().nullable(),
  /** What saving it will take, in bytes: the file's size, or the rendition's rate times its length. */
  estimatedBytes: z.number().int().nonnegative(),
  source: offlineLectureSourceSchema,
});
export type OfflineLecture = z.infer<typeof offlineLectureSchema>;

/** A course's offline licence on one device. */
export const offlineLicenceSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  courseImage: z.string(),
  /** ISO time after which the device stops playing what it saved, unless it checks in first. */
  expiresAt: z.string(),
});
export type OfflineLicence = z.infer<typeof offlineLicenceSchema>;

/**
 * The licence, issued or renewed, and every lecture of the course that has a video, in the
 * course's order. Only a student who holds the course gets one.
 */
export const offlineCourseResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ licence: offlineLicenceSchema, lectures: z.array(offlineLectureSchema) }),
});
export type OfflineCourseResponse = z.infer<typeof offlineCourseResponseSchema>;

/** `POST /student/offline/check`: the courses this device has saved lectures of. */
export const offlineCheckBodySchema = z.object({
  deviceId: offlineDeviceIdSchema,
  courseIds: z
    .array(z.uuid('courseIds must hold valid ids'))
    .max(OFFLINE_CHECK_MAX_COURSES, `courseIds may hold at most ${OFFLINE_CHECK_MAX_COURSES} ids`),
});
export type OfflineCheckBody = z.infer<typeof offlineCheckBodySchema>;

/**
 * Each course asked about: `active` with its renewed expiry, or `revoked` (the student no
 * longer holds the course, the licence was withdrawn, or it was never issued to this device):
 * the device then deletes that course's saved lectures.
 */
export const offlineCheckResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    courses: z.array(
      z.discriminatedUnion('status', [
        z.object({ courseId: z.string(), status: z.literal('active'), expiresAt: z.string() }),
        z.object({ courseId: z.string(), status: z.literal('revoked') }),
      ]),
    ),
  }),
});
export type OfflineCheckResponse = z.infer<typeof offlineCheckResponseSchema>;

/**
 * The most devices one student keeps saved lectures on at once (licences not yet expired): a
 * phone, a tablet and a laptop with room to spare, never a class sharing one account.
 */
export const OFFLINE_MAX_DEVICES = 5;

/** `DELETE /student/offline/devices/:deviceId/courses/:courseId`: the device removed what it saved. */
export const offlineReleaseParamsSchema = z.object({
  deviceId: offlineDeviceIdSchema,
  courseId: z.uuid('courseId must be a valid id'),
});
export type OfflineReleaseParams = z.infer<typeof offlineReleaseParamsSchema>;

export const offlineReleaseResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type OfflineReleaseResponse = z.infer<typeof offlineReleaseResponseSchema>;

/**
 * `GET /student/offline/courses/:courseId`: what saving each lecture would take, before anything
 * is saved; it issues no licence, so looking costs the student none of their devices.
 */
export const offlinePlanResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ lectures: z.array(offlineLectureSchema) }),
});
export type OfflinePlanResponse = z.infer<typeof offlinePlanResponseSchema>;
