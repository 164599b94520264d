import { sql } from 'drizzle-orm';
import { courses } from '../../db/schema/courses';

/**
 * What the search module ranks of the courses: their search documents (kept by PostgreSQL,
 * decision 004), the title for typos, and which courses the public may find.
 */
export const SEARCHABLE_COURSES = {
  table: courses,
  id: courses.id,
  date: courses.date,
  document: courses.searchVector,
  labels: courses.labelVector,
  title: courses.title,
  visible: sql`${courses.isPublished}`,
};
