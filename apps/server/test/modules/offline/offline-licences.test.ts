import type { MediaUploadResult } from '@academy/shared/admin-media';
import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import {
  OFFLINE_CHECK_MAX_COURSES,
  OFFLINE_LICENCE_DAYS,
  OFFLINE_MAX_DEVICES,
  type OfflineLecture,
} from '@academy/shared/offline';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { lectures } from '../../../src/db/schema/courses';
import { mediaFiles, type VideoRendition, videoStreams } from '../../../src/db/schema/media';
import { offlineLicences } from '../../../src/db/schema/offline';
import { hlsFolder } from '../../../src/lib/media-ids';
import { hindi } from '../../../src/locales/hi';
import { marathi } from '../../../src/locales/mr';
import { OFFLINE_MESSAGES } from '../../../src/modules/offline/messages';
import { createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { demoVideo, uploadVideo } from '../../support/media';
import { expectDaysAfter, newDeviceId, offlineCalls, type Student } from './offline-calls';

/*
 * Issue 32: a student who holds a course saves its lectures on a device. The answer is the
 * device's licence and, for each lecture with a video of ours, where its bytes come from (one
 * rendition of its ready stream, else its file, both signed for the student) and what they
 * weigh; at most five devices at once; a device that removed what it saved frees its place.
 */

let t: TestApp;
let streamed: MediaUploadResult;
let plain: MediaUploadResult;
let course: CourseDetail;

const { saveRequest, save, checkRequest, release, licencesOf } = offlineCalls(() => t);

const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-ENDLIST\n';
const LADDER: VideoRendition[] = [
  { name: '240p', width: 426, height: 240, bandwidth: 314_000 },
  { name: '360p', width: 640, height: 360, bandwidth: 850_000 },
  { name: '480p', width: 854, height: 480, bandwidth: 1_496_000 },
];

const setRenditions = (renditions: VideoRendition[]) =>
  t.db.update(videoStreams).set({ renditions }).where(eq(videoStreams.publicId, streamed.public_id));
const setProbedSeconds = (durationSeconds: number | null) =>
  t.db.update(mediaFiles).set({ durationSeconds }).where(eq(mediaFiles.publicId, streamed.public_id));

async function owner(courseId = course._id): Promise<Student> {
  const student = await registerAndLogin(t.app);
  await t.db.insert(entitlements).values({ userId: student.user._id, courseId, source: 'manual' });
  return student;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await createAdmin(t.app);
  streamed = await uploadVideo(t.app, token, demoVideo('pen.mp4'));
  plain = await uploadVideo(t.app, token, demoVideo('grid.mp4'));
  // A stream made by hand rather than by ffmpeg: its row ready, and the 360p playlist stored.
  await t.db
    .update(videoStreams)
    .set({ status: 'ready', progress: 100, renditions: LADDER })
    .where(eq(videoStreams.publicId, streamed.public_id));
  await t.app.storage.put(
    `${hlsFolder(streamed.public_id)}/360p/index.m3u8`,
    Buffer.from(PLAYLIST),
    'application/vnd.apple.mpegurl',
  );
  await setProbedSeconds(9.5);
  course = await addTestCourse(t.app, {
    curriculum: [
      {
        title: 'Welcome',
        videoUrl: streamed.secure_url,
        public_id: streamed.public_id,
        freePreview: true,
        duration: 60,
      },
      { title: 'Grids', videoUrl: plain.secure_url, public_id: plain.public_id, freePreview: false },
      { title: 'Reading list', videoUrl: '/v/reading.mp4', public_id: 'reading', freePreview: false },
      { title: 'Replaced', videoUrl: plain.secure_url, public_id: plain.public_id, freePreview: false },
    ],
  });
  // Deleting a lecture's video leaves the lecture without one (courses/media-uses.ts).
  await t.db
    .update(lectures)
    .set({ videoUrl: '', publicId: '' })
    .where(and(eq(lectures.courseId, course._id), eq(lectures.title, 'Replaced')));
});
afterAll(async () => {
  await t?.close();
});

describe('who may save a course’s lectures', () => {
  it('answers 401 to a visitor on every call', async () => {
    const deviceId = newDeviceId();
    for (const response of [
      await saveRequest(undefined, course._id, { deviceId }),
      await checkRequest(undefined, { deviceId, courseIds: [course._id] }),
      await release(undefined, deviceId, course._id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    }
  });

  it('refuses a student who does not hold the course with 403, in their language, and keeps no licence', async () => {
    const stranger = await registerAndLogin(t.app);
    const refused = await saveRequest(stranger, course._id, { deviceId: newDeviceId() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: OFFLINE_MESSAGES.ownersOnly });
    const inHindi = await saveRequest(stranger, course._id, { deviceId: newDeviceId() }, 'hi');
    expect(inHindi.json().message).toBe(hindi.offline.ownersOnly);
    expect(await licencesOf(stranger)).toEqual([]);
  });

  it('answers 404 for an unknown course, and for an unpublished one the student does not hold', async () => {
    const student = await registerAndLogin(t.app);
    const hidden = await addTestCourse(t.app, { isPublished: false });
    for (const courseId of ['8f1d0c52-44a4-4c1e-9d59-4d5e3b0a7c11', hidden._id]) {
      const response = await saveRequest(student, courseId, { deviceId: newDeviceId() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.courseNotFound });
    }
  });

  it('lets an owner save a course unpublished after they got it, as the player still plays it', async () => {
    const hidden = await addTestCourse(t.app, { isPublished: false });
    const student = await owner(hidden._id);
    const saved = await save(student, hidden._id, newDeviceId());
    expect(saved.licence.courseId).toBe(hidden._id);
  });
});

describe('what saving would take, asked before saving', () => {
  const plan = (who: Student | undefined, courseId = course._id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/student/offline/courses/${courseId}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });

  it('answers an owner the lectures as they would be saved, and issues no licence', async () => {
    const student = await owner();
    const response = await plan(student);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { lectures: planned } = response.json<{ data: { lectures: OfflineLecture[] } }>().data;
    expect(planned.map((lecture) => [lecture.title, lecture.source.kind, lecture.estimatedBytes])).toEqual([
      ['Welcome', 'stream', 1_059_844],
      ['Grids', 'file', plain.bytes],
    ]);
    expect(await licencesOf(student)).toEqual([]);
  });

  it('refuses a visitor, a student who does not hold the course, and an unknown course', async () => {
    expect((await plan(undefined)).statusCode).toBe(401);
    const stranger = await registerAndLogin(t.app);
    const refused = await plan(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: OFFLINE_MESSAGES.ownersOnly });
    expect((await plan(stranger, '8f1d0c52-44a4-4c1e-9d59-4d5e3b0a7c11')).statusCode).toBe(404);
    const malformed = await plan(stranger, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('courseId');
  });
});

describe('the licence and the lectures an owner saves', () => {
  it('issues a licence for 14 days and lists each lecture with a video of ours, in the course’s order', async () => {
    const student = await owner();
    const deviceId = newDeviceId();
    const before = Date.now();
    const { licence, lectures: saved } = await save(student, course._id, deviceId);

    expect(licence).toEqual({
      courseId: course._id,
      courseTitle: course.title,
      courseImage: course.image,
      expiresAt: expect.any(String),
    });
    expectDaysAfter(licence.expiresAt, OFFLINE_LICENCE_DAYS, before);
    // The lecture whose video is not ours and the one whose video was deleted are left out.
    const [welcome, grids] = course.curriculum;
    expect(saved.map((lecture) => [lecture.lectureId, lecture.title])).toEqual([
      [welcome!._id, 'Welcome'],
      [grids!._id, 'Grids'],
    ]);
    const [row] = await licencesOf(student);
    expect(row).toMatchObject({ courseId: course._id, deviceId, expiresAt: new Date(licence.expiresAt) });
    expect(row!.checkedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('gives a lecture with a ready stream its 360p playlist, signed for the student, sized from its rate', async () => {
    const student = await owner();
    const [welcome] = (await save(student, course._id, newDeviceId())).lectures;

    expect(welcome).toMatchObject({ durationSeconds: 9.5, source: { kind: 'stream', rendition: '360p' } });
    // 850,000 bit/s for 9.5 s is 1,009,375 bytes; with the MPEG-TS overhead (× 1.05) 1,059,843.75, rounded up.
    expect(welcome!.estimatedBytes).toBe(1_059_844);
    const source = welcome!.source as Extract<OfflineLecture['source'], { kind: 'stream' }>;
    expect(source.playlistUrl).toMatch(
      new RegExp(
        `^/api/media/hls/${streamed.public_id}/\\d+/${student.user._id}\\.[\\w-]+/360p/index\\.m3u8$`,
      ),
    );
    const playlist = await get(source.playlistUrl);
    expect(playlist.statusCode, playlist.body).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toBe(PLAYLIST);
    // The signature is the student's: put before another account's id it fits nothing.
    const stranger = await registerAndLogin(t.app);
    expect((await get(source.playlistUrl.replace(student.user._id, stranger.user._id))).statusCode).toBe(403);
  });

  it('gives a lecture without a ready stream its file, signed for the student, sized as stored', async () => {
    const student = await owner();
    const [, grids] = (await save(student, course._id, newDeviceId())).lectures;

    expect(grids).toMatchObject({
      durationSeconds: null,
      estimatedBytes: plain.bytes,
      source: { kind: 'file', contentType: 'video/mp4' },
    });
    expect(plain.bytes).toBe(demoVideo('grid.mp4').length);
    const source = grids!.source as Extract<OfflineLecture['source'], { kind: 'file' }>;
    expect(source.url).toMatch(
      new RegExp(
        `^/api/media/stream/${plain.public_id}\\?expires=\\d+&viewer=${student.user._id}&signature=`,
      ),
    );
    const file = await get(source.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(plain.bytes);
  });

  it('saves 360p, else the smallest rendition above it, else the largest; the entered length when none was probed', async () => {
    const student = await owner();
    const welcomeOf = async () => (await save(student, course._id, newDeviceId())).lectures[0]!;
    try {
      await setRenditions([
        LADDER[0]!,
        LADDER[2]!,
        { name: '720p', width: 1280, height: 720, bandwidth: 2_896_000 },
      ]);
      expect((await welcomeOf()).source).toMatchObject({ kind: 'stream', rendition: '480p' });
      await setRenditions([LADDER[0]!]);
      await setProbedSeconds(null);
      const welcome = await welcomeOf();
      expect(welcome.source).toMatchObject({
        kind: 'stream',
        rendition: '240p',
        playlistUrl: expect.stringMatching(/\/240p\/index\.m3u8$/),
      });
      // 314,000 bit/s for the 60 s the admin entered: 2,355,000 bytes, × 1.05 = 2,472,750.
      expect(welcome).toMatchObject({ durationSeconds: 60, estimatedBytes: 2_472_750 });
    } finally {
      await setRenditions(LADDER);
      await setProbedSeconds(9.5);
    }
  });

  it('renews the same device’s licence when the course is saved again, keeping one row', async () => {
    const student = await owner();
    const deviceId = newDeviceId();
    await save(student, course._id, deviceId);
    const [first] = await licencesOf(student);
    await t.db
      .update(offlineLicences)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(offlineLicences.id, first!.id));

    const again = await save(student, course._id, deviceId);
    expectDaysAfter(again.licence.expiresAt, OFFLINE_LICENCE_DAYS);
    const rows = await licencesOf(student);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first!.id, issuedAt: first!.issuedAt });
  });
});

describe('at most five devices', () => {
  it('refuses a sixth device with 409 until one is released or its licence ends; known devices go on', async () => {
    const student = await owner();
    const other = await addTestCourse(t.app);
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, courseId: other._id, source: 'manual' });
    const devices = Array.from({ length: OFFLINE_MAX_DEVICES }, newDeviceId);
    for (const deviceId of devices) await save(student, course._id, deviceId);

    const sixth = newDeviceId();
    const refused = await saveRequest(student, course._id, { deviceId: sixth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: OFFLINE_MESSAGES.tooManyDevices });
    expect(OFFLINE_MESSAGES.tooManyDevices).toContain(`${OFFLINE_MAX_DEVICES} of your devices`);
    const inMarathi = await saveRequest(student, other._id, { deviceId: sixth }, 'mr');
    expect(inMarathi.statusCode).toBe(409);
    expect(inMarathi.json().message).toBe(marathi.offline.tooManyDevices);
    // A device that already holds saved lectures is no new device, for another course too.
    await save(student, other._id, devices[0]!);
    await save(student, course._id, devices[1]!);

    const released = await release(student, devices[4]!, course._id);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ success: true, message: OFFLINE_MESSAGES.released });
    await save(student, course._id, sixth);

    const seventh = newDeviceId();
    expect((await saveRequest(student, course._id, { deviceId: seventh })).statusCode).toBe(409);
    await t.db
      .update(offlineLicences)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offlineLicences.deviceId, devices[2]!));
    await save(student, course._id, seventh);
    expect(new Set((await licencesOf(student)).map((row) => row.deviceId)).size).toBe(
      OFFLINE_MAX_DEVICES + 1,
    );
  });

  it('releases a course from a device once, and answers the same when there was nothing to release', async () => {
    const student = await owner();
    const [keep, drop] = [newDeviceId(), newDeviceId()];
    await save(student, course._id, keep);
    await save(student, course._id, drop);

    const released = await release(student, drop, course._id);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ success: true, message: OFFLINE_MESSAGES.released });
    const again = await release(student, drop, course._id, 'hi');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: hindi.offline.released });
    expect((await licencesOf(student)).map((row) => row.deviceId)).toEqual([keep]);
    // Another student's release of the same device and course touches nothing of this one's.
    const stranger = await registerAndLogin(t.app);
    expect((await release(stranger, keep, course._id)).statusCode).toBe(200);
    expect(await licencesOf(student)).toHaveLength(1);
  });
});

describe('refused input', () => {
  it('answers 400 naming deviceId for a missing or malformed device id', async () => {
    const student = await owner();
    for (const payload of [{}, { deviceId: 'short' }, { deviceId: 'has spaces in it, not allowed' }]) {
      const response = await saveRequest(student, course._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field: 'deviceId' });
      expect(response.json().message).toMatch(/^deviceId /);
    }
    const check = await checkRequest(student, { deviceId: 'x'.repeat(65), courseIds: [] });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ field: 'deviceId' });
    const released = await release(student, 'short', course._id);
    expect(released.statusCode).toBe(400);
    expect(released.json()).toMatchObject({ field: 'deviceId' });
    expect(await licencesOf(student)).toEqual([]);
  });

  it('answers 400 for a malformed course id, and for more course ids than a check takes', async () => {
    const student = await owner();
    const saved = await saveRequest(student, 'not-a-course', { deviceId: newDeviceId() });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ field: 'courseId' });

    const tooMany = Array.from({ length: OFFLINE_CHECK_MAX_COURSES + 1 }, () => course._id);
    const check = await checkRequest(student, { deviceId: newDeviceId(), courseIds: tooMany });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({
      success: false,
      message: `courseIds may hold at most ${OFFLINE_CHECK_MAX_COURSES} ids`,
      field: 'courseIds',
    });
    const malformed = await checkRequest(student, { deviceId: newDeviceId(), courseIds: ['nope'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'courseIds.0' });
  });
});
