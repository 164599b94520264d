import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lectures } from '../../db/schema/courses';
import { isUuid } from '../../lib/ids';
import { holdsCourse } from '../access/ownership';

/**
 * Whether `viewerId` may still stream the video `videoId`: it is a lecture of a course they hold
 * (bought or granted), or a free preview. Asked by the stream route for a link signed for one
 * viewer, so access that ends (a refund, a removed grant) ends the stream too (issue 25). One
 * statement on the lectures' media-id index and the entitlements' user index.
 */
export async function mayStreamLectureVideo(
  db: Executor,
  viewerId: string,
  videoId: string,
): Promise<boolean> {
  if (!isUuid(viewerId)) return false;
  const [row] = await db
    .select({ id: lectures.id })
    .from(lectures)
    .where(
      and(
        eq(lectures.publicId, videoId),
        or(eq(lectures.freePreview, true), holdsCourse(lectures.courseId, viewerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
