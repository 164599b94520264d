import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lectures } from '../../db/schema/courses';
import { isUuid } from '../../lib/ids';
import { holdsCourse } from '../access/ownership';

/** Whether a lecture matching `lecture` is one `viewerId` may play: a course they hold, or a free preview. */
async function mayWatch(db: Executor, viewerId: string, lecture: SQL | undefined): Promise<boolean> {
  if (!isUuid(viewerId)) return false;
  const [row] = await db
    .select({ id: lectures.id })
    .from(lectures)
    .where(and(lecture, or(eq(lectures.freePreview, true), holdsCourse(lectures.courseId, viewerId))))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `viewerId` may still stream the video `videoId`: it is a lecture of a course they hold
 * (bought or granted), or a free preview. Asked by the stream route for a link signed for one
 * viewer, so access that ends (a refund, a removed grant) ends the stream too (issue 25). One
 * statement on the lectures' media-id index and the entitlements' user index.
 */
export const mayStreamLectureVideo = (db: Executor, viewerId: string, videoId: string) =>
  mayWatch(db, viewerId, eq(lectures.publicId, videoId));

/**
 * Whether `viewerId` may still read the captions of the lecture `lectureId`: the same rule as its
 * video (decision 026).
 */
export const mayWatchLecture = (db: Executor, viewerId: string, lectureId: string) =>
  isUuid(lectureId) ? mayWatch(db, viewerId, eq(lectures.id, lectureId)) : Promise.resolve(false);
