import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoStreams } from '../../../src/db/schema/media';
import { locateFfmpeg } from '../../../src/infrastructure/ffmpeg';
import { hlsFolder } from '../../../src/lib/media-ids';
import { enqueueMissingTranscodes, ladderFor } from '../../../src/modules/media/video-transcode';
import { bearer, createAdmin, createTestApp, type TestApp } from '../../support/app';
import { brokenVideo, demoVideo, uploadVideo } from '../../support/media';
import { type S3StandIn, startS3StandIn } from '../../stand-ins/s3';

/*
 * Issue 14 (begun): after upload, a job transcodes each video into an HLS ladder (never above
 * its own height), with a poster, into the media storage under `<video id>.hls/`. The demo
 * videos are 9 s at 640×360: two rungs, 240p and 360p, of two segments each (6 s + 3 s).
 */

const streamOf = async (t: TestApp, publicId: string) =>
  (await t.db.select().from(videoStreams).where(eq(videoStreams.publicId, publicId)))[0];

async function storedText(t: TestApp, key: string): Promise<string | undefined> {
  const object = await t.app.storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

const remove = (t: TestApp, token: string, publicId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/media/delete/${publicId}`, headers: bearer(token) });

describe('the HLS ladder', () => {
  it('never goes above the source, and keeps a small source at its own height', () => {
    expect(ladderFor(1080).map((rung) => rung.name)).toEqual(['240p', '360p', '480p', '720p']);
    expect(ladderFor(360).map((rung) => rung.name)).toEqual(['240p', '360p']);
    expect(ladderFor(201).map((rung) => rung.name)).toEqual(['200p']);
  });
});

describe.each(['local', 's3'] as const)('transcoding with media on %s storage', (storage) => {
  let s3: S3StandIn | undefined;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    const ffmpeg = await locateFfmpeg();
    if ('missing' in ffmpeg) throw new Error(`These tests need ffmpeg. ${ffmpeg.missing}`);
    s3 = storage === 's3' ? await startS3StandIn() : undefined;
    t = await createTestApp(s3?.env() ?? {});
    token = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('makes a 240p and 360p stream with a poster, and the delete takes it away', async () => {
    const uploaded = await uploadVideo(t.app, token, demoVideo('pen.mp4'));
    expect(await streamOf(t, uploaded.public_id)).toMatchObject({ status: 'queued', progress: 0 });
    await t.app.jobs.drain();

    const stream = await streamOf(t, uploaded.public_id);
    expect(stream).toMatchObject({
      status: 'ready',
      progress: 100,
      error: null,
      renditions: [
        { name: '240p', width: 426, height: 240, bandwidth: 250_000 },
        { name: '360p', width: 640, height: 360, bandwidth: 800_000 },
      ],
    });
    const folder = hlsFolder(uploaded.public_id);
    const master = await storedText(t, `${folder}/master.m3u8`);
    expect(master).toContain('RESOLUTION=426x240');
    expect(master).toContain('240p/index.m3u8');
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('360p/index.m3u8');
    const playlist = await storedText(t, `${folder}/360p/index.m3u8`);
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist?.match(/^seg_\d{5}\.ts$/gm)).toEqual(['seg_00000.ts', 'seg_00001.ts']);
    const segment = await storedText(t, `${folder}/360p/seg_00000.ts`);
    expect(segment?.charCodeAt(0)).toBe(0x47); // an MPEG-TS packet's sync byte
    const poster = await storedText(t, `${folder}/poster.jpg`);
    expect(poster?.slice(0, 2)).toBe('\xff\xd8'); // a JPEG
    if (s3) {
      expect(s3.objects.get(`${folder}/master.m3u8`)?.contentType).toBe('application/vnd.apple.mpegurl');
      expect(s3.objects.get(`${folder}/240p/seg_00001.ts`)?.contentType).toBe('video/mp2t');
    }

    const deleted = await remove(t, token, uploaded.public_id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedText(t, `${folder}/master.m3u8`)).toBeUndefined();
    expect(await storedText(t, `${folder}/360p/seg_00000.ts`)).toBeUndefined();
    if (!s3) expect(existsSync(path.join(t.config.dataDir, 'media', folder))).toBe(false);
    if (s3) expect([...s3.objects.keys()].filter((key) => key.startsWith(folder))).toEqual([]);
    expect(await streamOf(t, uploaded.public_id)).toBeUndefined();
  });

  it('tells the course editor where each stream stands, and retries a failed one', async () => {
    const good = await uploadVideo(t.app, token, demoVideo('colour.mp4'));
    const broken = await uploadVideo(t.app, token, brokenVideo());
    const ask = (ids: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/media/streams?ids=${ids}`, headers: bearer(token) });
    const queued = await ask(`${good.public_id},${broken.public_id}`);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json<{ data: { status: string }[] }>().data.map((stream) => stream.status)).toEqual([
      'queued',
      'queued',
    ]);
    await t.app.jobs.drain();
    const done = await ask(
      `${good.public_id},${broken.public_id},video_00000000-0000-4000-8000-000000000000`,
    );
    expect(done.json()).toMatchObject({
      success: true,
      data: [
        { public_id: good.public_id, status: 'ready', progress: 100, error: null, durationSeconds: 9 },
        { public_id: broken.public_id, status: 'failed', renditions: [] },
      ],
    });
    expect(done.json<{ data: unknown[] }>().data).toHaveLength(2);

    const retry = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/media/streams/${id}/retry`, headers: bearer(token) });
    const retried = await retry(broken.public_id);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json()).toMatchObject({
      message: 'The video is queued for processing again.',
      data: { status: 'queued', error: null },
    });
    expect((await retry(broken.public_id)).json()).toEqual({
      success: false,
      message: 'This video is already being processed.',
    });
    expect((await retry('video_00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ask('')).json()).toEqual({
      success: false,
      message: 'ids is required: video ids separated by commas',
      field: 'ids',
    });
  });

  it('records why a video cannot be transcoded', async () => {
    const broken = brokenVideo();
    const uploaded = await uploadVideo(t.app, token, broken);
    await t.app.jobs.drain();
    expect(await streamOf(t, uploaded.public_id)).toMatchObject({
      status: 'failed',
      error:
        'ffprobe could not read the video: moov atom not found; Invalid data found when processing input',
    });
  });
});

describe('without ffmpeg', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    token = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks the stream unavailable, saying why, and the MP4 still plays', async () => {
    const uploaded = await uploadVideo(t.app, token, demoVideo('pen.mp4'));
    await t.app.jobs.drain();
    expect(await streamOf(t, uploaded.public_id)).toMatchObject({
      status: 'unavailable',
      error:
        'ffmpeg is not installed: looked for FFMPEG_PATH (/nonexistent/ffmpeg, with ffprobe beside it). Install it (apt-get install ffmpeg) or set FFMPEG_PATH.',
    });
    const played = await t.app.inject({ method: 'GET', url: uploaded.preview_url ?? '' });
    expect(played.statusCode).toBe(200);
  });

  it('makes the stream at the next start once ffmpeg is installed, and not before', async () => {
    const uploaded = await uploadVideo(t.app, token, demoVideo('grid.mp4'));
    await t.app.jobs.drain();
    expect(await streamOf(t, uploaded.public_id)).toMatchObject({ status: 'unavailable' });

    // A start still without ffmpeg leaves it be; a start with ffmpeg (same data) queues it again.
    expect(await enqueueMissingTranscodes(t.db, t.app.jobs, t.app.ffmpeg)).toBe(0);
    const restarted = await createTestApp({ DATA_DIR: t.config.dataDir }, { database: t.database });
    try {
      expect(
        await enqueueMissingTranscodes(t.db, restarted.app.jobs, restarted.app.ffmpeg),
      ).toBeGreaterThanOrEqual(1);
      expect(await streamOf(t, uploaded.public_id)).toMatchObject({ status: 'queued' });
      await restarted.app.jobs.drain();
      expect(await streamOf(t, uploaded.public_id)).toMatchObject({ status: 'ready', error: null });
    } finally {
      await restarted.app.close();
    }
  });
});
