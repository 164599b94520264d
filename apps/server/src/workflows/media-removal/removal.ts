import type { Database } from '../../db/client';
import type { Storage } from '../../infrastructure/storage/storage';
import { ConflictError } from '../../lib/errors';
import { assetsUsingMedia } from '../../modules/assets/media-uses';
import { clearLectureVideosFrom, coursesWithBannerFrom } from '../../modules/courses/media-uses';
import { removeMediaFile } from '../../modules/media/removal';

/*
 * DELETE /api/media/delete/:id: which files may go, and what happens to what used them.
 *
 * The rule (SPEC §4 "Replace Video clears videoUrl and public_id after the server confirms
 * deletion"):
 *  - A file that a course banner, an asset's preview image or an asset's download file still
 *    uses is NOT deleted: a ConflictError names each course and asset, so the admin replaces it there
 *    first. Those are single fields of a saved product; emptying them behind the admin's back
 *    would break a storefront page.
 *  - A file used only by lectures (the Replace Video and Delete Lecture buttons of the
 *    curriculum editor) IS deleted, and in the same transaction those lectures' `videoUrl` and
 *    `public_id` are cleared, so no lecture ever points at a missing file. The editor then
 *    uploads the replacement and saves the course; a lecture left without a video fails the
 *    §5 rule on the next save until it has one.
 *  - A picture goes with its narrower copies (upload.ts imageVariantId); a use of any of them
 *    counts as a use of the picture.
 *  - Unknown or malformed ids: NotFoundError.
 *
 * A use is found by the media id appearing in the stored value (a lecture's public_id, or any
 * of the URLs: `/api/media/public/<id>`, `/api/media/stream/<id>`). Media ids are UUIDs, so a
 * substring match cannot hit another file.
 *
 * The media module removes the rows and the bytes (modules/media/removal.ts); this decides, in
 * its transaction, whether the products let the file go.
 */

export type ClearedLecture = { _id: string; title: string; courseId: string; courseTitle: string };
export type MediaRemoval = { publicId: string; deleted: string[]; clearedLectures: ClearedLecture[] };

/** At most this many products are named in a refusal; the rest are counted. */
const NAMED_USES = 5;

type Use = { product: 'course' | 'digital asset'; title: string; roles: Set<string> };

function refusal(uses: Use[]): string {
  const described = uses.map((use) => `the ${use.product} “${use.title}” (${[...use.roles].join(', ')})`);
  const named = described.slice(0, NAMED_USES);
  const more = described.length - named.length;
  const list =
    named.length === 1
      ? named[0]
      : `${named.slice(0, -1).join(', ')}${more > 0 ? ', ' : ' and '}${named.at(-1)}${more > 0 ? ` and ${more} more` : ''}`;
  return `This file is still used by ${list}. Replace it there first, then delete it.`;
}

/** Deletes a stored file under the rule above. */
export async function deleteMediaFile(
  db: Database,
  storage: Storage,
  publicId: string,
  actor: { id: string },
): Promise<MediaRemoval> {
  const removal = await removeMediaFile(db, storage, publicId, actor, async (tx, ids) => {
    const uses = new Map<string, Use>();
    const use = (key: string, product: Use['product'], title: string, role: string) => {
      const entry = uses.get(key) ?? { product, title, roles: new Set<string>() };
      entry.roles.add(role);
      uses.set(key, entry);
    };
    for (const course of await coursesWithBannerFrom(tx, ids)) {
      use(`course:${course.id}`, 'course', course.title, 'banner');
    }
    const { downloads, previews } = await assetsUsingMedia(tx, ids);
    for (const asset of downloads) use(`asset:${asset.id}`, 'digital asset', asset.name, 'download file');
    for (const asset of previews) use(`asset:${asset.id}`, 'digital asset', asset.name, 'preview image');
    if (uses.size > 0) throw new ConflictError(refusal([...uses.values()]));

    const cleared = await clearLectureVideosFrom(tx, ids);
    return { released: cleared, details: { clearedLectures: cleared.map((lecture) => lecture.id) } };
  });
  return {
    publicId: removal.publicId,
    deleted: removal.deleted,
    clearedLectures: removal.released.map(({ id, ...lecture }) => ({ _id: id, ...lecture })),
  };
}

/** The confirmation the admin sees: what went, and which lectures no longer have a video. */
export function removalMessage(removal: MediaRemoval): string {
  const count = removal.clearedLectures.length;
  if (count === 0) return 'File deleted.';
  const names = removal.clearedLectures
    .slice(0, NAMED_USES)
    .map((lecture) => `“${lecture.title}” (${lecture.courseTitle})`)
    .join(', ');
  const more = count > NAMED_USES ? ` and ${count - NAMED_USES} more` : '';
  return `File deleted. ${count === 1 ? 'This lecture has' : `These ${count} lectures have`} no video until a new one is uploaded: ${names}${more}.`;
}
