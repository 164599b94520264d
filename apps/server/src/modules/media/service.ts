import type { Readable } from 'node:stream';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { mediaFiles, type VideoRendition, videoStreams } from '../../db/schema/media';
import { qualified } from '../../lib/sql';
import { isMediaId, type MediaKind, newMediaId } from '../../lib/media-ids';
import { publicMediaUrl } from './signing';
import type { Storage } from '../../infrastructure/storage/storage';

export const MEDIA_MESSAGES = {
  notFound: 'This file was not found.',
  linkInvalid: 'This link has expired or is not valid.',
  accessEnded: 'You no longer have access to this lecture.',
  rangeNotSatisfiable: 'The requested range is not available in this file.',
} as const;

/** Raster images a browser shows; SVG is left out on purpose (it can carry script). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export type MediaFile = typeof mediaFiles.$inferSelect;

/**
 * Where a stored file is reached. Images are public (`/api/media/public/…`); videos and raw
 * files get an unsigned `/api/media/stream/…` URL here, and the server signs it for the
 * callers who may play or download it.
 */
export function mediaSecureUrl(kind: MediaKind, publicId: string): string {
  return kind === 'image' ? publicMediaUrl(publicId) : `/api/media/stream/${encodeURIComponent(publicId)}`;
}

/**
 * Whether the video named by `publicIdColumn` has a ready adaptive stream, as an SQL condition
 * for another module's statement (the course detail signs the stream instead of the file then).
 */
export const hasReadyStream = (publicIdColumn: AnyPgColumn): SQL<boolean> => sql<boolean>`exists (
  select 1 from ${videoStreams}
  where ${qualified(videoStreams.publicId)} = ${qualified(publicIdColumn)}
    and ${qualified(videoStreams.status)} = 'ready'
)`;

export type SaveMediaInput = {
  kind: MediaKind;
  contentType: string;
  bytes: Uint8Array | Readable;
  originalName?: string;
  uploadedBy?: string | null;
  /** A picture's narrower copy is stored under the id derived from its main picture's. */
  publicId?: string;
  /** Served only through a signed link (a student's project files). */
  signedOnly?: boolean;
};

function checkContentType(kind: MediaKind, contentType: string): string {
  const type = contentType.trim().toLowerCase();
  if (!CONTENT_TYPE_PATTERN.test(type)) throw new Error(`Not a content type: ${contentType}`);
  if (kind === 'image' && !IMAGE_TYPES.has(type)) throw new Error(`Not an image type we serve: ${type}`);
  if (kind === 'video' && !type.startsWith('video/')) throw new Error(`Not a video type: ${type}`);
  return type;
}

/**
 * Stores the bytes and records them in media_files. Uploads and the demo seed both come
 * through here. The file is removed again when the row cannot be written.
 */
export async function saveMedia(
  db: Executor,
  storage: Storage,
  input: SaveMediaInput,
): Promise<{ publicId: string; secureUrl: string; sizeBytes: number }> {
  const contentType = checkContentType(input.kind, input.contentType);
  const publicId = input.publicId ?? newMediaId(input.kind);
  const { size } = await storage.put(publicId, input.bytes, contentType);
  try {
    await db.insert(mediaFiles).values({
      publicId,
      kind: input.kind,
      contentType,
      sizeBytes: size,
      originalName: (input.originalName ?? '').slice(0, 255),
      uploadedBy: input.uploadedBy ?? null,
      signedOnly: input.signedOnly ?? false,
    });
  } catch (error) {
    await storage.remove(publicId).catch(() => undefined);
    throw error;
  }
  return { publicId, secureUrl: mediaSecureUrl(input.kind, publicId), sizeBytes: size };
}

/** The media_files row of an id; undefined for unknown ids and for anything that is not an id. */
export async function findMedia(db: Executor, publicId: string): Promise<MediaFile | undefined> {
  if (!isMediaId(publicId)) return undefined;
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.publicId, publicId)).limit(1);
  return row;
}

/** What a copy of a stored video needs: its file, its probed length, and its stream once ready. */
export type StoredVideo = {
  publicId: string;
  contentType: string;
  sizeBytes: number;
  durationSeconds: number | null;
  /** The ready stream's renditions; null while the video has no ready stream. */
  renditions: VideoRendition[] | null;
};

/** The stored videos among these ids, by id: anything else (a picture, an id never stored) is left out. */
export async function storedVideosOf(db: Executor, publicIds: string[]): Promise<Map<string, StoredVideo>> {
  const ids = publicIds.filter(isMediaId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      publicId: mediaFiles.publicId,
      contentType: mediaFiles.contentType,
      sizeBytes: mediaFiles.sizeBytes,
      durationSeconds: mediaFiles.durationSeconds,
      renditions: videoStreams.renditions,
    })
    .from(mediaFiles)
    .leftJoin(
      videoStreams,
      and(eq(videoStreams.publicId, mediaFiles.publicId), eq(videoStreams.status, 'ready')),
    )
    .where(and(inArray(mediaFiles.publicId, ids), eq(mediaFiles.kind, 'video')));
  return new Map(rows.map((row) => [row.publicId, row]));
}

/**
 * Deletes the rows of several files in the caller's transaction; their bytes are removed by the
 * daily sweep (sweep.ts) once no row claims them, so a rolled-back transaction loses nothing.
 */
export async function forgetMediaFiles(db: Executor, publicIds: string[]): Promise<void> {
  const ids = publicIds.filter(isMediaId);
  if (ids.length > 0) await db.delete(mediaFiles).where(inArray(mediaFiles.publicId, ids));
}

/** Deletes the row and the bytes; answers false when there was nothing to delete. */
export async function removeMedia(db: Executor, storage: Storage, publicId: string): Promise<boolean> {
  if (!isMediaId(publicId)) return false;
  const deleted = await db
    .delete(mediaFiles)
    .where(eq(mediaFiles.publicId, publicId))
    .returning({ publicId: mediaFiles.publicId });
  await storage.remove(publicId);
  return deleted.length > 0;
}
