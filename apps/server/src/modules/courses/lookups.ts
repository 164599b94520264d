import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { isUuid } from '../../lib/ids';

/* What other modules ask of one course: its names and whether it is on sale. */

export type CourseFacts = { id: string; title: string; instructorName: string; isPublished: boolean };

/** The course with this id, published or not, or nothing. */
export async function findCourseFacts(db: Executor, id: string): Promise<CourseFacts | undefined> {
  if (!isUuid(id)) return undefined;
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorName: courses.instructorName,
      isPublished: courses.isPublished,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return course;
}
