import { randomUUID } from 'node:crypto';
import type { CourseDetail, Lecture } from '@academy/shared/catalogue-courses';
import {
  courseProgressResponseSchema,
  type WatchEvidence,
  type WatchReportAnswer,
  watchReportResponseSchema,
} from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { PlayedRange } from '@academy/shared/played-ranges';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { courseCompletions } from '../../../src/db/schema/certificates';
import { lectures } from '../../../src/db/schema/courses';
import { mediaFiles } from '../../../src/db/schema/media';
import { lectureProgress, lectureWatch } from '../../../src/db/schema/progress';
import { saveMedia } from '../../../src/modules/media/service';
import { PROGRESS_MESSAGES } from '../../../src/modules/progress/service';
import { WATCH_BURST_SECONDS, WATCH_RATE } from '../../../src/modules/progress/watch';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';

/**
 * Issue 14, part 3: a lecture is marked viewed for a student only on evidence that most of it
 * was played, no faster than the server's clock allows. The clock is the test's own: each test
 * moves it as the playback it plays out would.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

let clockMs = Date.parse('2026-03-02T10:00:00+05:30');
/** Lets `seconds` of the server's clock pass. */
const wait = (seconds: number) => {
  clockMs += seconds * 1000;
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clockMs) });
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

/**
 * A published course of `count` lectures, each on its own stored video whose probed length is
 * `seconds` (as ffprobe would have written it). By default the course: 6 lectures of 9 s.
 */
async function addCourse({
  count = 6,
  seconds = 9,
  probed = true,
  entered,
}: { count?: number; seconds?: number; probed?: boolean; entered?: number } = {}) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const saved = await saveMedia(t.db, t.app.storage, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes: Buffer.from(`lecture ${index} ${randomUUID()}`),
      originalName: `lecture-${index}.mp4`,
    });
    ids.push(saved.publicId);
  }
  if (probed) {
    await t.db
      .update(mediaFiles)
      .set({ durationSeconds: seconds, probedAt: new Date(clockMs) })
      .where(inArray(mediaFiles.publicId, ids));
  }
  return addTestCourse(t.app, {
    curriculum: ids.map((publicId, index) => ({
      title: `Lecture ${index + 1}`,
      videoUrl: `/api/media/stream/${publicId}`,
      public_id: publicId,
      // The catalogue asks for a free preview; the player page treats it like any lecture.
      freePreview: index === 0,
      ...(entered === undefined ? {} : { duration: entered }),
    })),
  });
}

async function owner(course: CourseDetail): Promise<Student> {
  const student = await registerAndLogin(t.app);
  await t.db
    .insert(entitlements)
    .values({ userId: student.user._id, courseId: course._id, source: 'purchase' });
  return student;
}

const lectureIds = (course: CourseDetail) => course.curriculum.map((lecture) => lecture._id);

const postWatch = (body: Record<string, unknown>, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/course-progress/watch',
    payload: body,
    headers: bearer(token),
  });

const postMark = (body: Record<string, unknown>, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/course-progress/mark-lecture-viewed',
    payload: body,
    headers: bearer(token),
  });

/**
 * The student's own watch report; answers the lecture's status and what of the report is left
 * to credit (200 expected).
 */
async function report(
  student: Student,
  course: CourseDetail,
  lectureId: string,
  evidence: WatchEvidence,
): Promise<WatchReportAnswer> {
  const response = await postWatch(
    { userId: student.user._id, courseId: course._id, lectureId, ...evidence },
    student.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return watchReportResponseSchema.parse(response.json()).data;
}

const mark = (student: Student, course: CourseDetail, lectureId: string, watched?: WatchEvidence) =>
  postMark(
    { userId: student.user._id, courseId: course._id, lectureId, ...(watched ? { watched } : {}) },
    student.token,
  );

/**
 * A player playing the lecture from `from` to `to` at `rate`, as the video element's `played`
 * ranges grow: the clock moves with the playback, a report goes every 10 s of it (the web
 * app's interval; the first `lostReports` of them never arrive), and the last stretch goes
 * with the mark, as the web app sends it. Answers the mark's response.
 */
async function play(
  student: Student,
  course: CourseDetail,
  lectureId: string,
  {
    duration,
    rate = 1,
    played = [],
    from = 0,
    to = duration,
    lostReports = 0,
  }: {
    duration: number;
    rate?: number;
    played?: PlayedRange[];
    from?: number;
    to?: number;
    lostReports?: number;
  },
) {
  const ranges: PlayedRange[] = [...played, [from, from]];
  const current = ranges.at(-1) as PlayedRange;
  let sinceReport = 0;
  let lost = 0;
  while (current[1] < to) {
    const step = Math.min(1, (to - current[1]) / rate);
    wait(step);
    current[1] = Math.min(to, current[1] + step * rate);
    sinceReport += step;
    if (sinceReport >= 10 && current[1] < to) {
      if (lost < lostReports) lost += 1;
      else await report(student, course, lectureId, { ranges, duration });
      sinceReport = 0;
    }
  }
  return mark(student, course, lectureId, { ranges, duration });
}

async function viewedIds(student: Student, courseId: string) {
  const rows = await t.db
    .select({ lectureId: lectureProgress.lectureId })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, student.user._id), eq(lectureProgress.courseId, courseId)));
  return rows.map((row) => row.lectureId);
}

async function certificates(student: Student, courseId: string) {
  return t.db
    .select()
    .from(courseCompletions)
    .where(and(eq(courseCompletions.userId, student.user._id), eq(courseCompletions.courseId, courseId)));
}

describe('the forgery of issue 14', () => {
  it('marks nothing and issues no certificate for six marks posted without watching', async () => {
    const course = await addCourse();
    const student = await owner(course);
    for (const lectureId of lectureIds(course)) {
      wait(0.7);
      const response = await mark(student, course, lectureId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'Play this lecture through to mark it as viewed: none of it has been played yet.',
      });
    }
    expect(await viewedIds(student, course._id)).toEqual([]);
    expect(await certificates(student, course._id)).toEqual([]);
  });

  it('credits a report claiming every lecture at once only as far as the clock allows: no certificate', async () => {
    const course = await addCourse();
    const student = await owner(course);
    const everything: WatchEvidence = { ranges: [[0, 9]], duration: 9 };
    const answers: number[] = [];
    for (const lectureId of lectureIds(course)) {
      wait(0.4);
      answers.push((await mark(student, course, lectureId, everything)).statusCode);
    }
    // 4.7 s of clock in all, as in the issue.
    wait(4.7 - 6 * 0.4);
    for (const lectureId of lectureIds(course)) {
      answers.push((await mark(student, course, lectureId)).statusCode);
    }
    // The burst and 4.7 s at 2× pay for at most 39.4 s of the 54: some lectures, never all.
    expect(answers.filter((status) => status === 409).length).toBeGreaterThan(0);
    const viewed = await viewedIds(student, course._id);
    expect(viewed.length).toBeLessThan(6);
    expect(viewed.length).toBeLessThanOrEqual(Math.floor((WATCH_BURST_SECONDS + 4.7 * WATCH_RATE) / 7));
    expect(await certificates(student, course._id)).toEqual([]);

    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/student/course-progress/get/${student.user._id}/${course._id}`,
      headers: bearer(student.token),
    });
    const data = courseProgressResponseSchema.parse(progress.json()).data;
    expect(data.completed).toBe(false);
    expect(data.certificate).toBeNull();
  });

  it('tells a student who skipped to the end how far they got, and keeps the lecture unmarked', async () => {
    const course = await addCourse({ count: 1, seconds: 300 });
    const student = await owner(course);
    const [lectureId] = lectureIds(course) as [string];
    // Reports at 10, 20 and 30 s; the refused mark at 40 s brings 30-40, which stays credited.
    await play(student, course, lectureId, { duration: 300, to: 40 });
    const response = await play(student, course, lectureId, {
      duration: 300,
      played: [[0, 40]],
      from: 299.8,
      to: 300,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Keep watching: this lecture counts as viewed once you have played most of it (0:40 of 5:00 so far).',
    );
    expect(await viewedIds(student, course._id)).toEqual([]);
  });
});

describe('an honest watch', () => {
  it.each([1, 2])('marks every lecture and issues the certificate at %s× speed', async (rate) => {
    const course = await addCourse();
    const student = await owner(course);
    const started = clockMs;
    for (const lectureId of lectureIds(course)) {
      const response = await play(student, course, lectureId, { duration: 9, rate });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(PROGRESS_MESSAGES.lectureViewed);
    }
    expect((clockMs - started) / 1000).toBeCloseTo(54 / rate);
    expect(await viewedIds(student, course._id)).toHaveLength(6);
    expect(await certificates(student, course._id)).toHaveLength(1);
  });

  it('marks a long lecture watched at 2× with a report every 10 s', async () => {
    const course = await addCourse({ count: 1, seconds: 1800 });
    const student = await owner(course);
    const response = await play(student, course, lectureIds(course)[0] ?? '', { duration: 1800, rate: 2 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('passes after a seek back to a point already watched and a replay to the end', async () => {
    const course = await addCourse({ count: 1, seconds: 120 });
    const student = await owner(course);
    const [lectureId] = lectureIds(course) as [string];
    await play(student, course, lectureId, { duration: 120, to: 70 });
    // Back to 30 s: the browser's played ranges stay [0, 70] while 30-70 plays again.
    await play(student, course, lectureId, { duration: 120, played: [[0, 70]], from: 30, to: 70 });
    const response = await play(student, course, lectureId, { duration: 120, played: [[0, 70]], from: 70 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('loses nothing when the source reloads and its played ranges start over, or a report is lost', async () => {
    const course = await addCourse({ count: 1, seconds: 60 });
    const student = await owner(course);
    const [lectureId] = lectureIds(course) as [string];
    // The first 25 s, reported; then a refreshed signed URL: the element's ranges start afresh
    // where it resumes, and the next report (at 35 s) is lost on the network.
    await play(student, course, lectureId, { duration: 60, to: 25 });
    wait(20);
    const response = await play(student, course, lectureId, { duration: 60, from: 25, lostReports: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select({ ranges: lectureWatch.ranges })
      .from(lectureWatch)
      .where(eq(lectureWatch.userId, student.user._id));
    expect(row?.ranges).toEqual([[0, 60]]);
  });

  it('marks a lecture the student already watched again without new evidence (a replay)', async () => {
    const course = await addCourse({ count: 2 });
    const student = await owner(course);
    const [first] = lectureIds(course) as [string];
    expect((await play(student, course, first, { duration: 9 })).statusCode).toBe(200);
    expect((await mark(student, course, first)).statusCode).toBe(200);
  });
});

describe('the watch budget', () => {
  it('is one per student: lectures played in parallel tabs share it', async () => {
    const course = await addCourse({ count: 3, seconds: 600 });
    const student = await owner(course);
    const ids = lectureIds(course);
    // Three tabs at 1× for 60 s, each reporting every 10 s.
    const credited = new Map<string, number>();
    for (let second = 10; second <= 60; second += 10) {
      wait(10);
      for (const lectureId of ids) {
        const status = await report(student, course, lectureId, { ranges: [[0, second]], duration: 600 });
        credited.set(lectureId, status.watchedSeconds);
      }
    }
    const sum = [...credited.values()].reduce((total, seconds) => total + seconds, 0);
    expect(sum).toBeLessThanOrEqual(WATCH_BURST_SECONDS + 60 * WATCH_RATE + 0.001);
    expect(sum).toBeLessThan(180);
  });

  it('does not fill up while the student is away: an hour idle buys only the burst', async () => {
    const course = await addCourse({ count: 1, seconds: 600 });
    const student = await owner(course);
    const [lectureId] = lectureIds(course) as [string];
    await report(student, course, lectureId, { ranges: [], duration: 600 });
    wait(3600);
    const status = await report(student, course, lectureId, { ranges: [[0, 600]], duration: 600 });
    expect(status.watchedSeconds).toBe(WATCH_BURST_SECONDS);
    // The answer says how much of the report is left, for the player to send it again.
    expect(status.uncreditedSeconds).toBe(600 - WATCH_BURST_SECONDS);
    // Seconds credited stay credited, and the rest comes in as the clock allows.
    wait(10);
    const later = await report(student, course, lectureId, { ranges: [[0, 600]], duration: 600 });
    expect(later.watchedSeconds).toBe(WATCH_BURST_SECONDS + 10 * WATCH_RATE);
    expect(later.uncreditedSeconds).toBe(600 - WATCH_BURST_SECONDS - 10 * WATCH_RATE);
    // What the budget allows at once leaves nothing of the report to send again.
    wait(10);
    const whole = await report(student, course, lectureId, {
      ranges: [[0, WATCH_BURST_SECONDS + 15 * WATCH_RATE]],
      duration: 600,
    });
    expect(whole).toMatchObject({
      watchedSeconds: WATCH_BURST_SECONDS + 15 * WATCH_RATE,
      uncreditedSeconds: 0,
    });
  });

  it('refills nothing when the server clock is set back', async () => {
    const course = await addCourse({ count: 1, seconds: 600 });
    const student = await owner(course);
    const [lectureId] = lectureIds(course) as [string];
    await report(student, course, lectureId, { ranges: [[0, 600]], duration: 600 });
    wait(-3600);
    const status = await report(student, course, lectureId, { ranges: [[0, 600]], duration: 600 });
    expect(status.watchedSeconds).toBe(WATCH_BURST_SECONDS);
    wait(3600);
  });
});

describe('the length a lecture is judged by', () => {
  it("uses the probed length, whatever the player says the video's length is", async () => {
    const course = await addCourse({ count: 1, seconds: 300 });
    const student = await owner(course);
    const status = await report(student, course, lectureIds(course)[0] ?? '', {
      ranges: [[0, 10]],
      duration: 10,
    });
    expect(status).toMatchObject({ watchedSeconds: 10, durationSeconds: 300, enough: false });
  });

  it("believes the player's length only within half to all of the admin's figure when nothing was probed", async () => {
    const course = await addCourse({ count: 2, probed: false, entered: 600 });
    const student = await owner(course);
    const [first, second] = lectureIds(course) as [string, string];
    const tiny = await report(student, course, first, { ranges: [[0, 1]], duration: 1 });
    expect(tiny).toMatchObject({ durationSeconds: 300, enough: false });
    // The video is 9:30 under a label of 10 min: it can be finished.
    const response = await play(student, course, second, { duration: 570, rate: 2 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("falls back to the player's length when neither the file nor the admin gave one", async () => {
    const course = await addCourse({ count: 1, probed: false });
    const student = await owner(course);
    const status = await report(student, course, lectureIds(course)[0] ?? '', {
      ranges: [[0, 5]],
      duration: 20,
    });
    expect(status).toMatchObject({
      watchedSeconds: 5,
      durationSeconds: 20,
      requiredSeconds: 18,
      enough: false,
    });
  });

  it('counts nothing played of a video the lecture no longer plays', async () => {
    const course = await addCourse({ count: 2, seconds: 9 });
    const student = await owner(course);
    const [first, second] = course.curriculum as [Lecture, Lecture];
    expect(await report(student, course, first._id, { ranges: [[0, 9]], duration: 9 })).toMatchObject({
      watchedSeconds: 9,
      enough: true,
    });
    // The admin replaces the lecture's video (here with the second lecture's, also 9 s).
    await t.db.update(lectures).set({ publicId: second.public_id }).where(eq(lectures.id, first._id));
    const response = await mark(student, course, first._id);
    expect(response.statusCode).toBe(409);
    expect(await report(student, course, first._id, { ranges: [[0, 2]], duration: 9 })).toMatchObject({
      watchedSeconds: 2,
    });
  });

  it('cuts ranges to the reported length', async () => {
    const course = await addCourse({ count: 1, seconds: 9 });
    const student = await owner(course);
    const status = await report(student, course, lectureIds(course)[0] ?? '', {
      ranges: [
        [-5, 2],
        [8, 50],
      ],
      duration: 9,
    });
    expect(status.watchedSeconds).toBe(3);
  });
});

describe('who may report and mark', () => {
  it("lets an admin mark a student's lecture without evidence, and credits an admin's report whole", async () => {
    const course = await addCourse({ count: 2, seconds: 600 });
    const student = await owner(course);
    const [first, second] = lectureIds(course) as [string, string];
    const marked = await postMark(
      { userId: student.user._id, courseId: course._id, lectureId: first },
      admin.token,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await viewedIds(student, course._id)).toEqual([first]);

    const reported = await postWatch(
      {
        userId: student.user._id,
        courseId: course._id,
        lectureId: second,
        ranges: [[0, 600]],
        duration: 600,
      },
      admin.token,
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect(watchReportResponseSchema.parse(reported.json()).data).toMatchObject({
      watchedSeconds: 600,
      enough: true,
    });
    expect((await mark(student, course, second)).statusCode).toBe(200);
  });

  it('answers 403 to a student reporting for another student, and 401 to a visitor', async () => {
    const course = await addCourse({ count: 1 });
    const student = await owner(course);
    const other = await registerAndLogin(t.app);
    const body = {
      userId: student.user._id,
      courseId: course._id,
      lectureId: lectureIds(course)[0],
      ranges: [[0, 9]],
      duration: 9,
    };
    const response = await postWatch(body, other.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.notYourAccount });
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/student/course-progress/watch',
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await t.db.select().from(lectureWatch).where(eq(lectureWatch.userId, student.user._id))).toEqual(
      [],
    );
  });

  it("answers the same 403 and 404 as marking: a student who does not own the course, another course's lecture", async () => {
    const course = await addCourse({ count: 1 });
    const other = await addCourse({ count: 1 });
    const student = await owner(course);
    const stranger = await registerAndLogin(t.app);
    const evidence = { ranges: [[0, 9]], duration: 9 };

    const notOwned = await postWatch(
      { userId: stranger.user._id, courseId: course._id, lectureId: lectureIds(course)[0], ...evidence },
      stranger.token,
    );
    expect(notOwned.statusCode).toBe(403);
    expect(notOwned.json()).toEqual({ success: false, message: PROGRESS_MESSAGES.buyToTrack });

    const elsewhere = await postWatch(
      { userId: student.user._id, courseId: course._id, lectureId: lectureIds(other)[0], ...evidence },
      student.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ success: false, message: PROGRESS_MESSAGES.lectureNotInCourse });
  });

  it.each([
    [{ ranges: [[5, 2]] }, /ranges.*start before they end/, 'ranges.0'],
    [{ ranges: [[0, 'nine']] }, /ranges.*pairs of seconds/, 'ranges.0.1'],
    [{ ranges: [[0, 1, 2]] }, /ranges/, 'ranges.0'],
    [{ ranges: 'all of it' }, /ranges must be a list/, 'ranges'],
    [
      { ranges: Array.from({ length: 201 }, (_, index) => [index, index + 0.5]) },
      /ranges must hold at most 200/,
      'ranges',
    ],
    [{ duration: 0 }, /duration must be more than 0/, 'duration'],
    [{ duration: 'long' }, /duration must be the media length/, 'duration'],
    [{ duration: 90_000 }, /duration must be at most 86400/, 'duration'],
  ])('answers 400 naming the field for %j', async (change, message, field) => {
    const course = await addCourse({ count: 1 });
    const student = await owner(course);
    const body = {
      userId: student.user._id,
      courseId: course._id,
      lectureId: lectureIds(course)[0],
      ranges: [[0, 9]],
      duration: 9,
      ...change,
    };
    const response = await postWatch(body, student.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message), field });

    const { userId, courseId, lectureId, ...watched } = body;
    const marked = await postMark({ userId, courseId, lectureId, watched }, student.token);
    expect(marked.statusCode).toBe(400);
    expect(marked.json().message).toMatch(message);
  });
});

describe('Rewatch', () => {
  it('forgets what was played with the viewed marks: the lectures must be played again', async () => {
    const course = await addCourse({ count: 1 });
    const student = await owner(course);
    const [lectureId] = lectureIds(course) as [string];
    expect((await play(student, course, lectureId, { duration: 9 })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/student/course-progress/reset-progress',
      payload: { userId: student.user._id, courseId: course._id },
      headers: bearer(student.token),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await mark(student, course, lectureId)).statusCode).toBe(409);
    expect((await play(student, course, lectureId, { duration: 9 })).statusCode).toBe(200);
  });
});
