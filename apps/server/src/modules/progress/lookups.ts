import type { Role } from '@academy/shared/auth';
import type { LectureProgress } from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lectures } from '../../db/schema/courses';
import { mediaFiles } from '../../db/schema/media';
import { lectureProgress } from '../../db/schema/progress';
import type { JobQueue } from '../../infrastructure/jobs';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { qualified } from '../../lib/sql';
import { findCertificate, issueCertificate } from '../certificates/service';
import { type CourseFacts, findCourseFacts } from '../courses/lookups';
import type { UrlSigner } from '../courses/service';
import { findAccount } from '../users/lookups';
import { ownsCourse } from '../access/ownership';
import { projectStanding } from '../projects/service';
import { askForReview } from '../reviews/job-kinds';
import type { WatchedLecture } from './watch';
import { PROGRESS_MESSAGES } from './messages';

/*
 * Who is asking about which course and lecture, and what they have watched: the checks every
 * progress call starts with.
 */

const q = qualified;

export type ProgressCaller = { id: string; role: Role };

export type ProgressRequest = {
  /** Whose progress; the route has already checked it is the caller's own, or the caller is an admin. */
  userId: string;
  courseId: string;
  caller: ProgressCaller;
  signer: UrlSigner;
  /** Where a certificate's request for a review is queued (issue 30). */
  jobs: Pick<JobQueue, 'enqueue'>;
};

export type Student = { id: string; name: string; role: Role };

/** A signer for someone who may play nothing: not even a free preview gets a URL here. */
export const NO_URLS: UrlSigner = {
  signedVideoUrl: () => '',
  signedStreamUrl: () => '',
  signedCaptionsUrl: () => '',
};

export async function findStudent(
  db: Executor,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<Student> {
  // The student's row is the lock that serialises their progress writes: two lectures marked at
  // once cannot each miss the other's row and leave a completed course without its certificate.
  const student = await findAccount(db, userId, options);
  if (!student) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
  return student;
}

/** Owners: entitled by a purchase or a manual grant; an admin account counts as owning every course. */
export async function isOwner(db: Executor, student: Student, courseId: string): Promise<boolean> {
  return student.role === 'admin' || ownsCourse(db, student.id, courseId);
}

/**
 * The course a progress write is about. Unknown: NotFoundError; unpublished: the same, unless the student
 * owns it (a course unpublished after it was sold stays watchable) or the caller is an admin.
 */
export async function findCourse(
  db: Executor,
  courseId: string,
  { owner, caller }: { owner: boolean; caller: ProgressCaller },
): Promise<CourseFacts> {
  const course = await findCourseFacts(db, courseId);
  if (!course || (!course.isPublished && !owner && caller.role !== 'admin')) {
    throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  }
  return course;
}

/** A lecture of the course, with what is known of its video's length; NotFoundError for any other. */
export async function findLecture(
  db: Executor,
  course: CourseFacts,
  lectureId: string,
): Promise<WatchedLecture> {
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
  if (!lecture) throw new NotFoundError(PROGRESS_MESSAGES.lectureNotInCourse);
  return lecture;
}

/**
 * The student, their course and its lecture for a progress write, inside `tx` with the
 * student's lock: ForbiddenError 'Buy this course to track your progress.' for a student who
 * does not own the course, NotFoundError for a lecture of another course.
 */
export async function ownedLecture(
  tx: Executor,
  { userId, courseId, caller }: ProgressRequest,
  lectureId: string,
) {
  const student = await findStudent(tx, userId, { lock: true });
  const owner = await isOwner(tx, student, courseId);
  const course = await findCourse(tx, courseId, { owner, caller });
  if (!owner) throw new ForbiddenError(PROGRESS_MESSAGES.buyToTrack);
  return { student, course, lecture: await findLecture(tx, course, lectureId) };
}

/** Viewed lectures that still belong to the course, in curriculum order. */
export async function viewedLectures(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<LectureProgress[]> {
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
 * Issues the certificate when every current lecture of the course (at least one) is viewed, the
 * student has none yet and, where the course requires one, their project is approved (issue 30);
 * and queues the email asking for a review of the course. Run it inside the transaction that
 * holds the student's lock.
 */
export async function completeIfDue(
  tx: Executor,
  student: Student,
  course: CourseFacts,
  now: () => Date,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<void> {
  if (await findCertificate(tx, student.id, course.id)) return;
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      viewed: sql<number>`count(${q(lectureProgress.lectureId)})`.mapWith(Number),
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
  if (!counts || counts.total === 0 || counts.viewed < counts.total) return;
  if (course.projectRequired && (await projectStanding(tx, student.id, course.id)) !== 'approved') return;
  await issueCertificate(tx, {
    userId: student.id,
    courseId: course.id,
    studentName: student.name,
    courseTitle: course.title,
    instructorName: course.instructorName,
    completedAt: now(),
  });
  await askForReview(tx, jobs, { userId: student.id, productType: 'course', productId: course.id });
}

/**
 * Issue 30: an approved project may be the last thing a course's certificate waited for. Run it
 * in the transaction that approved it: it takes the student's lock as a progress write does.
 */
export async function completeAfterApprovedProject(
  tx: Executor,
  { userId, courseId }: { userId: string; courseId: string },
  now: () => Date,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<void> {
  const student = await findStudent(tx, userId, { lock: true });
  const course = await findCourseFacts(tx, courseId);
  if (course) await completeIfDue(tx, student, course, now, jobs);
}

/** The curriculum without a single playable URL or media id. */
