import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CreateMultipartUploadCommand, S3Client } from '@aws-sdk/client-s3';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../../src/db/schema/media';
import { newMediaId } from '../../../src/lib/media-ids';
import { sweepMedia } from '../../../src/modules/media/sweep';
import { bearer, createAdmin, createTestApp, type TestApp } from '../../support/app';
import { demoVideo, postVideo, uploadVideo } from '../../support/media';
import { type S3StandIn, startS3StandIn } from '../../stand-ins/s3';

/*
 * Issue 13: after kill -9, half-written uploads and files no row claims stayed for ever; a full
 * or read-only disk answered a generic 500; a delete on a read-only disk answered 200 and kept
 * the file. The sweep (run at start, see shutdown.test.ts, and daily) and the storage answers.
 */

const AN_HOUR_ON = () => new Date(Date.now() + 60 * 60_000);

const rowOf = async (t: TestApp, publicId: string) =>
  (await t.db.select().from(mediaFiles).where(eq(mediaFiles.publicId, publicId)))[0];

/** A stream whose video is gone (its transcode outlived it), and the kept video's own; answers the gone one's id. */
async function storeStreams(t: TestApp, keptVideo: string): Promise<string> {
  const lostVideo = newMediaId('video');
  const playlist = Buffer.from('#EXTM3U');
  await t.app.storage.put(`${lostVideo}.hls/240p/seg_00000.ts`, Buffer.from('segment'), 'video/mp2t');
  await t.app.storage.put(`${lostVideo}.hls/master.m3u8`, playlist, 'application/vnd.apple.mpegurl');
  await t.app.storage.put(`${keptVideo}.hls/master.m3u8`, playlist, 'application/vnd.apple.mpegurl');
  return lostVideo;
}

describe('the media sweep on local disk', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('removes partial uploads and files no row claims once they are left alone, and nothing else', async () => {
    const kept = await uploadVideo(t.app, token, demoVideo('colour.mp4'));
    const orphan = newMediaId('video');
    await t.app.storage.put(orphan, demoVideo('grid.mp4'), 'video/mp4');
    const mediaDir = path.join(t.config.dataDir, 'media');
    const partial = `${newMediaId('video')}.0123456789ab.partial`;
    writeFileSync(path.join(mediaDir, partial), demoVideo('grid.mp4').subarray(0, 4096));
    writeFileSync(path.join(mediaDir, 'notes.txt'), 'an operator’s own file');
    const lostVideo = await storeStreams(t, kept.public_id);

    expect(await sweepMedia(t.db, t.app.storage)).toEqual({
      incomplete: 0,
      orphans: 0,
      orphanBytes: 0,
      orphanStreams: 0,
    });
    expect(readdirSync(mediaDir)).toContain(partial);
    expect(readdirSync(mediaDir)).toContain(`${lostVideo}.hls`);

    expect(await sweepMedia(t.db, t.app.storage, { now: AN_HOUR_ON() })).toEqual({
      incomplete: 1,
      orphans: 1,
      orphanBytes: demoVideo('grid.mp4').length,
      orphanStreams: 1,
    });
    expect(readdirSync(mediaDir).sort()).toEqual(
      [kept.public_id, `${kept.public_id}.hls`, 'notes.txt'].sort(),
    );
    const stream = await t.app.inject({ method: 'GET', url: kept.preview_url ?? '' });
    expect(stream.statusCode).toBe(200);
    expect(stream.rawPayload.equals(demoVideo('colour.mp4'))).toBe(true);
  });

  it('runs as a job of the queue', async () => {
    // The upload above queued its probe and transcoding: done first, so only the sweep is left.
    await t.app.jobs.drain();
    await t.app.jobs.enqueue(t.db, 'media.sweep');
    expect(await t.app.jobs.drain()).toBe(1);
  });
});

describe('the media sweep on S3', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp(s3.env());
    token = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('deletes unclaimed objects and aborts multipart uploads a killed process left open', async () => {
    const kept = await uploadVideo(t.app, token, demoVideo('colour.mp4'));
    const orphan = newMediaId('video');
    await t.app.storage.put(orphan, demoVideo('grid.mp4'), 'video/mp4');
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    await client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: newMediaId('video') }));
    expect(s3.openUploads()).toBe(1);
    await storeStreams(t, kept.public_id);

    expect(await sweepMedia(t.db, t.app.storage)).toEqual({
      incomplete: 0,
      orphans: 0,
      orphanBytes: 0,
      orphanStreams: 0,
    });
    expect(await sweepMedia(t.db, t.app.storage, { now: AN_HOUR_ON() })).toMatchObject({
      incomplete: 1,
      orphans: 1,
      orphanStreams: 1,
    });
    expect(s3.openUploads()).toBe(0);
    expect([...s3.objects.keys()].sort()).toEqual(
      [kept.public_id, `${kept.public_id}.hls/master.m3u8`].sort(),
    );
    client.destroy();
  });

  it('refuses a delete when the bucket cannot be reached, and keeps the file and its row', async () => {
    const data = await uploadVideo(t.app, token, demoVideo('colour.mp4'));
    await s3.close();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/delete/${data.public_id}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.json<{ message: string }>().message).toMatch(
      /^The file could not be removed from the media storage/,
    );
    expect(response.json<{ message: string }>().message).toMatch(
      /so nothing was deleted\. Please try again\.$/,
    );
    expect(await rowOf(t, data.public_id)).toBeDefined();
  });
});

/*
 * A real small disk: a tmpfs mounted over the media folder (the tests run as root, as CI does).
 * It fills up for real, and is remounted read-only for real.
 */
describe('a full or read-only disk', () => {
  let t: TestApp;
  let token: string;
  let mediaDir: string;
  const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createAdmin(t.app)).token;
    mediaDir = path.join(t.config.dataDir, 'media');
    mkdirSync(mediaDir, { recursive: true });
    mount('-t', 'tmpfs', '-o', 'size=160k', 'tmpfs', mediaDir);
  });
  afterEach(() => {
    mount('-o', 'remount,rw', mediaDir);
  });
  afterAll(async () => {
    if (mediaDir) execFileSync('umount', [mediaDir], { stdio: 'pipe' });
    await t?.close();
  });

  it('answers 507 when the disk is full, and leaves neither a row nor a partial file', async () => {
    const first = await uploadVideo(t.app, token, demoVideo('colour.mp4'));
    const response = await postVideo(t.app, token, demoVideo('grid.mp4'));
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.storageFull });
    expect(readdirSync(mediaDir)).toEqual([first.public_id]);
    expect(await t.db.select({ publicId: mediaFiles.publicId }).from(mediaFiles)).toEqual([
      { publicId: first.public_id },
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/media/delete/${first.public_id}`,
      headers: bearer(token),
    });
  });

  it('answers 507 to a delete on a read-only disk and deletes nothing; once writable, the delete goes through', async () => {
    const data = await uploadVideo(t.app, token, demoVideo('grid.mp4'));
    mount('-o', 'remount,ro', mediaDir);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/delete/${data.public_id}`,
      headers: bearer(token),
    });
    expect(refused.statusCode, refused.body).toBe(507);
    expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.storageReadOnly });
    expect(existsSync(path.join(mediaDir, data.public_id))).toBe(true);
    expect(await rowOf(t, data.public_id)).toBeDefined();

    mount('-o', 'remount,rw', mediaDir);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/delete/${data.public_id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'File deleted.' });
    expect(existsSync(path.join(mediaDir, data.public_id))).toBe(false);
    expect(await rowOf(t, data.public_id)).toBeUndefined();
  });

  it('answers 507 to an upload on a read-only disk', async () => {
    mount('-o', 'remount,ro', mediaDir);
    const response = await postVideo(t.app, token, demoVideo('colour.mp4'));
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.storageReadOnly });
  });
});
