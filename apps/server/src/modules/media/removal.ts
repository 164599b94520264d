import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema/media';
import { ConflictError, NotFoundError, UnavailableError } from '../../lib/errors';
import { isMediaId } from '../../lib/media-ids';
import { MEDIA_MESSAGES } from './service';
import type { Storage } from '../../infrastructure/storage/storage';
import { assetsUsingMedia } from '../assets/media-uses';
import { recordAuditEvent } from '../audit/service';
import { clearLectureVideosFrom, coursesWithBannerFrom } from '../courses/media-uses';
import { imageVariantIds } from './images';

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
 * The bytes are removed inside the transaction, after the rows: when the storage refuses (a
 * read-only or failing disk, an unreachable bucket) the rows come back and the admin is told
 * nothing was deleted, rather than hearing "File deleted." while the file stays.
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

/**
 * Full or read-only storage, which the error handler reports as such; any other failure to remove
 * a file is an UnavailableError.
 */
const SPACE_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

async function removeBytes(storage: Storage, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      // A video's adaptive stream goes with it (its video_streams row by the foreign key).
      if (id.startsWith('video_')) await storage.removeStream(id);
      await storage.remove(id);
    } catch (error) {
      if (SPACE_ERRORS.has(String((error as { code?: unknown }).code))) throw error;
      throw new UnavailableError(
        `The file could not be removed from the media storage (${error instanceof Error ? error.message : String(error)}), so nothing was deleted. Please try again.`,
      );
    }
  }
}

/** Deletes a stored file under the rule above; the bytes go with the rows or not at all. */
export async function deleteMediaFile(
  db: Database,
  storage: Storage,
  publicId: string,
  actor: { id: string },
): Promise<MediaRemoval> {
  if (!isMediaId(publicId)) throw new NotFoundError(MEDIA_MESSAGES.notFound);
  const ids = publicId.startsWith('image_') ? [publicId, ...imageVariantIds(publicId)] : [publicId];

  const removal = await db.transaction(async (tx) => {
    // Locked, so two deletions of one file do not both go ahead.
    const rows = await tx
      .select({ publicId: mediaFiles.publicId })
      .from(mediaFiles)
      .where(inArray(mediaFiles.publicId, ids))
      .for('update');
    if (!rows.some((row) => row.publicId === publicId)) throw new NotFoundError(MEDIA_MESSAGES.notFound);

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

    await tx.delete(mediaFiles).where(inArray(mediaFiles.publicId, ids));
    const details = { clearedLectures: cleared.map((lecture) => lecture.id) };
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'media.delete',
      target: { type: 'media', id: publicId },
      details,
    });
    await removeBytes(
      storage,
      rows.map((row) => row.publicId),
    );
    return {
      publicId,
      deleted: rows.map((row) => row.publicId),
      clearedLectures: cleared.map(({ id, ...lecture }) => ({ _id: id, ...lecture })),
    };
  });

  return removal;
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
