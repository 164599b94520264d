import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { isUuid } from '../../lib/ids';

/* What other modules ask of one course: its names, whether it is on sale, and whether its certificate waits for a project. */

export type CourseFacts = {
  id: string;
  title: string;
  instructorName: string;
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
