import { SERVER_MESSAGES } from '@academy/shared/messages';
import {
  OFFLINE_LICENCE_DAYS,
  OFFLINE_MAX_DEVICES,
  OFFLINE_RENDITION_HEIGHT,
  type OfflineCheckBody,
  type OfflineCheckResponse,
  type OfflineLecture,
  type OfflineLicence,
  type OfflineReleaseParams,
} from '@academy/shared/offline';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { VideoRendition } from '../../db/schema/media';
import { offlineLicences } from '../../db/schema/offline';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { holdsCourse, ownsCourse } from '../access/ownership';
import { type CourseLecture, findCourseFacts, findCourseLectures } from '../courses/lookups';
import { type StoredVideo, storedVideosOf } from '../media/service';
import type { MediaSigner } from '../media/signing';
import { OFFLINE_MESSAGES } from './messages';

/*
 * Lectures saved for offline (issue 32, decision 039). A student who holds a course may save its
 * lectures on at most OFFLINE_MAX_DEVICES devices at once, each under a licence for that course
 * that lasts OFFLINE_LICENCE_DAYS from the device's last check. A check renews the licences of
 * the courses the student still holds, however long the device was away, and deletes the others:
 * a refund or a removed grant ends what a device saved the next time it is online.
 */

/** The saved copy's links are signed for the student, so each request asks again whether they hold the course. */
export type OfflineSigner = Pick<MediaSigner, 'signedUrl' | 'signedStreamUrl'>;

export type OfflineCourse = { licence: OfflineLicence; lectures: OfflineLecture[] };
export type OfflineCheck = OfflineCheckResponse['data'];

const DAY_MS = 24 * 60 * 60_000;
const expiryFrom = (now: Date) => new Date(now.getTime() + OFFLINE_LICENCE_DAYS * DAY_MS);

/** MPEG-TS packets carry about 5% over a rendition's nominal rate (105/100, in whole numbers). */
const TS_OVERHEAD_PERCENT = 105;

/** OFFLINE_RENDITION_HEIGHT, else the smallest rendition above it, else the largest there is. */
function renditionToSave(renditions: readonly VideoRendition[]): VideoRendition | undefined {
  const byHeight = [...renditions].sort((a, b) => a.height - b.height);
  return byHeight.find((rendition) => rendition.height >= OFFLINE_RENDITION_HEIGHT) ?? byHeight.at(-1);
}

/**
 * A lecture as the device saves it: one rendition of its ready stream, else its video file. The
 * length is the probed one, else what the admin entered; a stream of neither is sized as its
 * file, the one figure left.
 */
function toOfflineLecture(
  lecture: CourseLecture,
  video: StoredVideo,
  signer: OfflineSigner,
  viewerId: string,
): OfflineLecture {
  const durationSeconds = video.durationSeconds ?? lecture.durationSeconds;
  const saved = { lectureId: lecture.id, title: lecture.title, durationSeconds };
  const rendition = video.renditions ? renditionToSave(video.renditions) : undefined;
  if (!rendition) {
    return {
      ...saved,
      estimatedBytes: video.sizeBytes,
      source: {
        kind: 'file',
        url: signer.signedUrl(video.publicId, undefined, { viewerId }),
        contentType: video.contentType,
      },
    };
  }
  const master = signer.signedStreamUrl(video.publicId, viewerId);
  return {
    ...saved,
    estimatedBytes:
      durationSeconds === null
        ? video.sizeBytes
        : Math.ceil((rendition.bandwidth * durationSeconds * TS_OVERHEAD_PERCENT) / (8 * 100)),
    source: {
      kind: 'stream',
      playlistUrl: master.replace(/master\.m3u8$/, `${rendition.name}/index.m3u8`),
      rendition: rendition.name,
    },
  };
}

/** The devices the student keeps unexpired licences on: whether this one is among them, and how many others. */
async function devicesInUse(db: Executor, userId: string, deviceId: string, now: Date) {
  const rows = await db
    .selectDistinct({ deviceId: offlineLicences.deviceId })
    .from(offlineLicences)
    .where(and(eq(offlineLicences.userId, userId), gt(offlineLicences.expiresAt, now)));
  const thisOne = rows.some((row) => row.deviceId === deviceId);
  return { thisOne, others: rows.length - (thisOne ? 1 : 0) };
}

/**
 * The course and every lecture of it that has a video of ours, in the course's order, as the
 * student would save them. NotFoundError for an unknown course, or an unpublished one the
 * student does not hold (a course unpublished after it was sold stays theirs, as in the player);
 * ForbiddenError for a student who does not hold it.
 */
async function savableCourse(db: Executor, signer: OfflineSigner, userId: string, courseId: string) {
  const [course, owned, lectures] = await Promise.all([
    findCourseFacts(db, courseId),
    ownsCourse(db, userId, courseId),
    findCourseLectures(db, courseId),
  ]);
  if (!course || (!course.isPublished && !owned)) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  if (!owned) throw new ForbiddenError(OFFLINE_MESSAGES.ownersOnly);
  const videos = await storedVideosOf(
    db,
    lectures.map((lecture) => lecture.publicId),
  );
  return {
    course,
    lectures: lectures.flatMap((lecture) => {
      const video = videos.get(lecture.publicId);
      return video ? [toOfflineLecture(lecture, video, signer, userId)] : [];
    }),
  };
}

/** What saving each lecture would take, before anything is saved: no licence is issued. */
export async function offlinePlanOf(
  db: Executor,
  signer: OfflineSigner,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<OfflineLecture[]> {
  return (await savableCourse(db, signer, userId, courseId)).lectures;
}

/**
 * Issues (or renews) the licence of this device for the course, and answers it with the lectures
 * as savableCourse has them (and its refusals); ConflictError for a new device beyond
 * OFFLINE_MAX_DEVICES (two new devices at the same moment could both pass).
 */
export async function saveCourseForOffline(
  db: Executor,
  signer: OfflineSigner,
  { userId, courseId, deviceId }: { userId: string; courseId: string; deviceId: string },
  now = new Date(),
): Promise<OfflineCourse> {
  const [{ course, lectures }, devices] = await Promise.all([
    savableCourse(db, signer, userId, courseId),
    devicesInUse(db, userId, deviceId, now),
  ]);
  if (!devices.thisOne && devices.others >= OFFLINE_MAX_DEVICES) {
    throw new ConflictError(OFFLINE_MESSAGES.tooManyDevices);
  }
  const expiresAt = expiryFrom(now);
  await db
    .insert(offlineLicences)
    .values({ userId, courseId, deviceId, issuedAt: now, checkedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [offlineLicences.userId, offlineLicences.courseId, offlineLicences.deviceId],
      set: { checkedAt: now, expiresAt },
    });
  return {
    licence: {
      courseId: course.id,
      courseTitle: course.title,
      courseImage: course.image,
      expiresAt: expiresAt.toISOString(),
    },
    lectures,
  };
}

/**
 * A device's check of the courses it saved, each answered once in the order asked: `active`,
 * renewed from now, where it has a licence and the student still holds the course (an expired
 * licence too: a device back after weeks offline goes on); `revoked` otherwise, and a licence of
 * a course no longer held is deleted.
 */
export async function checkOfflineCourses(
  db: Executor,
  userId: string,
  { deviceId, courseIds }: OfflineCheckBody,
  now = new Date(),
): Promise<OfflineCheck> {
  const asked = [...new Set(courseIds)];
  if (asked.length === 0) return { courses: [] };
  const licences = await db
    .select({
      id: offlineLicences.id,
      courseId: offlineLicences.courseId,
      held: holdsCourse(offlineLicences.courseId, userId),
    })
    .from(offlineLicences)
    .where(
      and(
        eq(offlineLicences.userId, userId),
        eq(offlineLicences.deviceId, deviceId),
        inArray(offlineLicences.courseId, asked),
      ),
    );
  const kept = licences.filter((licence) => licence.held);
  const ended = licences.filter((licence) => !licence.held);
  const expiresAt = expiryFrom(now);
  if (kept.length > 0) {
    await db
      .update(offlineLicences)
      .set({ checkedAt: now, expiresAt })
      .where(
        inArray(
          offlineLicences.id,
          kept.map((licence) => licence.id),
        ),
      );
  }
  if (ended.length > 0) {
    await db.delete(offlineLicences).where(
      inArray(
        offlineLicences.id,
        ended.map((licence) => licence.id),
      ),
    );
  }
  const active = new Set(kept.map((licence) => licence.courseId));
  return {
    courses: asked.map((courseId) =>
      active.has(courseId)
        ? { courseId, status: 'active' as const, expiresAt: expiresAt.toISOString() }
        : { courseId, status: 'revoked' as const },
    ),
  };
}

/** The device removed what it saved of the course: its licence goes (there may be none left). */
export async function releaseOfflineCourse(
  db: Executor,
  userId: string,
  { deviceId, courseId }: OfflineReleaseParams,
): Promise<void> {
  await db
    .delete(offlineLicences)
    .where(
      and(
        eq(offlineLicences.userId, userId),
        eq(offlineLicences.deviceId, deviceId),
        eq(offlineLicences.courseId, courseId),
      ),
    );
}

/** Erasure of an account (issue 11): its devices' licences go with it. */
export async function deleteOfflineLicencesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(offlineLicences).where(eq(offlineLicences.userId, userId));
}
