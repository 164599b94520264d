import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, lectures } from '../../db/schema/courses';
import { isUuid } from '../../lib/ids';

/*
 * What other modules ask of one course: its names and picture, whether it is on sale, whether its
 * certificate waits for a project, and its lectures.
 */

export type CourseFacts = {
  id: string;
  title: string;
  instructorName: string;
  /** The course's picture, a public URL as the catalogue answers it. */
  image: string;
  isPublished: boolean;
  /** Issue 30: the certificate waits for an approved project. */
  projectRequired: boolean;
};

/** The course with this id, published or not, or nothing. */
export async function findCourseFacts(db: Executor, id: string): Promise<CourseFacts | undefined> {
  if (!isUuid(id)) return undefined;
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorName: courses.instructorName,
      image: courses.image,
      isPublished: courses.isPublished,
      projectRequired: courses.projectRequired,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return course;
}

/** A course's project brief ('' without a project), or nothing for an unknown course. */
export async function findCourseBrief(
  db: Executor,
  id: string,
): Promise<{ id: string; projectBrief: string; projectRequired: boolean } | undefined> {
  if (!isUuid(id)) return undefined;
  const [course] = await db
    .select({ id: courses.id, projectBrief: courses.projectBrief, projectRequired: courses.projectRequired })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return course;
}

/** A lecture as another module needs it: `publicId` names its video ('' once the video was deleted). */
export type CourseLecture = {
  id: string;
  title: string;
  publicId: string;
  /** The length the admin entered, when they did. */
  durationSeconds: number | null;
};

/** The course's lectures in the curriculum's order; none for an unknown course. */
export async function findCourseLectures(db: Executor, courseId: string): Promise<CourseLecture[]> {
  if (!isUuid(courseId)) return [];
  return db
    .select({
      id: lectures.id,
      title: lectures.title,
      publicId: lectures.publicId,
      durationSeconds: lectures.durationSeconds,
    })
    .from(lectures)
    .where(eq(lectures.courseId, courseId))
    .orderBy(asc(lectures.position), asc(lectures.id));
}
