import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema/media';
import type { JobQueue } from '../../infrastructure/jobs';
import type { ResumableStore } from '../../infrastructure/storage/resumable-store';
import { failStalledUploads, sweepResumableUploads } from './resumable';
import { removeAbandonedWorkspaces } from './transcode-workspace';
import type { ListedObject, ListedStream, Storage } from '../../infrastructure/storage/storage';

/*
 * Stored bytes that no media_files row claims, and uploads that never finished, are removed at
 * start and once a day (issue 13: after kill -9 they used to stay for ever). Storage.put writes
 * the bytes before the row is inserted, and an upload in flight keeps writing its partial file,
 * so only what has been left alone for SWEEP_GRACE_MS is touched: a live upload or a file whose
 * row is a moment away is never taken for debris. Resumable uploads (resumable.ts) are swept in
 * the same job, by their media_uploads rows: unfinished a day after they began, they are gone.
 * So are stream folders (`<video id>.hls/`) whose video has no row: a transcode still storing
 * its files when its video was deleted leaves them behind.
 */

export const SWEEP_MEDIA = 'media.sweep';
/** Every few minutes: uploads left `storing` by a stopped process are failed, so their uploader hears. */
export const SWEEP_STALLED_UPLOADS = 'media.sweep-stalled-uploads';
const STALLED_UPLOADS_EVERY_MS = 5 * 60_000;
export const SWEEP_GRACE_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Ids looked up in one query. */
const BATCH = 500;

export type MediaSweep = {
  incomplete: number;
  orphans: number;
  orphanBytes: number;
  /** Stream folders (`<video id>.hls/`) whose video is gone: a transcode that outlived its video. */
  orphanStreams: number;
};

async function unclaimedIds(db: Database, ids: string[]): Promise<Set<string>> {
  const claimed = await db
    .select({ publicId: mediaFiles.publicId })
    .from(mediaFiles)
    .where(inArray(mediaFiles.publicId, ids));
  const known = new Set(claimed.map((row) => row.publicId));
  return new Set(ids.filter((id) => !known.has(id)));
}

async function removeUnclaimed(db: Database, storage: Storage, batch: ListedObject[]) {
  const unclaimed = await unclaimedIds(
    db,
    batch.map((object) => object.publicId),
  );
  const orphans = batch.filter((object) => unclaimed.has(object.publicId));
  for (const orphan of orphans) await storage.remove(orphan.publicId);
  return { orphans: orphans.length, orphanBytes: orphans.reduce((sum, object) => sum + object.size, 0) };
}

export async function sweepMedia(
  db: Database,
  storage: Storage,
  { now = new Date(), graceMs = SWEEP_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<MediaSweep> {
  const before = new Date(now.getTime() - graceMs);
  const result: MediaSweep = {
    incomplete: await storage.removeIncomplete(before),
    orphans: 0,
    orphanBytes: 0,
    orphanStreams: 0,
  };
  let batch: ListedObject[] = [];
  const flush = async () => {
    const removed = await removeUnclaimed(db, storage, batch);
    result.orphans += removed.orphans;
    result.orphanBytes += removed.orphanBytes;
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.modifiedAt >= before) continue;
    batch.push(object);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();

  let streams: ListedStream[] = [];
  const flushStreams = async () => {
    const unclaimed = await unclaimedIds(
      db,
      streams.map((stream) => stream.videoId),
    );
    for (const videoId of unclaimed) await storage.removeStream(videoId);
    result.orphanStreams += unclaimed.size;
    streams = [];
  };
  for await (const stream of storage.listStreams()) {
    if (stream.modifiedAt >= before) continue;
    streams.push(stream);
    if (streams.length === BATCH) await flushStreams();
  }
  if (streams.length > 0) await flushStreams();
  return result;
}

/** The daily sweep, on whichever instance's worker claims it; `enqueueMediaSweep` adds one at start. */
export function registerMediaSweep(
  jobs: JobQueue,
  {
    db,
    storage,
    resumable,
    log,
  }: { db: Database; storage: Storage; resumable: ResumableStore; log: FastifyBaseLogger },
): void {
  jobs.every(
    SWEEP_MEDIA,
    DAY_MS,
    async () => {
      const swept = await sweepMedia(db, storage);
      if (swept.incomplete > 0 || swept.orphans > 0 || swept.orphanStreams > 0) {
        log.info({ ...swept, storage: storage.kind }, 'removed unfinished uploads and files no row claims');
      }
      const uploads = await sweepResumableUploads(db, resumable);
      if (uploads.expired > 0 || uploads.abandoned > 0) {
        log.info({ ...uploads, storage: resumable.kind }, 'removed expired and abandoned resumable uploads');
      }
      await removeTranscodeDebris(log);
    },
    { lane: 'media' },
  );
  jobs.every(SWEEP_STALLED_UPLOADS, STALLED_UPLOADS_EVERY_MS, async () => {
    const failed = await failStalledUploads(db, resumable);
    if (failed > 0) log.warn({ failed }, 'uploads left storing by a stopped process were failed');
  });
}

/** The folders and ffmpeg processes of transcodes whose server died, on this machine. */
export async function removeTranscodeDebris(log: FastifyBaseLogger): Promise<void> {
  const debris = await removeAbandonedWorkspaces();
  if (debris.removed > 0) log.info(debris, 'removed the work of transcodes a stopped server left behind');
}

export async function enqueueMediaSweep(db: Database, jobs: JobQueue): Promise<void> {
  await jobs.enqueue(db, SWEEP_MEDIA);
  jobs.nudge();
}
