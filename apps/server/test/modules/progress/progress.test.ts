import { randomUUID } from 'node:crypto';
import { type CourseDetail, courseInputSchema } from '@academy/shared/catalogue-courses';
import {
  CERTIFICATE_NUMBER_PATTERN,
  type CourseProgress,
  courseProgressResponseSchema,
  type WatchEvidence,
} from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { courseCompletions } from '../../../src/db/schema/certificates';
import { lectureProgress } from '../../../src/db/schema/progress';
import { certificateYear } from '../../../src/modules/certificates/service';
import { updateCourse } from '../../../src/modules/courses/commands';
import { saveMedia } from '../../../src/modules/media/service';
import { createMediaSigner } from '../../../src/modules/media/signing';
import { markLectureViewed, PROGRESS_MESSAGES } from '../../../src/modules/progress/service';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

/** Patterned bytes per video: any offset mistake shows. */
const videoBytes = (seed: number) =>
  Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 11 + seed) % 256));
let videos: { publicId: string; bytes: Buffer }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  videos = [];
  for (const seed of [1, 2, 3]) {
    const bytes = videoBytes(seed);
    const saved = await saveMedia(t.db, t.app.storage, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes,
      originalName: `lecture-${seed}.mp4`,
    });
    videos.push({ publicId: saved.publicId, bytes });
  }
});
afterAll(async () => {
  await t?.close();
});

const newStudent = () => registerAndLogin(t.app);

/** A published course of three lectures on real stored videos; the first is a free preview. */
function addCourse(overrides: { isPublished?: boolean; title?: string } = {}) {
  return addTestCourse(t.app, {
    title: overrides.title ?? `Typography ${randomUUID().slice(0, 6)}`,
    isPublished: overrides.isPublished ?? true,
    curriculum: videos.map((video, index) => ({
      title: `Lecture ${index + 1}`,
      videoUrl: `/api/media/stream/${video.publicId}`,
      public_id: video.publicId,
      freePreview: index === 0,
    })),
  });
}

async function grant(userId: string, courseId: string, source: 'purchase' | 'manual' = 'manual') {
  await t.db.insert(entitlements).values({ userId, courseId, source });
}

const progressUrl = (userId: string, courseId: string) =>
  `/api/student/course-progress/get/${userId}/${courseId}`;

const getProgress = (userId: string, courseId: string, token?: string) =>
  t.app.inject({ method: 'GET', url: progressUrl(userId, courseId), headers: token ? bearer(token) : {} });

const markViewed = (
  body: { userId: string; courseId: string; lectureId: string; watched?: WatchEvidence },
  token?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/course-progress/mark-lecture-viewed',
    payload: body,
    headers: token ? bearer(token) : {},
  });

/** What the player would report after playing a 3 s video through (the test videos have no known length). */
const played: WatchEvidence = { ranges: [[0, 3]], duration: 3 };

const reportWatch = (
  body: { userId: string; courseId: string; lectureId: string } & WatchEvidence,
  token?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/course-progress/watch',
    payload: body,
    headers: token ? bearer(token) : {},
  });

const resetProgress = (body: { userId: string; courseId: string }, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/course-progress/reset-progress',
    payload: body,
    headers: token ? bearer(token) : {},
  });

async function progressOf(student: Student, courseId: string): Promise<CourseProgress> {
  const response = await getProgress(student.user._id, courseId, student.token);
  expect(response.statusCode, response.body).toBe(200);
  return courseProgressResponseSchema.parse(response.json()).data;
}

/**
 * Marks the lecture viewed for the student, as an admin may without evidence of watching: these
 * tests are about the progress record (progress-watch.test.ts about the evidence a student needs).
 */
async function mark(student: Student, courseId: string, lectureId: string) {
  const response = await markViewed({ userId: student.user._id, courseId, lectureId }, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  const body = courseProgressResponseSchema.parse(response.json());
  expect(body.message).toBe('Lecture marked as viewed');
  return body.data;
}

const lectureIds = (course: CourseDetail) => course.curriculum.map((lecture) => lecture._id);

async function completionRows(userId: string, courseId: string) {
  return t.db
    .select()
    .from(courseCompletions)
    .where(and(eq(courseCompletions.userId, userId), eq(courseCompletions.courseId, courseId)));
}

describe('who may read and write progress', () => {
  it('answers 401 to a visitor on every progress route', async () => {
    const student = await newStudent();
    const course = await addCourse();
    const ids = { userId: student.user._id, courseId: course._id };
    const responses = [
      await getProgress(ids.userId, ids.courseId),
      await markViewed({ ...ids, lectureId: lectureIds(course)[0] ?? '' }),
      await reportWatch({ ...ids, lectureId: lectureIds(course)[0] ?? '', ...played }),
      await resetProgress(ids),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    }
  });

  it("answers 403 to a student asking for another student's progress", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const course = await addCourse();
    await grant(owner.user._id, course._id);
    const ids = { userId: owner.user._id, courseId: course._id };
    const responses = [
      await getProgress(ids.userId, ids.courseId, other.token),
      await markViewed({ ...ids, lectureId: lectureIds(course)[0] ?? '' }, other.token),
      await reportWatch({ ...ids, lectureId: lectureIds(course)[0] ?? '', ...played }, other.token),
      await resetProgress(ids, other.token),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.notYourAccount });
    }
    const rows = await t.db.select().from(lectureProgress).where(eq(lectureProgress.userId, owner.user._id));
    expect(rows).toEqual([]);
  });

  it("lets an admin read a student's progress and mark a lecture for an owner", async () => {
    const owner = await newStudent();
    const course = await addCourse();
    await grant(owner.user._id, course._id);
    const [first] = lectureIds(course);

    const marked = await markViewed(
      { userId: owner.user._id, courseId: course._id, lectureId: first ?? '' },
      admin.token,
    );
    expect(marked.statusCode, marked.body).toBe(200);

    const response = await getProgress(owner.user._id, course._id, admin.token);
    expect(response.statusCode).toBe(200);
    const data = courseProgressResponseSchema.parse(response.json()).data;
    expect(data.isPurchased).toBe(true);
    expect(data.progress.map((entry) => entry.lectureId)).toEqual([first]);
  });

  it("shows an admin a non-owner's progress as that student sees it, and refuses to mark for them", async () => {
    const student = await newStudent();
    const course = await addCourse();
    const response = await getProgress(student.user._id, course._id, admin.token);
    expect(response.statusCode).toBe(200);
    const data = courseProgressResponseSchema.parse(response.json()).data;
    expect(data.isPurchased).toBe(false);
    expect(data.courseDetails.curriculum.every((lecture) => lecture.videoUrl === '')).toBe(true);

    const marked = await markViewed(
      { userId: student.user._id, courseId: course._id, lectureId: lectureIds(course)[0] ?? '' },
      admin.token,
    );
    expect(marked.statusCode).toBe(403);
    expect(marked.json()).toEqual({ success: false, message: PROGRESS_MESSAGES.buyToTrack });
  });

  it('counts an admin account as owning every course, unpublished ones too', async () => {
    const course = await addCourse({ isPublished: false });
    const response = await getProgress(admin.user._id, course._id, admin.token);
    expect(response.statusCode).toBe(200);
    const data = courseProgressResponseSchema.parse(response.json()).data;
    expect(data.isPurchased).toBe(true);
    expect(data.courseDetails.isPublished).toBe(false);
    expect(
      data.courseDetails.curriculum.every((lecture) => lecture.videoUrl.startsWith('/api/media/stream/')),
    ).toBe(true);
  });

  it('answers 404 for an unknown course, an unpublished one the student does not own, and an unknown account', async () => {
    const student = await newStudent();
    const hidden = await addCourse({ isPublished: false });

    const unknown = await getProgress(student.user._id, randomUUID(), student.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SERVER_MESSAGES.courseNotFound });

    const unpublished = await getProgress(student.user._id, hidden._id, student.token);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json()).toEqual({ success: false, message: SERVER_MESSAGES.courseNotFound });

    const nobody = await getProgress(randomUUID(), hidden._id, admin.token);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ success: false, message: SERVER_MESSAGES.userNotFound });
  });

  it('keeps an unpublished course watchable for a student who owns it', async () => {
    const owner = await newStudent();
    const course = await addCourse({ isPublished: false });
    await grant(owner.user._id, course._id);
    const data = await progressOf(owner, course._id);
    expect(data.isPurchased).toBe(true);
    expect(data.courseDetails._id).toBe(course._id);
    const lectureId = lectureIds(course)[0] ?? '';
    const watched = await reportWatch(
      { userId: owner.user._id, courseId: course._id, lectureId, ...played },
      owner.token,
    );
    expect(watched.statusCode, watched.body).toBe(200);
    const marked = await markViewed({ userId: owner.user._id, courseId: course._id, lectureId }, owner.token);
    expect(marked.statusCode, marked.body).toBe(200);
  });

  it('answers 400 naming the field for ids that are not ids', async () => {
    const student = await newStudent();
    const response = await getProgress(student.user._id, 'not-a-course', student.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/courseId/);

    const marked = await markViewed(
      { userId: student.user._id, courseId: randomUUID(), lectureId: 'lecture-1' },
      student.token,
    );
    expect(marked.statusCode).toBe(400);
    expect(marked.json().message).toMatch(/lectureId/);
  });
});

describe('entitlement', () => {
  it('gives a student who does not own the course isPurchased false and no playable URL at all', async () => {
    const student = await newStudent();
    const course = await addCourse();
    const data = await progressOf(student, course._id);

    expect(data.isPurchased).toBe(false);
    expect(data.progress).toEqual([]);
    expect(data.completed).toBe(false);
    expect(data.certificate).toBeNull();
    expect(data.courseDetails.title).toBe(course.title);
    expect(data.courseDetails.curriculum).toHaveLength(3);
    // Not even the free preview: the player page is for owners.
    expect(data.courseDetails.curriculum[0]?.freePreview).toBe(true);
    for (const lecture of data.courseDetails.curriculum) {
      expect(lecture.videoUrl).toBe('');
      expect(lecture.public_id).toBe('');
    }
  });

  it('refuses to mark or reset for a student who does not own the course', async () => {
    const student = await newStudent();
    const course = await addCourse();
    const ids = { userId: student.user._id, courseId: course._id };

    const marked = await markViewed({ ...ids, lectureId: lectureIds(course)[1] ?? '' }, student.token);
    expect(marked.statusCode).toBe(403);
    expect(marked.json()).toEqual({ success: false, message: 'Buy this course to track your progress.' });

    const reset = await resetProgress(ids, student.token);
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({ success: false, message: 'Buy this course to track your progress.' });

    expect(
      await t.db.select().from(lectureProgress).where(eq(lectureProgress.userId, student.user._id)),
    ).toEqual([]);
  });

  it.each(['purchase', 'manual'] as const)(
    'gives an owner by %s every lecture with a signed URL',
    async (source) => {
      const student = await newStudent();
      const course = await addCourse();
      await grant(student.user._id, course._id, source);
      const data = await progressOf(student, course._id);

      expect(data.isPurchased).toBe(true);
      expect(data.progress).toEqual([]);
      expect(data.completed).toBe(false);
      data.courseDetails.curriculum.forEach((lecture, index) => {
        const url = new URL(lecture.videoUrl, 'http://localhost');
        expect(url.pathname).toBe(`/api/media/stream/${videos[index]?.publicId}`);
        expect(lecture.public_id).toBe(videos[index]?.publicId);
        // A free preview's link is anyone's; a bought lecture's is signed for this student.
        const viewer = url.searchParams.get('viewer') ?? undefined;
        expect(viewer).toBe(lecture.freePreview ? undefined : student.user._id);
        expect(
          t.app.mediaSigner.verify(
            lecture.public_id,
            Number(url.searchParams.get('expires')),
            url.searchParams.get('signature') ?? '',
            undefined,
            viewer,
          ),
        ).toBe(true);
      });
    },
  );

  it('is never cached: the answer holds URLs signed for this caller', async () => {
    const student = await newStudent();
    const course = await addCourse();
    const response = await getProgress(student.user._id, course._id, student.token);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('progress transitions', () => {
  it('goes from nothing, to some lectures, to completed with a certificate number', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await grant(student.user._id, course._id, 'purchase');
    const [first, second, third] = lectureIds(course) as [string, string, string];

    const none = await progressOf(student, course._id);
    expect(none).toMatchObject({ progress: [], completed: false, certificate: null, isPurchased: true });

    const before = Date.now();
    const some = await mark(student, course._id, second);
    expect(some.progress).toEqual([{ lectureId: second, viewed: true, dateViewed: expect.any(String) }]);
    expect(Date.parse(some.progress[0]?.dateViewed ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(some.completed).toBe(false);
    expect(some.certificate).toBeNull();

    const more = await mark(student, course._id, first);
    // Curriculum order, whatever order they were watched in.
    expect(more.progress.map((entry) => entry.lectureId)).toEqual([first, second]);
    expect(more.completed).toBe(false);
    expect(await completionRows(student.user._id, course._id)).toEqual([]);

    const done = await mark(student, course._id, third);
    expect(done.progress.map((entry) => entry.lectureId)).toEqual([first, second, third]);
    expect(done.completed).toBe(true);
    expect(done.certificate?.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
    const completedAt = new Date(done.certificate?.completedAt ?? '');
    expect(completedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(done.certificate?.certificateNumber.slice(4, 8)).toBe(certificateYear(completedAt));

    const [row] = await completionRows(student.user._id, course._id);
    expect(row).toMatchObject({
      certificateNumber: done.certificate?.certificateNumber,
      studentName: student.user.name,
      courseTitle: course.title,
      instructorName: course.instructorName,
    });

    // A fresh read says the same, its video links signed afresh (their expiry may be a second later).
    const unsigned = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value).replace(/\?expires=\d+(?:&viewer=[\w-]+)?&signature=[\w-]+/g, '?signed'),
      ) as unknown;
    expect(unsigned(await progressOf(student, course._id))).toEqual(unsigned(done));
  });

  it('is idempotent: marking again keeps the first view date and the certificate', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await grant(student.user._id, course._id);
    const ids = lectureIds(course);

    await mark(student, course._id, ids[0] ?? '');
    // As if the first view were long ago: a repeat must not move it to now.
    await t.db
      .update(lectureProgress)
      .set({ viewedAt: new Date('2026-01-15T04:30:00Z') })
      .where(eq(lectureProgress.userId, student.user._id));
    const again = await mark(student, course._id, ids[0] ?? '');
    expect(again.progress).toEqual([
      { lectureId: ids[0], viewed: true, dateViewed: '2026-01-15T04:30:00.000Z' },
    ]);

    let done: CourseProgress | undefined;
    for (const id of ids) done = await mark(student, course._id, id);
    const repeated = await mark(student, course._id, ids[2] ?? '');
    expect(repeated.certificate).toEqual(done?.certificate);
    expect(repeated.progress).toEqual(done?.progress);
    expect(await completionRows(student.user._id, course._id)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(lectureProgress)
      .where(eq(lectureProgress.userId, student.user._id));
    expect(rows).toHaveLength(3);
  });

  it('reset clears the lectures and keeps the certificate; completing again issues no new one', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await grant(student.user._id, course._id);
    let done: CourseProgress | undefined;
    for (const id of lectureIds(course)) done = await mark(student, course._id, id);
    expect(done?.completed).toBe(true);

    const response = await resetProgress({ userId: student.user._id, courseId: course._id }, student.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = courseProgressResponseSchema.parse(response.json());
    expect(body.message).toBe('Progress reset');
    expect(body.data.progress).toEqual([]);
    expect(body.data.completed).toBe(false);
    expect(body.data.isPurchased).toBe(true);
    expect(body.data.certificate).toEqual(done?.certificate);

    let again: CourseProgress | undefined;
    for (const id of lectureIds(course)) again = await mark(student, course._id, id);
    expect(again?.completed).toBe(true);
    expect(again?.certificate).toEqual(done?.certificate);
    expect(await completionRows(student.user._id, course._id)).toHaveLength(1);
  });

  it('reset touches only this student and this course', async () => {
    const student = await newStudent();
    const classmate = await newStudent();
    const course = await addCourse();
    const otherCourse = await addCourse();
    for (const [who, which] of [
      [student, course],
      [student, otherCourse],
      [classmate, course],
    ] as const) {
      await grant(who.user._id, which._id);
      await mark(who, which._id, lectureIds(which)[0] ?? '');
    }

    await resetProgress({ userId: student.user._id, courseId: course._id }, student.token);
    expect((await progressOf(student, course._id)).progress).toEqual([]);
    expect((await progressOf(student, otherCourse._id)).progress).toHaveLength(1);
    expect((await progressOf(classmate, course._id)).progress).toHaveLength(1);
  });

  it('shows a completed course as incomplete after a lecture is added, with the certificate kept', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await grant(student.user._id, course._id);
    let done: CourseProgress | undefined;
    for (const id of lectureIds(course)) done = await mark(student, course._id, id);

    const input = courseInputSchema.parse({
      ...course,
      curriculum: [
        ...course.curriculum.map((lecture) => ({
          ...lecture,
          videoUrl: `/api/media/stream/${lecture.public_id}`,
        })),
        {
          title: 'Bonus: Kerning',
          videoUrl: '/api/media/stream/bonus',
          public_id: 'bonus',
          freePreview: false,
        },
      ],
    });
    const updated = await updateCourse(t.db, course._id, input, {
      signer: t.app.mediaSigner,
      actor: { id: admin.user._id },
    });
    expect(updated.curriculum).toHaveLength(4);
    expect(lectureIds(updated).slice(0, 3)).toEqual(lectureIds(course));

    const later = await progressOf(student, course._id);
    expect(later.completed).toBe(false);
    expect(later.progress).toHaveLength(3);
    expect(later.certificate).toEqual(done?.certificate);

    const bonus = lectureIds(updated)[3] ?? '';
    const finished = await mark(student, course._id, bonus);
    expect(finished.completed).toBe(true);
    expect(finished.certificate).toEqual(done?.certificate);
  });

  it('leaves removed lectures out of the progress, and completes a course whose last unwatched lecture went', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await grant(student.user._id, course._id);
    const [first, second] = lectureIds(course);
    await mark(student, course._id, first ?? '');
    await mark(student, course._id, second ?? '');

    const input = courseInputSchema.parse({
      ...course,
      curriculum: course.curriculum
        .filter((lecture) => lecture._id !== second && lecture._id !== lectureIds(course)[2])
        .map((lecture) => ({ ...lecture, videoUrl: `/api/media/stream/${lecture.public_id}` })),
    });
    await updateCourse(t.db, course._id, input, { signer: t.app.mediaSigner, actor: { id: admin.user._id } });

    const data = await progressOf(student, course._id);
    expect(data.progress.map((entry) => entry.lectureId)).toEqual([first]);
    expect(data.completed).toBe(true);
    expect(data.certificate?.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
  });

  it('refuses a lecture of another course, and an unknown lecture, with 404', async () => {
    const student = await newStudent();
    const course = await addCourse();
    const other = await addCourse();
    await grant(student.user._id, course._id);
    await grant(student.user._id, other._id);

    for (const lectureId of [lectureIds(other)[0] ?? '', randomUUID()]) {
      const response = await markViewed(
        { userId: student.user._id, courseId: course._id, lectureId },
        student.token,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'This lecture is not part of this course.',
      });
    }
    expect((await progressOf(student, course._id)).progress).toEqual([]);
    expect((await progressOf(student, other._id)).progress).toEqual([]);
  });

  it('issues exactly one certificate when the last lectures are marked at the same time', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await grant(student.user._id, course._id);
    // Straight to the service, so the three transactions overlap as closely as they can; each
    // brings the student's evidence of having played its lecture.
    const caller = { id: student.user._id, role: 'user' as const };
    const results = await Promise.all(
      lectureIds(course).map((lectureId) =>
        markLectureViewed(
          t.db,
          {
            userId: student.user._id,
            courseId: course._id,
            lectureId,
            watched: played,
            caller,
            signer: t.app.mediaSigner,
            jobs: t.app.jobs,
          },
          t.app.kept,
        ),
      ),
    );
    expect(results.filter((result) => result.completed).length).toBeGreaterThanOrEqual(1);

    const rows = await completionRows(student.user._id, course._id);
    expect(rows).toHaveLength(1);
    const data = await progressOf(student, course._id);
    expect(data.completed).toBe(true);
    expect(data.certificate?.certificateNumber).toBe(rows[0]?.certificateNumber);
  });
});

describe('lecture videos from the progress API', () => {
  async function ownedLectureUrls() {
    const student = await newStudent();
    const course = await addCourse();
    await grant(student.user._id, course._id);
    const data = await progressOf(student, course._id);
    return data.courseDetails.curriculum.map((lecture) => lecture.videoUrl);
  }

  it('plays with the signed URL: the whole video, and a Range with exactly those bytes', async () => {
    const [url] = await ownedLectureUrls();
    const whole = await t.app.inject({ method: 'GET', url: url ?? '' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    expect(whole.rawPayload.equals(videos[0]?.bytes ?? Buffer.alloc(0))).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: url ?? '', headers: { range: 'bytes=1000-1499' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1499/2048');
    expect(part.headers['content-length']).toBe('500');
    expect(part.rawPayload.equals(videos[0]?.bytes.subarray(1000, 1500) ?? Buffer.alloc(0))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: url ?? '', headers: { range: 'bytes=-48' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(videos[0]?.bytes.subarray(2000) ?? Buffer.alloc(0))).toBe(true);
  });

  it('stops working once the signature expires', async () => {
    const [url] = await ownedLectureUrls();
    const parsed = new URL(url ?? '', 'http://localhost');
    const publicId = videos[0]?.publicId ?? '';
    const expires = Number(parsed.searchParams.get('expires'));
    const signature = parsed.searchParams.get('signature') ?? '';
    // The same link, checked by a signer whose clock is just past its expiry.
    const later = createMediaSigner(t.config.mediaSigningSecret, () => (expires + 1) * 1000);
    expect(later.verify(publicId, expires, signature)).toBe(false);
    expect(t.app.mediaSigner.verify(publicId, expires, signature)).toBe(true);

    // A link signed with the server's secret two hours and a minute ago is refused by the server.
    const earlier = createMediaSigner(
      t.config.mediaSigningSecret,
      () => Date.now() - (2 * 60 + 1) * 60 * 1000,
    );
    const stale = await t.app.inject({ method: 'GET', url: earlier.signedUrl(publicId) });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ success: false, message: 'This link has expired or is not valid.' });
  });

  it('refuses an altered link with 403', async () => {
    const [first, second] = await ownedLectureUrls();
    const parsed = new URL(first ?? '', 'http://localhost');
    const expires = parsed.searchParams.get('expires') ?? '';
    const signature = parsed.searchParams.get('signature') ?? '';
    const path = parsed.pathname;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `${path}?expires=${expires}&signature=${flipped}`,
      `${path}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${path}?expires=${expires}`,
      // The first lecture's signature on the second lecture's video.
      `${new URL(second ?? '', 'http://localhost').pathname}?expires=${expires}&signature=${signature}`,
    ];
    for (const url of attempts) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
    }
  });
});
