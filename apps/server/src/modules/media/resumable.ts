import type { MediaUploadResult } from '@academy/shared/admin-media';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaUploads } from '../../db/schema/media';
import type { JobQueue } from '../../infrastructure/jobs';
import { domainErrorOfKind, FailedError, InvalidError, isRefusal, NotFoundError } from '../../lib/errors';
import { queueVideoWork } from './after-upload';
import { storeUpload } from './upload';
import { tooLarge, type UploadContext, type UploadPolicy } from './upload-rules';
import { RESUMABLE_EXPIRY_MS, type ResumableStore } from '../../infrastructure/storage/resumable-store';

/*
 * Resumable uploads (tus 1.0, issue 14): the bytes received so far live in a tus store beside
 * the media, never in memory, so any instance can take the next chunk:
 *   - local media: files under <media folder>/resumable-uploads/ (instances that share local
 *     media share that folder already, decision 013);
 *   - S3 media: an S3 multipart upload per file in the same bucket, under `resumable-uploads/`
 *     (@tus/s3-store), a prefix that is no media id, so Storage.list() and the sweep of
 *     orphans never see it.
 * Once the last byte is in, the file goes through the multipart routes' pipeline (upload.ts)
 * from the tus store into Storage, exactly once (the media_uploads row is claimed first), and
 * the tus copy is removed. The row keeps the answer for RESULT_KEPT_MS.
 */

/** A stored or refused upload's answer is kept this long for a client that missed it. */
export const RESULT_KEPT_MS = 7 * 24 * 60 * 60_000;
/**
 * While a finished upload is being stored, its row is touched this often; one untouched for
 * STORING_STALE_MS was left by a process that stopped (issue 26: it used to stay `storing` for
 * up to a day, and the admin's upload bar with it).
 */
const STORING_HEARTBEAT_MS = 20_000;
export const STORING_STALE_MS = 2 * 60_000;

export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

export type ResumableContext = {
  db: Database;
  jobs: JobQueue;
  store: ResumableStore;
  /** What storing the finished file needs, but the uploader (the row's). */
  upload: Omit<UploadContext, 'uploadedBy'>;
};

/** What the client declared when it created the upload, checked against the route's rules. */
export type NewUpload = {
  id: string;
  size: number;
  metadata: Record<string, string | null | undefined>;
  uploadedBy: string;
};

const POLICIES: readonly UploadPolicy[] = ['media', 'raw'];

/**
 * Checks a new upload's declaration (the metadata `filename` and `policy`, Upload-Length within
 * the kind's limit) and records it. Refused before a byte is sent.
 */
export async function beginUpload(context: ResumableContext, upload: NewUpload): Promise<void> {
  const filename = (upload.metadata.filename ?? '').trim();
  if (!filename) {
    throw new InvalidError("Name the file in the upload's metadata (`filename`).");
  }
  if (filename.length > 255) throw new InvalidError('The file name is too long (at most 255 characters).');
  const policy = (upload.metadata.policy ?? 'media') as UploadPolicy;
  if (!POLICIES.includes(policy)) {
    throw new InvalidError(
      "The upload's `policy` must be media (a lecture video or a picture) or raw (a download file).",
    );
  }
  const limits = context.upload.limits;
  if (policy === 'raw') {
    if (upload.size > limits.raw) throw tooLarge(filename, 'raw', limits.raw);
  } else {
    // The kind is decided from the bytes at the end; a declared picture is held to its limit now.
    if ((upload.metadata.filetype ?? '').startsWith('image/')) {
      if (upload.size > limits.image) throw tooLarge(filename, 'image', limits.image);
    } else if (upload.size > Math.max(limits.video, limits.image)) {
      throw tooLarge(filename, 'video', limits.video);
    }
  }
  await context.db.insert(mediaUploads).values({
    id: upload.id,
    policy,
    filename,
    sizeBytes: upload.size,
    uploadedBy: upload.uploadedBy,
    status: 'receiving',
  });
}

export async function findUpload(db: Database, id: string): Promise<MediaUploadRow | undefined> {
  if (!UPLOAD_ID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
  return row;
}

export type UploadOutcome = {
  status: Exclude<MediaUploadRow['status'], 'failed'>;
  /** Once stored: what `POST /media/upload` would have answered. */
  result?: MediaUploadResult;
};

/** Where an upload stands, with its result once stored; a refused upload throws its refusal. */
export function outcomeOf(row: MediaUploadRow): UploadOutcome {
  if (row.status === 'failed') {
    const message = row.error ?? 'The upload could not be stored.';
    throw row.errorKind === null ? new FailedError(message) : domainErrorOfKind(row.errorKind, message);
  }
  return row.status === 'stored' && row.result
    ? { status: 'stored', result: row.result }
    : { status: row.status };
}

const STORE_FAILED = 'The upload arrived whole but could not be stored. Please upload the file again.';

/**
 * Stores a finished upload through the multipart routes' pipeline (type from the bytes, the
 * kind's limit, pictures to WebP, a media_files row, the video jobs), once: whoever claims the
 * row does it, and anyone else gets the recorded outcome (undefined while it is being stored).
 */
export async function finishUpload(
  context: ResumableContext,
  id: string,
  log: { error(object: unknown, message: string): void },
): Promise<MediaUploadResult | undefined> {
  const [claimed] = await context.db
    .update(mediaUploads)
    .set({ status: 'storing', updatedAt: new Date() })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.status, 'receiving')))
    .returning();
  if (!claimed) {
    const row = await findUpload(context.db, id);
    if (!row)
      throw new NotFoundError(
        'This upload was not found: it may have expired. Please upload the file again.',
      );
    return outcomeOf(row).result;
  }

  const heartbeat = setInterval(() => {
    context.db
      .update(mediaUploads)
      .set({ updatedAt: new Date() })
      .where(and(eq(mediaUploads.id, id), eq(mediaUploads.status, 'storing')))
      .catch(() => undefined);
  }, STORING_HEARTBEAT_MS);
  try {
    const result = await storeUpload({ ...context.upload, uploadedBy: claimed.uploadedBy }, claimed.policy, {
      stream: await context.store.read(id),
      filename: claimed.filename,
    });
    await queueVideoWork(context.db, context.jobs, [result]);
    await context.db
      .update(mediaUploads)
      .set({ status: 'stored', result, updatedAt: new Date() })
      .where(eq(mediaUploads.id, id));
    return result;
  } catch (error) {
    const refused = isRefusal(error);
    if (!refused) log.error({ err: error, uploadId: id }, 'a finished resumable upload could not be stored');
    const failure = refused ? error : new FailedError(STORE_FAILED);
    await context.db
      .update(mediaUploads)
      .set({
        status: 'failed',
        // Kept as its kind, so that GET /media/uploads/:id throws the same refusal again.
        errorKind: failure.kind,
        error: failure.message,
        updatedAt: new Date(),
      })
      .where(eq(mediaUploads.id, id));
    throw failure;
  } finally {
    clearInterval(heartbeat);
    // Stored or refused, the tus copy has served its purpose; the sweep retries a failed removal.
    await context.store.remove(id).catch(() => undefined);
  }
}

/** A client's DELETE (tus termination): its row goes with the bytes. */
export async function forgetUpload(db: Database, id: string): Promise<void> {
  await db.delete(mediaUploads).where(and(eq(mediaUploads.id, id), eq(mediaUploads.status, 'receiving')));
}

export type ResumableSweep = { expired: number; abandoned: number; forgotten: number };

/**
 * The media sweep's part for resumable uploads: uploads not finished within RESUMABLE_EXPIRY_MS
 * lose their bytes and their row; uploads a stopped process left `storing` are failed and
 * their bytes removed; answers kept past RESULT_KEPT_MS are forgotten.
 */
export async function sweepResumableUploads(
  db: Database,
  store: ResumableStore,
  now = new Date(),
): Promise<ResumableSweep> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const expired = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.status, 'receiving'), lt(mediaUploads.createdAt, ago(RESUMABLE_EXPIRY_MS))));
  for (const { id } of expired) {
    await store.remove(id);
    await db.delete(mediaUploads).where(and(eq(mediaUploads.id, id), eq(mediaUploads.status, 'receiving')));
  }

  const abandoned = await failStalledUploads(db, store, now);

  const forgotten = await db
    .delete(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.status, ['stored', 'failed']),
        lt(mediaUploads.updatedAt, ago(RESULT_KEPT_MS)),
      ),
    )
    .returning({ id: mediaUploads.id });
  // Normally gone since the upload finished; a removal that failed then is retried here.
  for (const { id } of forgotten) await store.remove(id);
  return { expired: expired.length, abandoned, forgotten: forgotten.length };
}

/** Uploads a stopped process left `storing` are failed (the client is told to upload again) and their bytes removed. */
export async function failStalledUploads(
  db: Database,
  store: ResumableStore,
  now = new Date(),
): Promise<number> {
  const abandoned = await db
    .update(mediaUploads)
    .set({ status: 'failed', errorKind: 'failed', error: STORE_FAILED, updatedAt: now })
    .where(
      and(
        eq(mediaUploads.status, 'storing'),
        lt(mediaUploads.updatedAt, new Date(now.getTime() - STORING_STALE_MS)),
      ),
    )
    .returning({ id: mediaUploads.id });
  for (const { id } of abandoned) await store.remove(id);
  return abandoned.length;
}
