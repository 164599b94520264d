import type { Role } from '@academy/shared/auth';
import type { CourseDetail } from '@academy/shared/catalogue-api';
import type { CourseProgress, LectureProgress, WatchEvidence, WatchStatus } from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  courseCompletions,
  courses,
  lectureProgress,
  lectures,
  mediaFiles,
  users,
} from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { qualified } from '../../lib/sql';
import { findCertificate, issueCertificate, toEarnedCertificate } from '../certificates/service';
import { getAdminCourseDetail, type UrlSigner } from '../courses/service';
import { ownsCourse } from '../purchases/service';
import { clearWatchOf, deleteWatchOf, recordWatch, type WatchedLecture, watchStatus } from './watch';

const q = qualified;

export const PROGRESS_MESSAGES = {
  buyToTrack: 'Buy this course to track your progress.',
  lectureNotInCourse: 'This lecture is not part of this course.',
  lectureViewed: 'Lecture marked as viewed',
  progressReset: 'Progress reset',
} as const;

/** m:ss, or h:mm:ss from an hour on. */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Why a student's lecture is not marked viewed yet, in words the student can act on. */
export function notWatchedMessage(status: WatchStatus): string {
  // Under a second reads as none: "0:00 of 9:30" tells a student nothing.
  if (status.durationSeconds === null || status.watchedSeconds < 1) {
    return 'Play this lecture through to mark it as viewed: none of it has been played yet.';
  }
  return (
    'Keep watching: this lecture counts as viewed once you have played most of it ' +
    `(${clock(status.watchedSeconds)} of ${clock(Math.round(status.durationSeconds))} so far).`
  );
}

/** Who asks: an admin may look at any course, published or not. */
export type ProgressCaller = { id: string; role: Role };

export type ProgressRequest = {
  /** Whose progress; the route has already checked it is the caller's own, or the caller is an admin. */
  userId: string;
  courseId: string;
  caller: ProgressCaller;
  signer: UrlSigner;
};

type Student = { id: string; name: string; role: Role };

/** A signer for someone who may play nothing: not even a free preview gets a URL here. */
const NO_URLS: UrlSigner = { signedUrl: () => '', signedStreamUrl: () => '' };

async function findStudent(db: Executor, userId: string, options: { lock?: boolean } = {}): Promise<Student> {
  if (!isUuid(userId)) throw notFound(SERVER_MESSAGES.userNotFound);
  const query = db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // The student's row is the lock that serialises their progress writes: two lectures marked at
  // once cannot each miss the other's row and leave a completed course without its certificate.
  // NO KEY UPDATE still lets other transactions insert rows that reference the user.
  const [student] = await (options.lock ? query.for('no key update') : query);
  if (!student) throw notFound(SERVER_MESSAGES.userNotFound);
  return student;
}

/** Owners: entitled by a purchase or a manual grant; an admin account counts as owning every course. */
async function isOwner(db: Executor, student: Student, courseId: string): Promise<boolean> {
  return student.role === 'admin' || ownsCourse(db, student.id, courseId);
}

type CourseFacts = { id: string; title: string; instructorName: string; isPublished: boolean };

/**
 * The course a progress write is about. Unknown: 404; unpublished: 404 too, unless the student
 * owns it (a course unpublished after it was sold stays watchable) or the caller is an admin.
 */
async function findCourse(
  db: Executor,
  courseId: string,
  { owner, caller }: { owner: boolean; caller: ProgressCaller },
): Promise<CourseFacts> {
  if (!isUuid(courseId)) throw notFound(SERVER_MESSAGES.courseNotFound);
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorName: courses.instructorName,
      isPublished: courses.isPublished,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course || (!course.isPublished && !owner && caller.role !== 'admin')) {
    throw notFound(SERVER_MESSAGES.courseNotFound);
  }
  return course;
}

/** A lecture of the course, with what is known of its video's length; 404 for any other. */
async function findLecture(db: Executor, course: CourseFacts, lectureId: string): Promise<WatchedLecture> {
  const [lecture] = isUuid(lectureId)
    ? await db
        .select({
          id: lectures.id,
          courseId: lectures.courseId,
          publicId: lectures.publicId,
          probedSeconds: mediaFiles.durationSeconds,
          enteredSeconds: lectures.durationSeconds,
        })
        .from(lectures)
        .leftJoin(mediaFiles, eq(mediaFiles.publicId, lectures.publicId))
        .where(and(eq(lectures.id, lectureId), eq(lectures.courseId, course.id)))
        .limit(1)
    : [];
  if (!lecture) throw notFound(PROGRESS_MESSAGES.lectureNotInCourse);
  return lecture;
}

/**
 * The student, their course and its lecture for a progress write, inside `tx` with the
 * student's lock: 403 'Buy this course to track your progress.' for a student who does not own
 * the course, 404 for a lecture of another course.
 */
async function ownedLecture(tx: Executor, { userId, courseId, caller }: ProgressRequest, lectureId: string) {
  const student = await findStudent(tx, userId, { lock: true });
  const owner = await isOwner(tx, student, courseId);
  const course = await findCourse(tx, courseId, { owner, caller });
  if (!owner) throw forbidden(PROGRESS_MESSAGES.buyToTrack);
  return { student, course, lecture: await findLecture(tx, course, lectureId) };
}

/** Viewed lectures that still belong to the course, in curriculum order. */
async function viewedLectures(db: Executor, userId: string, courseId: string): Promise<LectureProgress[]> {
  const rows = await db
    .select({
      lectureId: lectureProgress.lectureId,
      viewed: lectureProgress.viewed,
      viewedAt: lectureProgress.viewedAt,
    })
    .from(lectureProgress)
    .innerJoin(lectures, and(eq(lectures.id, lectureProgress.lectureId), eq(lectures.courseId, courseId)))
    .where(
      and(
        eq(lectureProgress.userId, userId),
        eq(lectureProgress.courseId, courseId),
        eq(lectureProgress.viewed, true),
      ),
    )
    .orderBy(asc(lectures.position), asc(lectures.id));
  return rows.map((row) => ({
    lectureId: row.lectureId,
    viewed: row.viewed,
    dateViewed: row.viewedAt.toISOString(),
  }));
}

/**
 * Issues the certificate when every current lecture of the course (at least one) is viewed and
 * the student has none yet. Run it inside the transaction that holds the student's lock.
 */
async function completeIfDue(
  tx: Executor,
  student: Student,
  course: CourseFacts,
  now: () => Date,
): Promise<void> {
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      viewed: sql<number>`count(${q(lectureProgress.lectureId)})`.mapWith(Number),
      certified: sql<boolean>`exists (
        select 1 from ${courseCompletions}
        where ${q(courseCompletions.userId)} = ${student.id} and ${q(courseCompletions.courseId)} = ${course.id}
      )`,
    })
    .from(lectures)
    .leftJoin(
      lectureProgress,
      and(
        eq(lectureProgress.lectureId, lectures.id),
        eq(lectureProgress.userId, student.id),
        eq(lectureProgress.viewed, true),
      ),
    )
    .where(eq(lectures.courseId, course.id));
  if (!counts || counts.certified || counts.total === 0 || counts.viewed < counts.total) return;
  await issueCertificate(tx, {
    userId: student.id,
    courseId: course.id,
    studentName: student.name,
    courseTitle: course.title,
    instructorName: course.instructorName,
    completedAt: now(),
  });
}

/** The curriculum without a single playable URL or media id. */
const withoutMedia = (detail: CourseDetail): CourseDetail => ({
  ...detail,
  curriculum: detail.curriculum.map((lecture) => ({ ...lecture, videoUrl: '', public_id: '' })),
});

/**
 * SPEC §3 Course progress record, for `userId`: the course as that student may see it (an owner
 * gets every lecture with a short-lived signed URL; anyone else no playable URL at all, not
 * even a free preview), their viewed lectures that are still in the course, whether they own it,
 * whether every current lecture is viewed, and the certificate they earned (which outlives a
 * Rewatch and lectures added later). Unknown account: 404; unknown course, or unpublished and
 * neither owned nor asked for by an admin: 404.
 */
export async function getCourseProgress(
  db: Database,
  { userId, courseId, caller, signer }: ProgressRequest,
  now: () => Date = () => new Date(),
): Promise<CourseProgress> {
  const student = await findStudent(db, userId);
  if (!isUuid(courseId)) throw notFound(SERVER_MESSAGES.courseNotFound);
  const owner = await isOwner(db, student, courseId);
  const detail = await getAdminCourseDetail(db, courseId, { signer: owner ? signer : NO_URLS });
  if (!detail.isPublished && !owner && caller.role !== 'admin')
    throw notFound(SERVER_MESSAGES.courseNotFound);

  let certificate = await findCertificate(db, student.id, courseId);
  if (!owner) {
    return {
      courseDetails: withoutMedia(detail),
      progress: [],
      isPurchased: false,
      completed: false,
      certificate: certificate ? toEarnedCertificate(certificate) : null,
    };
  }

  const current = new Set(detail.curriculum.map((lecture) => lecture._id));
  const progress = (await viewedLectures(db, student.id, courseId)).filter((entry) =>
    current.has(entry.lectureId),
  );
  const completed = current.size > 0 && progress.length === current.size;
  if (completed && !certificate) {
    // Complete without a certificate: lectures were removed after the rest were watched.
    certificate = await db.transaction(async (tx) => {
      const locked = await findStudent(tx, student.id, { lock: true });
      await completeIfDue(tx, locked, await findCourse(tx, courseId, { owner, caller }), now);
      return findCertificate(tx, student.id, courseId);
    });
  }
  return {
    courseDetails: detail,
    progress,
    isPurchased: true,
    completed,
    certificate: certificate ? toEarnedCertificate(certificate) : null,
  };
}

/**
 * What the player saw of a lecture (issue 14): the played ranges of an owner's lecture are added
 * to what the student is credited with, as far as the student's watch budget allows (an admin's
 * report is credited whole). Same 403 and 404 as marking. Answers the lecture's watch status.
 */
export async function reportWatch(
  db: Database,
  request: ProgressRequest & { lectureId: string; evidence: WatchEvidence },
  now: () => Date = () => new Date(),
): Promise<WatchStatus> {
  return db.transaction(async (tx) => {
    const { student, lecture } = await ownedLecture(tx, request, request.lectureId);
    return recordWatch(tx, {
      userId: student.id,
      lecture,
      evidence: request.evidence,
      trusted: request.caller.role === 'admin',
      now: now(),
    });
  });
}

/**
 * Marks one lecture of the course viewed for an owner (403 'Buy this course to track your
 * progress.' for anyone else; 404 'This lecture is not part of this course.' for another
 * course's lecture). A student's own mark needs evidence: the lecture counts once the played
 * ranges the server credits (the ones `watched` brings included) cover most of its length;
 * before that, 409 with how far the student got, and nothing changes but the credit. A lecture
 * already viewed stays viewed. An admin is trusted without evidence (support restoring lost
 * progress). Idempotent: the first view's date is kept. When this makes every current lecture
 * viewed and the student has no certificate yet, the certificate is issued in the same
 * transaction. Answers the new progress record.
 */
export async function markLectureViewed(
  db: Database,
  request: ProgressRequest & { lectureId: string; watched?: WatchEvidence | undefined },
  now: () => Date = () => new Date(),
): Promise<CourseProgress> {
  const { lectureId, caller, watched } = request;
  const trusted = caller.role === 'admin';
  const refused = await db.transaction(async (tx) => {
    const { student, course, lecture } = await ownedLecture(tx, request, lectureId);
    const status = watched
      ? await recordWatch(tx, { userId: student.id, lecture, evidence: watched, trusted, now: now() })
      : await watchStatus(tx, student.id, lecture);
    if (!trusted && !status.enough && !(await isViewed(tx, student.id, lecture.id))) return status;

    await tx
      .insert(lectureProgress)
      .values({
        userId: student.id,
        courseId: course.id,
        lectureId: lecture.id,
        viewed: true,
        viewedAt: now(),
      })
      .onConflictDoUpdate({
        target: [lectureProgress.userId, lectureProgress.lectureId],
        set: { viewed: true, viewedAt: sql`excluded.viewed_at` },
        // Only a row that is not viewed changes: a repeat keeps the first view's date.
        setWhere: eq(lectureProgress.viewed, false),
      });
    await completeIfDue(tx, student, course, now);
    return null;
  });
  // After the commit: the credit the last report earned is kept even though the mark is refused.
  if (refused) throw conflict(notWatchedMessage(refused));
  return getCourseProgress(db, request, now);
}

async function isViewed(tx: Executor, userId: string, lectureId: string): Promise<boolean> {
  const [row] = await tx
    .select({ viewed: lectureProgress.viewed })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lectureId)))
    .limit(1);
  return row?.viewed === true;
}

/**
 * Rewatch (SPEC §4): forgets which lectures the owner viewed, and what was played of them (403 'Buy this course to track
 * your progress.' for anyone else). The certificate stays: once earned it stays valid. Answers
 * the fresh progress record.
 */
export async function resetProgress(
  db: Database,
  request: ProgressRequest,
  now: () => Date = () => new Date(),
): Promise<CourseProgress> {
  const { userId, courseId, caller } = request;
  await db.transaction(async (tx) => {
    const student = await findStudent(tx, userId, { lock: true });
    const owner = await isOwner(tx, student, courseId);
    const course = await findCourse(tx, courseId, { owner, caller });
    if (!owner) throw forbidden(PROGRESS_MESSAGES.buyToTrack);
    await tx
      .delete(lectureProgress)
      .where(and(eq(lectureProgress.userId, student.id), eq(lectureProgress.courseId, course.id)));
    await clearWatchOf(tx, student.id, course.id);
  });
  return getCourseProgress(db, request, now);
}

/** Erasure of an account (issue 11): which lectures the student watched, and what they played. */
export async function deleteProgressOf(db: Executor, userId: string): Promise<void> {
  await db.delete(lectureProgress).where(eq(lectureProgress.userId, userId));
  await deleteWatchOf(db, userId);
}
