import { and, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, lectures } from '../../db/schema/courses';
import { mentionsAnyMedia } from '../../lib/sql';

/* Which courses use a stored file, for the rule of deleting one (workflows/media-removal). */

/** Courses whose banner is one of these files, by title. */
export async function coursesWithBannerFrom(
  tx: Executor,
  mediaIds: readonly string[],
): Promise<{ id: string; title: string }[]> {
  return tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(mentionsAnyMedia(courses.image, mediaIds))
    .orderBy(courses.title);
}

export type LectureWithoutVideo = { id: string; title: string; courseId: string; courseTitle: string };

/** Clears the video of every lecture that plays one of these files, and names those lectures. */
export async function clearLectureVideosFrom(
  tx: Executor,
  mediaIds: readonly string[],
): Promise<LectureWithoutVideo[]> {
  const cleared = await tx
    .update(lectures)
    .set({ videoUrl: '', publicId: '' })
    .where(
      or(
        inArray(lectures.publicId, [...mediaIds]),
        and(sql`${lectures.videoUrl} <> ''`, mentionsAnyMedia(lectures.videoUrl, mediaIds)),
      ),
    )
    .returning({ id: lectures.id, title: lectures.title, courseId: lectures.courseId });
  const courseIds = [...new Set(cleared.map((lecture) => lecture.courseId))];
  const titles = new Map(
    courseIds.length === 0
      ? []
      : (
          await tx
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(inArray(courses.id, courseIds))
        ).map((row) => [row.id, row.title] as const),
  );
  return cleared.map((lecture) => ({ ...lecture, courseTitle: titles.get(lecture.courseId) ?? '' }));
}
