import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaUploadResult } from '@academy/shared/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema/index';
import { locateFfmpeg } from '../src/infrastructure/ffmpeg';
import { saveMedia } from '../src/modules/media/service';
import { enqueueVideoProbe } from '../src/modules/media/video-probe';
import { bearer, createAdmin, createTestApp, type TestApp } from './support/app';

/*
 * Issue 14 (begun): every uploaded video is probed by ffprobe in the background, and its length
 * and picture size stored on its media row. The demo videos are 9 s, 640×360 (made by
 * scripts/generate-demo-media.mjs). ffmpeg is a system package: `apt-get install ffmpeg`.
 */

const video = (name: string) => readFileSync(path.join(import.meta.dirname, '../seed/media/videos', name));

async function upload(t: TestApp, token: string, bytes: Buffer): Promise<MediaUploadResult> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'lecture.mp4');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(token) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: MediaUploadResult }>().data;
}

const rowOf = async (t: TestApp, publicId: string) =>
  (await t.db.select().from(mediaFiles).where(eq(mediaFiles.publicId, publicId)))[0];

describe('with ffmpeg installed', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    const ffmpeg = await locateFfmpeg();
    if ('missing' in ffmpeg) throw new Error(`These tests need ffmpeg. ${ffmpeg.missing}`);
    t = await createTestApp();
    token = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores an uploaded video’s length and picture size', async () => {
    const uploaded = await upload(t, token, video('pen.mp4'));
    expect(await rowOf(t, uploaded.public_id)).toMatchObject({ probedAt: null, durationSeconds: null });
    await t.app.jobs.drain();
    const row = await rowOf(t, uploaded.public_id);
    expect(row).toMatchObject({ width: 640, height: 360, probeError: null });
    expect(row?.durationSeconds).toBeCloseTo(9, 1);
    expect(row?.probedAt).toBeInstanceOf(Date);
  });

  it('records why a video cannot be read, and does not try it again', async () => {
    // A real MP4's signature (its ftyp box), then noise: accepted as a video, unreadable.
    const noise = Buffer.alloc(8000, 0x5a);
    const uploaded = await upload(t, token, Buffer.concat([video('grid.mp4').subarray(0, 32), noise]));
    await t.app.jobs.drain();
    const row = await rowOf(t, uploaded.public_id);
    expect(row?.probeError).toBe(
      'ffprobe could not read the video: moov atom not found; Invalid data found when processing input',
    );
    expect(row?.durationSeconds).toBeNull();
    expect(row?.probedAt).toBeInstanceOf(Date);
  });

  it('catches up videos stored without a probe (the demo seed, videos from before)', async () => {
    const stored = await saveMedia(t.db, t.app.storage, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes: video('colour.mp4'),
    });
    await enqueueVideoProbe(t.db, t.app.jobs);
    await t.app.jobs.drain();
    expect((await rowOf(t, stored.publicId))?.durationSeconds).toBeCloseTo(9, 1);
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

  it('keeps the video unprobed, saying why, so it is probed once ffmpeg is there', async () => {
    const uploaded = await upload(t, token, video('pen.mp4'));
    await t.app.jobs.drain();
    const row = await rowOf(t, uploaded.public_id);
    expect(row?.probeError).toBe(
      'ffmpeg is not installed: looked for FFMPEG_PATH (/nonexistent/ffmpeg, with ffprobe beside it). Install it (apt-get install ffmpeg) or set FFMPEG_PATH.',
    );
    expect(row?.probedAt).toBeNull();
    const stream = await t.app.inject({ method: 'GET', url: uploaded.preview_url ?? '' });
    expect(stream.statusCode).toBe(200);
  });
});
