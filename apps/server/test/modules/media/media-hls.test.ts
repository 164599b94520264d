import type { CourseDetail } from '@academy/shared/catalogue-courses';
import type { CourseProgress } from '@academy/shared/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { and, eq } from 'drizzle-orm';
import { COURSE_ROW_TTL_MS } from '../../../src/modules/courses/service';
import { VISITOR_DETAIL_TTL_MS } from '../../../src/modules/courses/routes';
import { STREAM_ACCESS_CHECK_MS } from '../../../src/modules/media/routes';
import { createMediaSigner, STREAM_EXPIRY_GRID_SECONDS } from '../../../src/modules/media/signing';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { demoVideo, uploadVideo } from '../../support/media';
import { type S3StandIn, startS3StandIn } from '../../stand-ins/s3';

/*
 * Issue 14: once a lecture's video has its adaptive stream, the URL an owner (or anyone, for a
 * free preview) is given is the stream's master playlist, signed in its path so that the
 * renditions and segments the playlists name by relative URL resolve under the same signature.
 * Before that, the signed MP4.
 */

/** A free preview's link is anyone's; a bought lecture's is signed for its viewer (`<user id>.<signature>`). */
const STREAM_URL =
  /^\/api\/media\/hls\/(video_[0-9a-f-]{36})\/(\d+)\/((?:[0-9a-f-]{36}\.)?[\w-]+)\/master\.m3u8$/;

describe.each(['local', 's3'] as const)('adaptive streams with media on %s storage', (storage) => {
  let s3: S3StandIn | undefined;
  let t: TestApp;
  let adminToken: string;
  let owner: { token: string; id: string };
  let course: CourseDetail;
  let videoId: string;
  /** How far the app's clock runs ahead of the real one. */
  let clockAhead = 0;

  const progressOf = async (who: { token: string; id: string }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/student/course-progress/get/${who.id}/${course._id}`,
      headers: bearer(who.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CourseProgress }>().data;
  };
  const visitorDetail = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/student/course/get/details/${course._id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CourseDetail }>().data;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The URL a playlist line names, resolved against the playlist's own URL as a player does. */
  const resolve = (line: string, base: string) => new URL(line, `http://store${base}`).pathname;
  const uris = (playlist: string) =>
    playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3StandIn() : undefined;
    t = await createTestApp(s3?.env() ?? {}, { now: () => new Date(Date.now() + clockAhead) });
    adminToken = (await createAdmin(t.app)).token;
    const video = await uploadVideo(t.app, adminToken, demoVideo('pen.mp4'));
    videoId = video.public_id;
    course = await addTestCourse(t.app, {
      curriculum: [
        { title: 'Welcome', videoUrl: video.secure_url, public_id: videoId, freePreview: true },
        { title: 'Strokes', videoUrl: video.secure_url, public_id: videoId, freePreview: false },
      ],
    });
    const student = await registerAndLogin(t.app);
    owner = { token: student.token, id: student.user._id };
    await t.db.insert(entitlements).values({ userId: owner.id, courseId: course._id, source: 'manual' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('plays the signed MP4 until the stream is ready, then the signed playlist', async () => {
    const before = await progressOf(owner);
    // The free preview's link is anyone's; the bought lecture's is signed for its student.
    expect(before.courseDetails.curriculum.map((lecture) => lecture.videoUrl)).toEqual([
      expect.stringMatching(/^\/api\/media\/stream\/video_[0-9a-f-]{36}\?expires=\d+&signature=/),
      expect.stringMatching(
        new RegExp(`^/api/media/stream/video_[0-9a-f-]{36}\\?expires=\\d+&viewer=${owner.id}&signature=`),
      ),
    ]);

    await t.app.jobs.drain();
    // An instance reuses a course's row, and a visitor's course page, for a second: a student
    // gets the stream at most that long after it is ready. On a fast machine the transcode ends
    // inside that second.
    clockAhead += Math.max(COURSE_ROW_TTL_MS, VISITOR_DETAIL_TTL_MS) + 1;

    const after = await progressOf(owner);
    for (const lecture of after.courseDetails.curriculum) {
      expect(lecture.videoUrl).toMatch(STREAM_URL);
      expect(STREAM_URL.exec(lecture.videoUrl)?.[1]).toBe(videoId);
    }
    // A free preview streams the same way to a visitor; the rest stays closed to them.
    const shown = await visitorDetail();
    expect(shown.curriculum[0]?.videoUrl).toMatch(STREAM_URL);
    expect(shown.curriculum[1]?.videoUrl).toBe('');
    // Someone who does not own the course gets no URL at all, as before.
    const stranger = await registerAndLogin(t.app);
    const theirs = await progressOf({ token: stranger.token, id: stranger.user._id });
    expect(theirs.courseDetails.curriculum.map((lecture) => lecture.videoUrl)).toEqual(['', '']);
  });

  it('serves the playlists, segments and poster under the signed prefix, cacheable until it expires', async () => {
    const masterUrl = (await progressOf(owner)).courseDetails.curriculum[1]!.videoUrl;
    const master = await get(masterUrl);
    expect(master.statusCode, master.body).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/^#EXTM3U/);
    // A bought lecture's stream is its viewer's: only their browser keeps it, and not for long.
    expect(master.headers['cache-control']).toBe(`private, max-age=${STREAM_ACCESS_CHECK_MS / 1000}`);
    // A free preview's is anyone's, so any cache may keep it until the link expires.
    const previewUrl = (await visitorDetail()).curriculum[0]!.videoUrl;
    const preview = await get(previewUrl);
    expect(preview.statusCode, preview.body).toBe(200);
    const cacheControl = String(preview.headers['cache-control']);
    expect(cacheControl).toMatch(/^public, max-age=\d+, immutable$/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThan(0);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(3600);

    const renditions = uris(master.body).map((line) => resolve(line, masterUrl));
    expect(renditions.map((url) => url.split('/').slice(-2).join('/'))).toEqual([
      '240p/index.m3u8',
      '360p/index.m3u8',
    ]);
    const rendition = await get(renditions[0]!);
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segments = uris(rendition.body).map((line) => resolve(line, renditions[0]!));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    const segment = await get(segments[0]!);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS packet's sync byte
    expect(Number(segment.headers['content-length'])).toBe(segment.rawPayload.length);

    const poster = await get(masterUrl.replace(/master\.m3u8$/, 'poster.jpg'));
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect([...poster.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);

    const again = await get(segments[0]!, { 'if-none-match': String(segment.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a changed signature, another video, an MP4 link’s signature, an expired link and any other path', async () => {
    const masterUrl = (await progressOf(owner)).courseDetails.curriculum[1]!.videoUrl;
    const [, id, expires, signature] = STREAM_URL.exec(masterUrl)!;
    const prefix = `/api/media/hls/${id}/${expires}`;
    // Another first character always changes the bytes; the last one carries padding bits.
    const tampered = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await get(`${prefix}/${tampered}/master.m3u8`)).statusCode).toBe(403);

    const other = await uploadVideo(t.app, adminToken, demoVideo('grid.mp4'));
    expect(
      (await get(`/api/media/hls/${other.public_id}/${expires}/${signature}/master.m3u8`)).statusCode,
    ).toBe(403);

    const fileLink = new URL(t.app.mediaSigner.signedUrl(videoId), 'http://store');
    const fileExpires = fileLink.searchParams.get('expires');
    const fileSignature = fileLink.searchParams.get('signature');
    expect(
      (await get(`/api/media/hls/${videoId}/${fileExpires}/${fileSignature}/master.m3u8`)).statusCode,
    ).toBe(403);

    const yesterday = createMediaSigner(t.config.mediaSigningSecret, () => Date.now() - 2 * 24 * 3600 * 1000);
    const expired = await get(yesterday.signedStreamUrl(videoId));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ success: false, message: 'This link has expired or is not valid.' });

    for (const path of ['240p/../../secret', 'source.mp4', '240p/seg_1.ts', '../master.m3u8']) {
      const response = await get(`${prefix}/${signature}/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('stops a student’s stream soon after their access ends (a refund, a removed grant), and keeps free previews open', async () => {
    // A video no free preview shows: a video that is one anywhere streams to anyone.
    const video = await uploadVideo(t.app, adminToken, demoVideo('grid.mp4'));
    const paid = await addTestCourse(t.app, {
      curriculum: [
        { title: 'Welcome', videoUrl: '/v/intro.mp4', public_id: 'intro', freePreview: true },
        { title: 'Grids', videoUrl: video.secure_url, public_id: video.public_id, freePreview: false },
      ],
    });
    await t.app.jobs.drain();
    const stranger = await registerAndLogin(t.app);
    await t.db
      .insert(entitlements)
      .values({ userId: stranger.user._id, courseId: paid._id, source: 'manual' });
    const theirs = { token: stranger.token, id: stranger.user._id };
    const progressIn = async (courseId: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/student/course-progress/get/${theirs.id}/${courseId}`,
        headers: bearer(theirs.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CourseProgress }>().data;
    };
    const masterUrl = (await progressIn(paid._id)).courseDetails.curriculum[1]!.videoUrl;
    expect(masterUrl).toMatch(STREAM_URL);
    expect(masterUrl).toContain(`/${theirs.id}.`);
    const master = await get(masterUrl);
    expect(master.statusCode, master.body).toBe(200);
    // Its video file, as a lecture plays before its stream is ready, is signed for them too.
    const fileUrl = t.app.mediaSigner.signedUrl(video.public_id, undefined, { viewerId: theirs.id });
    expect((await get(fileUrl)).statusCode).toBe(200);
    const rendition = resolve(uris(master.body)[0]!, masterUrl);
    const segment = resolve(uris((await get(rendition)).body)[0]!, rendition);
    expect((await get(segment)).statusCode).toBe(200);
    // Another student's id put in front of the same signature fits nothing.
    expect((await get(masterUrl.replace(theirs.id, owner.id))).statusCode).toBe(403);

    await t.db
      .delete(entitlements)
      .where(and(eq(entitlements.userId, theirs.id), eq(entitlements.courseId, paid._id)));
    clockAhead += STREAM_ACCESS_CHECK_MS + 1_000;

    for (const url of [masterUrl, rendition, segment, fileUrl]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: 'You no longer have access to this lecture.',
      });
    }
    // A free preview stays open to them, as to anyone.
    const previewUrl = (await visitorDetail()).curriculum[0]!.videoUrl;
    expect((await get(previewUrl)).statusCode).toBe(200);
  });

  it('hands everyone within the same ten minutes the same URL, so a CDN keeps one copy', () => {
    const start = Date.UTC(2026, 10, 24, 10, 0, 1);
    const signerAt = (ms: number) => createMediaSigner('a-secret-of-some-length-for-tests', () => ms);
    const first = signerAt(start).signedStreamLink(videoId);
    const later = signerAt(start + (STREAM_EXPIRY_GRID_SECONDS - 2) * 1000).signedStreamLink(videoId);
    expect(later.url).toBe(first.url);
    // It still lasts at least the two hours a lecture link lasts.
    expect(first.expiresAt.getTime() - start).toBeGreaterThanOrEqual(2 * 3600 * 1000);
  });
});
