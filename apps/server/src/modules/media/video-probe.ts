import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mediaFiles } from '../../db/schema/media';
import { type FfmpegLookup, probeVideo, type VideoFacts } from '../../infrastructure/ffmpeg';
import type { JobQueue } from '../../infrastructure/jobs';
import type { Storage } from '../../infrastructure/storage/storage';

/*
 * Every uploaded video is probed once, in the background: its length and picture size go on its
 * media_files row (issue 14: what the HLS ladder and the watch-time rule start from). Videos
 * stored before this existed, and the demo seed's, are caught up by the run at every start.
 * Without ffmpeg a video stays unprobed, its row saying why, and is probed once ffmpeg is there.
 */

export const PROBE_VIDEOS = 'media.probe-videos';
/** Videos one run probes; a run that found a full batch enqueues the next. */
const BATCH = 20;

export type ProbeContext = {
  db: Database;
  storage: Storage;
  ffmpeg: Promise<FfmpegLookup>;
  log: FastifyBaseLogger;
};

/** Copies the stored bytes to a file of their own: ffprobe reads MP4s whose index is at the end. */
async function withLocalCopy<T>(
  storage: Storage,
  publicId: string,
  work: (file: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kalakriti-probe-'));
  try {
    const stored = await storage.get(publicId);
    if (!stored) throw new Error('The stored file is missing.');
    const file = path.join(folder, publicId);
    await pipeline(stored.stream, createWriteStream(file));
    return await work(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Probes up to BATCH unprobed videos, oldest first; answers how many it finished. */
export async function probePendingVideos({ db, storage, ffmpeg, log }: ProbeContext): Promise<number> {
  const pending = await db
    .select({ publicId: mediaFiles.publicId })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.kind, 'video'), isNull(mediaFiles.probedAt)))
    .orderBy(asc(mediaFiles.createdAt))
    .limit(BATCH);
  if (pending.length === 0) return 0;
  const tool = await ffmpeg;
  if ('missing' in tool) {
    await db
      .update(mediaFiles)
      .set({ probeError: tool.missing })
      .where(and(eq(mediaFiles.kind, 'video'), isNull(mediaFiles.probedAt)));
    log.warn({ videos: pending.length }, tool.missing);
    return 0;
  }
  for (const { publicId } of pending) {
    let facts: VideoFacts | undefined;
    let problem: string | null = null;
    try {
      facts = await withLocalCopy(storage, publicId, (file) => probeVideo(tool.found, file));
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
      log.warn({ publicId, err: error }, 'a video could not be probed');
    }
    await db
      .update(mediaFiles)
      .set({ ...facts, probedAt: sql`now()`, probeError: problem })
      .where(eq(mediaFiles.publicId, publicId));
  }
  return pending.length;
}

export function registerVideoProbe(jobs: JobQueue, context: ProbeContext): void {
  jobs.register(
    PROBE_VIDEOS,
    async () => {
      const probed = await probePendingVideos(context);
      if (probed === BATCH) await enqueueVideoProbe(context.db, jobs);
    },
    { lane: 'media' },
  );
}

/** After a video upload, and at start (videos from before, the demo's). */
export async function enqueueVideoProbe(executor: Executor, jobs: JobQueue): Promise<void> {
  await jobs.enqueue(executor, PROBE_VIDEOS);
  jobs.nudge();
}
