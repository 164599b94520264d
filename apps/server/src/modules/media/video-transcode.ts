import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mediaFiles, type VideoRendition, videoStreams } from '../../db/schema/media';
import {
  encodeHls,
  extractPoster,
  type FfmpegLookup,
  type LadderRung,
  probeVideo,
} from '../../infrastructure/ffmpeg';
import { isHandedBack, type JobQueue } from '../../infrastructure/jobs';
import { hlsFolder, isMediaId } from '../../lib/media-ids';
import type { Storage } from '../../infrastructure/storage/storage';
import { openWorkspace } from './transcode-workspace';

/*
 * Adaptive streaming (issue 14, begun): after a lecture video is uploaded, a job of the queue
 * transcodes it with ffmpeg into HLS, a ladder of 240p, 360p, 480p and 720p (never above the
 * source's height), H.264/AAC in segments of about 6 s, with a poster frame. The files go to the
 * media storage under `<video id>.hls/`; `video_streams` says where the work stands (queued,
 * processing with a percentage, ready, failed with the reason, or unavailable without ffmpeg).
 * The MP4 keeps playing meanwhile, and always where there is no stream.
 */

export const TRANSCODE_VIDEO = 'media.transcode-video';

export const HLS_LADDER: readonly LadderRung[] = [
  // The lowest rung, sound included and with the MPEG-TS overhead, stays under 400 kbit/s.
  { name: '240p', height: 240, videoKbps: 250, audioKbps: 64 },
  { name: '360p', height: 360, videoKbps: 800, audioKbps: 96 },
  { name: '480p', height: 480, videoKbps: 1400, audioKbps: 96 },
  { name: '720p', height: 720, videoKbps: 2800, audioKbps: 96 },
];

/** The rungs at or below the source's height; a source under 240p keeps its own height. */
export function ladderFor(sourceHeight: number): LadderRung[] {
  const rungs = HLS_LADDER.filter((rung) => rung.height <= sourceHeight);
  if (rungs.length > 0) return rungs;
  const height = Math.max(2, sourceHeight - (sourceHeight % 2));
  return [{ name: `${height}p`, height, videoKbps: 250, audioKbps: 64 }];
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

export type TranscodeContext = {
  db: Database;
  storage: Storage;
  ffmpeg: Promise<FfmpegLookup>;
  log: FastifyBaseLogger;
};

/** Every file under `folder`, as paths relative to it with forward slashes. */
async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(folder, relative)));
    else found.push(relative);
  }
  return found;
}

type StreamChange = Pick<
  Partial<typeof videoStreams.$inferInsert>,
  'status' | 'progress' | 'error' | 'renditions'
> & {
  /** Stamps started_at / finished_at with the database's clock. */
  started?: true;
  finished?: true;
};

async function setStream(db: Executor, publicId: string, { started, finished, ...values }: StreamChange) {
  await db
    .update(videoStreams)
    .set({
      ...values,
      ...(started ? { startedAt: sql`now()` } : {}),
      ...(finished ? { finishedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(videoStreams.publicId, publicId));
}

/** Makes and stores the stream of one video; throws (after recording why) when it cannot. */
export async function transcodeVideo(
  context: TranscodeContext,
  publicId: string,
  signal?: AbortSignal,
): Promise<void> {
  const { db, storage, log } = context;
  if (!isMediaId(publicId)) return;
  const tool = await context.ffmpeg;
  if ('missing' in tool) {
    await setStream(db, publicId, { status: 'unavailable', error: tool.missing, progress: 0 });
    return;
  }
  const workspace = await openWorkspace();
  const work = workspace.dir;
  try {
    const stored = await storage.get(publicId);
    if (!stored) throw new Error('The uploaded video is missing from the media storage.');
    const source = path.join(work, 'source');
    await pipeline(stored.stream, createWriteStream(source));
    await setStream(db, publicId, { status: 'processing', progress: 0, error: null, started: true });

    const facts = await probeVideo(tool.found, source);
    const rungs = ladderFor(facts.height);
    const output = path.join(work, 'hls');
    for (const rung of rungs) await mkdir(path.join(output, rung.name), { recursive: true });
    let reported = 0;
    await encodeHls(tool.found, source, output, {
      rungs,
      hasAudio: facts.hasAudio,
      durationSeconds: facts.durationSeconds,
      signal,
      onSpawn: (pid) => void workspace.ranFfmpeg(pid).catch(() => undefined),
      onProgress: (done) => {
        // The encode takes 90 % of the work, the upload of its files the rest.
        const percent = Math.floor(done * 90);
        if (percent < reported + 5) return;
        reported = percent;
        setStream(db, publicId, { progress: percent }).catch((error: unknown) =>
          log.warn({ err: error, publicId }, 'could not record transcoding progress'),
        );
      },
    });
    await extractPoster(
      tool.found,
      source,
      path.join(output, 'poster.jpg'),
      Math.min(1, facts.durationSeconds / 2),
      signal,
    );
    signal?.throwIfAborted();

    await storage.removeStream(publicId);
    for (const file of await filesUnder(output)) {
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      await storage.put(`${hlsFolder(publicId)}/${file}`, createReadStream(path.join(output, file)), type);
    }
    const renditions: VideoRendition[] = rungs.map((rung) => ({
      name: rung.name,
      height: rung.height,
      width: Math.round((facts.width * rung.height) / facts.height / 2) * 2,
      bandwidth: (rung.videoKbps + (facts.hasAudio ? rung.audioKbps : 0)) * 1000,
    }));
    await db
      .update(mediaFiles)
      .set({ durationSeconds: facts.durationSeconds, width: facts.width, height: facts.height })
      .where(eq(mediaFiles.publicId, publicId));
    await setStream(db, publicId, {
      status: 'ready',
      progress: 100,
      renditions,
      error: null,
      finished: true,
    });
  } catch (error) {
    if (signal?.aborted) {
      // Not a failure of the video. Handed back (a stop), it waits for the next worker; taken
      // over (a lost lease), its stream row is the new holder's to write.
      if (isHandedBack(signal)) await setStream(db, publicId, { status: 'queued', progress: 0 });
      throw error;
    }
    await setStream(db, publicId, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
      finished: true,
    });
    throw error;
  } finally {
    await workspace.close();
  }
}

export function registerVideoTranscode(jobs: JobQueue, context: TranscodeContext): void {
  jobs.register(
    TRANSCODE_VIDEO,
    async (payload, { signal }) => {
      await transcodeVideo(context, String((payload as { publicId?: unknown }).publicId ?? ''), signal);
    },
    { lane: 'media' },
  );
}

/** Queues the stream of one video (a new upload, or the admin's Retry). */
export async function enqueueTranscode(
  db: Executor,
  jobs: JobQueue,
  publicId: string,
  { priority = 0 }: { priority?: number } = {},
): Promise<void> {
  await db
    .insert(videoStreams)
    .values({ publicId, status: 'queued' })
    .onConflictDoUpdate({
      target: videoStreams.publicId,
      set: { status: 'queued', progress: 0, error: null, updatedAt: sql`now()` },
    });
  await jobs.enqueue(db, TRANSCODE_VIDEO, { publicId }, { maxAttempts: 3, priority });
  jobs.nudge();
}

/**
 * Streams queued at start wait behind every upload an admin makes meanwhile: on a fresh demo they
 * are a dozen lectures' worth of encoding that nobody is waiting for.
 */
const BACKLOG_PRIORITY = -10;

/**
 * At start: queues every video that has no stream yet (the demo's, uploads from before), and,
 * when ffmpeg is here now, every video that could not be transcoded because it was missing (it
 * was installed since), so nobody has to press Retry on each lecture.
 */
export async function enqueueMissingTranscodes(
  db: Database,
  jobs: JobQueue,
  ffmpeg: Promise<FfmpegLookup>,
): Promise<number> {
  const available = 'found' in (await ffmpeg);
  const missing = await db
    .select({ publicId: mediaFiles.publicId })
    .from(mediaFiles)
    .leftJoin(videoStreams, eq(videoStreams.publicId, mediaFiles.publicId))
    .where(
      and(
        eq(mediaFiles.kind, 'video'),
        available
          ? or(isNull(videoStreams.publicId), eq(videoStreams.status, 'unavailable'))
          : isNull(videoStreams.publicId),
      ),
    );
  for (const { publicId } of missing) {
    await enqueueTranscode(db, jobs, publicId, { priority: BACKLOG_PRIORITY });
  }
  return missing.length;
}

export type VideoStreamView = {
  public_id: string;
  status: 'none' | 'queued' | 'processing' | 'ready' | 'failed' | 'unavailable';
  progress: number;
  error: string | null;
  renditions: VideoRendition[];
  durationSeconds: number | null;
};

/** The streams of the given videos, in the order asked; ids that are not stored videos are left out. */
export async function videoStreamsOf(db: Executor, ids: string[]): Promise<VideoStreamView[]> {
  const videos = ids.filter((id) => isMediaId(id) && id.startsWith('video_'));
  if (videos.length === 0) return [];
  const rows = await db
    .select({
      publicId: mediaFiles.publicId,
      durationSeconds: mediaFiles.durationSeconds,
      status: videoStreams.status,
      progress: videoStreams.progress,
      error: videoStreams.error,
      renditions: videoStreams.renditions,
    })
    .from(mediaFiles)
    .leftJoin(videoStreams, eq(videoStreams.publicId, mediaFiles.publicId))
    .where(inArray(mediaFiles.publicId, videos));
  const byId = new Map(rows.map((row) => [row.publicId, row]));
  return videos.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        public_id: id,
        status: row.status ?? 'none',
        progress: row.progress ?? 0,
        error: row.error ?? null,
        renditions: row.renditions ?? [],
        durationSeconds: row.durationSeconds,
      },
    ];
  });
}
