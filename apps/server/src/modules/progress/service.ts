import type { CourseDetail } from '@academy/shared/catalogue-courses';
import type { CourseProgress, WatchEvidence, WatchReportAnswer } from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { lectureProgress } from '../../db/schema/progress';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { findCertificate, toEarnedCertificate } from '../certificates/service';
import { holdsCourseKept, type KeptHoldings } from '../access/kept-holdings';
import { courseDetailJson } from '../courses/detail-json';
import { type CourseRows, getReusedCourse } from '../courses/service';
import { type KeptLearning, learnerRecord } from './kept-learning';
import { clearWatchOf, deleteWatchOf, recordWatch, watchStatus } from './watch';
import {
  completeIfDue,
  findCourse,
  findStudent,
  isOwner,
  NO_URLS,
  ownedLecture,
  type ProgressRequest,
} from './lookups';
import { notWatchedMessage, PROGRESS_MESSAGES } from './messages';

export type { ProgressCaller, ProgressRequest } from './lookups';

/** What the progress read takes from what the instance keeps (kept-reads.ts, decision 040). */
export type ProgressReads = {
  courseRows: CourseRows;
  holdings: KeptHoldings;
  learning: KeptLearning;
  /** Resolves once this instance has been told of every change committed before the call. */
  settle(): Promise<void>;
};

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export { PROGRESS_MESSAGES } from './messages';

/**
 * The progress record, its course as JSON filled in from the course row's template
 * (courses/detail-json.ts): an owner's player asks for it on every open, and the course is most
 * of it. progress/answer.ts makes the route's answer of it.
 */
export type CourseProgressRecord = Omit<CourseProgress, 'courseDetails'> & { courseDetailsJson: string };

const withoutMedia = (detail: CourseDetail): CourseDetail => ({
  ...detail,
  curriculum: detail.curriculum.map((lecture) => ({ ...lecture, videoUrl: '', public_id: '' })),
});

/**
 * SPEC §3 Course progress record, for `userId`: the course as that student may see it (an owner
 * gets every lecture with a short-lived signed URL; anyone else no playable URL at all, not
 * even a free preview), their viewed lectures that are still in the course, whether they own it,
 * whether every current lecture is viewed, and the certificate they earned (which outlives a
 * Rewatch and lectures added later). Unknown account, unknown course, or one unpublished and
 * neither owned nor asked for by an admin: NotFoundError.
 */
export async function getCourseProgress(
  db: Database,
  { userId, courseId, caller, signer, jobs }: ProgressRequest,
  { courseRows: rows, holdings, learning }: ProgressReads,
  now: () => Date = () => new Date(),
): Promise<CourseProgressRecord> {
  // A student asking of themselves is the caller the request has just checked.
  const student = sameId(caller.id, userId) ? caller : await findStudent(db, userId);
  // The course first: nothing is kept of a student for a course that does not exist.
  const course = await getReusedCourse(db, rows, courseId);
  const [owner, record] = await Promise.all([
    student.role === 'admin' || holdsCourseKept(db, holdings, student.id, courseId),
    learnerRecord(db, learning, student.id, courseId),
  ]);
  if (!course.isPublished && !owner && caller.role !== 'admin')
    throw new NotFoundError(SERVER_MESSAGES.courseNotFound);

  let certificate = record.certificate ?? undefined;
  const project = {
    required: course.projectRequired,
    status: course.projectBrief === '' ? null : record.projectStanding,
  };
  if (!owner) {
    return {
      courseDetailsJson: courseDetailJson(withoutMedia(course.detail({ signer: NO_URLS }))),
      progress: [],
      isPurchased: false,
      completed: false,
      certificate: certificate ? toEarnedCertificate(certificate) : null,
      project,
    };
  }

  const order = new Map(course.lectureIds.map((id, index) => [id, index]));
  const progress = record.viewed
    .filter((entry) => order.has(entry.lectureId))
    .sort((a, b) => (order.get(a.lectureId) ?? 0) - (order.get(b.lectureId) ?? 0));
  const completed = order.size > 0 && progress.length === order.size;
  const waitsForProject = project.required && project.status !== 'approved';
  if (completed && !certificate && !waitsForProject) {
    // Complete without a certificate: lectures were removed after the rest were watched.
    certificate = await db.transaction(async (tx) => {
      const locked = await findStudent(tx, student.id, { lock: true });
      await completeIfDue(tx, locked, await findCourse(tx, courseId, { owner, caller }), now, jobs);
      return findCertificate(tx, student.id, courseId);
    });
  }
  return {
    courseDetailsJson: course.detailJson({ signer, viewerId: student.id }),
    progress,
    isPurchased: true,
    completed,
    certificate: certificate ? toEarnedCertificate(certificate) : null,
    project,
  };
}

/**
 * What the player saw of a lecture (issue 14): the played ranges of an owner's lecture are added
 * to what the student is credited with, as far as the student's watch budget allows (an admin's
 * report is credited whole). Same ForbiddenError and NotFoundError as marking. Answers the
 * lecture's watch status, with what of the report is not credited yet.
 */
export async function reportWatch(
  db: Database,
  request: ProgressRequest & { lectureId: string; evidence: WatchEvidence },
  now: () => Date = () => new Date(),
): Promise<WatchReportAnswer> {
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
 * Marks one lecture of the course viewed for an owner (ForbiddenError 'Buy this course to
 * track your progress.' for anyone else; NotFoundError 'This lecture is not part of this
 * course.' for another course's lecture). A student's own mark needs evidence: the lecture
 * counts once the played ranges the server credits (the ones `watched` brings included) cover
 * most of its length; before that, a ConflictError with how far the student got, and nothing
 * changes but the credit. A lecture already viewed stays viewed. An admin is trusted without
 * evidence (support restoring lost progress). Idempotent: the first view's date is kept. When
 * this makes every current lecture viewed and the student has no certificate yet, the
 * certificate is issued in the same transaction. Answers the new progress record.
 */
export async function markLectureViewed(
  db: Database,
  request: ProgressRequest & { lectureId: string; watched?: WatchEvidence | undefined },
  reads: ProgressReads,
  now: () => Date = () => new Date(),
): Promise<CourseProgressRecord> {
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
    await completeIfDue(tx, student, course, now, request.jobs);
    return null;
  });
  // After the commit: the credit the last report earned is kept even though the mark is refused.
  if (refused) throw new ConflictError(notWatchedMessage(refused));
  // The answer is read after the write: what this instance keeps must have heard of it first.
  await reads.settle();
  return getCourseProgress(db, request, reads, now);
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
 * Rewatch (SPEC §4): forgets which lectures the owner viewed, and what was played of them
 * (ForbiddenError 'Buy this course to track your progress.' for anyone else). The certificate
 * stays: once earned it stays valid. Answers the fresh progress record.
 */
export async function resetProgress(
  db: Database,
  request: ProgressRequest,
  reads: ProgressReads,
  now: () => Date = () => new Date(),
): Promise<CourseProgressRecord> {
  const { userId, courseId, caller } = request;
  await db.transaction(async (tx) => {
    const student = await findStudent(tx, userId, { lock: true });
    const owner = await isOwner(tx, student, courseId);
    const course = await findCourse(tx, courseId, { owner, caller });
    if (!owner) throw new ForbiddenError(PROGRESS_MESSAGES.buyToTrack);
    await tx
      .delete(lectureProgress)
      .where(and(eq(lectureProgress.userId, student.id), eq(lectureProgress.courseId, course.id)));
    await clearWatchOf(tx, student.id, course.id);
  });
  await reads.settle();
  return getCourseProgress(db, request, reads, now);
}

/** Erasure of an account (issue 11): which lectures the student watched, and what they played. */
export async function deleteProgressOf(db: Executor, userId: string): Promise<void> {
  await db.delete(lectureProgress).where(eq(lectureProgress.userId, userId));
  await deleteWatchOf(db, userId);
}
