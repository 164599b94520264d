import { sql } from 'drizzle-orm';
import { courses } from '../../db/schema/courses';

/**
 * What the search module ranks of the courses: their search documents (kept by PostgreSQL,
 * decision 004), the title and its Latin spelling for typos (decision 023), and which courses
 * the public may find.
 */
export const SEARCHABLE_COURSES = {
  table: courses,
  id: courses.id,
  date: courses.date,
  document: courses.searchVector,
  labels: courses.labelVector,
  title: courses.title,
  titleLatin: courses.titleLatin,
  visible: sql`${courses.isPublished}`,
};
