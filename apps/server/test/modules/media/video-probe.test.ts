import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../../src/db/schema/media';
import { locateFfmpeg } from '../../../src/infrastructure/ffmpeg';
import { saveMedia } from '../../../src/modules/media/service';
import { enqueueVideoProbe } from '../../../src/modules/media/video-probe';
import { createAdmin, createTestApp, type TestApp } from '../../support/app';
import { brokenVideo, demoVideo, uploadVideo } from '../../support/media';

/*
 * Issue 14 (begun): every uploaded video is probed by ffprobe in the background, and its length
 * and picture size stored on its media row. The demo videos are 9 s, 640×360 (made by
 * scripts/generate-demo-media.mjs). ffmpeg is a system package: `apt-get install ffmpeg`.
 */

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
    const uploaded = await uploadVideo(t.app, token, demoVideo('pen.mp4'));
    expect(await rowOf(t, uploaded.public_id)).toMatchObject({ probedAt: null, durationSeconds: null });
    await t.app.jobs.drain();
    const row = await rowOf(t, uploaded.public_id);
    expect(row).toMatchObject({ width: 640, height: 360, probeError: null });
    expect(row?.durationSeconds).toBeCloseTo(9, 1);
    expect(row?.probedAt).toBeInstanceOf(Date);
  });

  it('records why a video cannot be read, and does not try it again', async () => {
    const uploaded = await uploadVideo(t.app, token, brokenVideo());
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
      bytes: demoVideo('colour.mp4'),
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
    const uploaded = await uploadVideo(t.app, token, demoVideo('pen.mp4'));
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
