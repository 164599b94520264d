import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mediaFiles } from '../../db/schema/media';
import { NotFoundError, UnavailableError } from '../../lib/errors';
import { isMediaId } from '../../lib/media-ids';
import { MEDIA_MESSAGES } from './service';
import type { Storage } from '../../infrastructure/storage/storage';
import { recordAuditEvent } from '../audit/service';
import { imageVariantIds } from './images';

/*
 * Removing a stored file: its rows, its narrower copies and its bytes, in one transaction. What
 * used the file is the products' business, not the media module's: the caller's `release` runs in
 * the same transaction, after the rows are locked, and refuses (by throwing) or lets go of the
 * file (workflows/media-removal says which).
 *
 * The bytes are removed inside the transaction, after the rows: when the storage refuses (a
 * read-only or failing disk, an unreachable bucket) the rows come back and the admin is told
 * nothing was deleted, rather than hearing "File deleted." while the file stays.
 */

/** What `release` hands back: its own answer, and what the audit log keeps of it. */
export type Released<T> = { released: T; details: Record<string, unknown> };

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

/**
 * Deletes a stored file (with its narrower copies, when it is a picture) once `release` has let
 * go of every id; the bytes go with the rows or not at all. Unknown or malformed ids: NotFoundError.
 */
export async function removeMediaFile<T>(
  db: Database,
  storage: Storage,
  publicId: string,
  actor: { id: string },
  release: (tx: Executor, ids: string[]) => Promise<Released<T>>,
): Promise<{ publicId: string; deleted: string[]; released: T }> {
  if (!isMediaId(publicId)) throw new NotFoundError(MEDIA_MESSAGES.notFound);
  const ids = publicId.startsWith('image_') ? [publicId, ...imageVariantIds(publicId)] : [publicId];

  return db.transaction(async (tx) => {
    // Locked, so two deletions of one file do not both go ahead.
    const rows = await tx
      .select({ publicId: mediaFiles.publicId })
      .from(mediaFiles)
      .where(inArray(mediaFiles.publicId, ids))
      .for('update');
    if (!rows.some((row) => row.publicId === publicId)) throw new NotFoundError(MEDIA_MESSAGES.notFound);

    const { released, details } = await release(tx, ids);

    const deleted = rows.map((row) => row.publicId);
    await tx.delete(mediaFiles).where(inArray(mediaFiles.publicId, ids));
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'media.delete',
      target: { type: 'media', id: publicId },
      details,
    });
    await removeBytes(storage, deleted);
    return { publicId, deleted, released };
  });
}
