import { type CourseDetail, courseDetailResponseSchema } from '@academy/shared/catalogue-courses';
import { type CourseProgress, courseProgressResponseSchema } from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_ROW_TTL_MS } from '../../src/modules/courses/service';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../support/app';
import { addTestCourse } from '../support/catalogue';

/*
 * Decision 040: what an instance keeps of a student between requests (which courses they hold; per
 * course, the lectures they viewed, their certificate, their project's standing) is read once and
 * kept until the database says it changed (migration 0037's triggers, LISTEN), however the change
 * was written: these tests write with plain SQL, as an operator's script or another instance would.
 * The course itself is reused for a second at most, as a visitor's answer is (decision 005).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof registerAndLogin>>;

async function courseDetail(student: Student, courseId: string, on: TestApp = t): Promise<CourseDetail> {
  const response = await on.app.inject({
    method: 'GET',
    url: `/api/student/course/get/details/${courseId}`,
    headers: bearer(student.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return courseDetailResponseSchema.parse(response.json()).data;
}

async function progressOf(student: Student, courseId: string, on: TestApp = t): Promise<CourseProgress> {
  const response = await on.app.inject({
    method: 'GET',
    url: `/api/student/course-progress/get/${student.user._id}/${courseId}`,
    headers: bearer(student.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return courseProgressResponseSchema.parse(response.json()).data;
}

/** Whether the course page offers the student its lecture that is not a free preview. */
const playsAll = (detail: CourseDetail) => detail.curriculum.every((lecture) => lecture.videoUrl !== '');

const grant = (student: Student, courseId: string) =>
  t.db.execute(
    sql`INSERT INTO entitlements (user_id, course_id, source) VALUES (${student.user._id}, ${courseId}, 'manual')`,
  );

/** A change with `table`'s triggers off: only a process that reads it again sees it. */
async function changeSilently(table: string, change: SQL) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
    await tx.execute(change);
    await tx.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  });
}

describe("what an instance keeps of a student's courses", () => {
  it('takes a course granted or taken away with plain SQL at the next request', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    expect(playsAll(await courseDetail(student, course._id))).toBe(false);
    expect((await progressOf(student, course._id)).isPurchased).toBe(false);

    await grant(student, course._id);
    expect(playsAll(await courseDetail(student, course._id))).toBe(true);
    expect((await progressOf(student, course._id)).isPurchased).toBe(true);

    await t.db.execute(sql`DELETE FROM entitlements WHERE user_id = ${student.user._id}`);
    expect(playsAll(await courseDetail(student, course._id))).toBe(false);
    expect((await progressOf(student, course._id)).isPurchased).toBe(false);
  });

  it('answers a cart add from what it keeps: a course granted is refused once the database tells of it', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const addToCart = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/student/cart/add',
        payload: { userId: student.user._id, courseId: course._id },
        headers: bearer(student.token),
      });
    const emptyCart = () =>
      t.db.execute(
        sql`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${student.user._id})`,
      );
    // The first add reads, and keeps, that the student does not hold the course.
    expect((await addToCart()).statusCode).toBe(200);
    await emptyCart();

    await changeSilently(
      'entitlements',
      sql`INSERT INTO entitlements (user_id, course_id, source) VALUES (${student.user._id}, ${course._id}, 'manual')`,
    );
    expect((await addToCart()).statusCode).toBe(200);
    await emptyCart();

    await t.db.execute(sql`UPDATE entitlements SET source = 'manual' WHERE user_id = ${student.user._id}`);
    const refused = await addToCart();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message: SERVER_MESSAGES.courseAlreadyOwned });
  });

  it("takes lectures viewed, a certificate and a project's standing written with plain SQL at the next request", async () => {
    const student = await registerAndLogin(t.app);
    // With a project required, viewing every lecture issues no certificate by itself.
    const course = await addTestCourse(t.app, {
      projectBrief: 'A poster in two scripts.',
      projectRequired: true,
    });
    await grant(student, course._id);
    const [first, second] = course.curriculum.map((lecture) => lecture._id);
    expect(await progressOf(student, course._id)).toMatchObject({
      progress: [],
      certificate: null,
      project: { status: null },
    });

    await t.db.execute(sql`INSERT INTO lecture_progress (user_id, course_id, lecture_id, viewed, viewed_at)
      VALUES (${student.user._id}, ${course._id}, ${second}, true, now()), (${student.user._id}, ${course._id}, ${first}, true, now())`);
    const viewed = await progressOf(student, course._id);
    // In the curriculum's order, whatever order they were written in.
    expect(viewed.progress.map((entry) => entry.lectureId)).toEqual([first, second]);
    expect(viewed.completed).toBe(true);
    expect(viewed.certificate).toBeNull();

    await t.db.execute(sql`INSERT INTO projects (user_id, course_id, status, current_version)
      VALUES (${student.user._id}, ${course._id}, 'submitted', 1)`);
    expect((await progressOf(student, course._id)).project.status).toBe('submitted');

    const certificateNumber = 'KDA-2026-7Q4M2K9B';
    await t.db
      .execute(sql`INSERT INTO course_completions (user_id, course_id, certificate_number, student_name, course_title, instructor_name)
      VALUES (${student.user._id}, ${course._id}, ${certificateNumber}, 'Student', ${course.title}, 'Meera Kulkarni')`);
    expect((await progressOf(student, course._id)).certificate?.certificateNumber).toBe(certificateNumber);

    await t.db.execute(sql`UPDATE projects SET status = 'approved' WHERE user_id = ${student.user._id}`);
    expect((await progressOf(student, course._id)).project.status).toBe('approved');

    await t.db.execute(sql`DELETE FROM lecture_progress WHERE user_id = ${student.user._id}`);
    expect((await progressOf(student, course._id)).progress).toEqual([]);
  });

  it('is kept between requests: a change the database does not tell of is not seen', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    expect(playsAll(await courseDetail(student, course._id))).toBe(false);
    expect((await progressOf(student, course._id)).progress).toEqual([]);

    await changeSilently(
      'entitlements',
      sql`INSERT INTO entitlements (user_id, course_id, source) VALUES (${student.user._id}, ${course._id}, 'manual')`,
    );
    const [first] = course.curriculum.map((lecture) => lecture._id);
    await changeSilently(
      'lecture_progress',
      sql`INSERT INTO lecture_progress (user_id, course_id, lecture_id, viewed, viewed_at)
        VALUES (${student.user._id}, ${course._id}, ${first}, true, now())`,
    );
    expect(playsAll(await courseDetail(student, course._id))).toBe(false);
    expect((await progressOf(student, course._id)).isPurchased).toBe(false);

    // The next change the database tells of is taken, with what was written silently before it.
    await t.db.execute(sql`UPDATE entitlements SET source = 'manual' WHERE user_id = ${student.user._id}`);
    expect(playsAll(await courseDetail(student, course._id))).toBe(true);
    const progress = await progressOf(student, course._id);
    expect(progress.isPurchased).toBe(true);
    expect(progress.progress).toEqual([]);
    await t.db.execute(sql`UPDATE lecture_progress SET viewed = true WHERE user_id = ${student.user._id}`);
    expect((await progressOf(student, course._id)).progress.map((entry) => entry.lectureId)).toEqual([first]);
  });
});

describe('the course a signed-in student reads', () => {
  let clock = new Date('2026-12-01T10:00:00Z');
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({}, { database: t.database, now: () => clock });
  });
  afterAll(async () => {
    await timed?.close();
  });

  it('is reused for COURSE_ROW_TTL_MS at most, and a write through the instance forgets it at once', async () => {
    const student = await registerAndLogin(timed.app);
    const course = await addTestCourse(timed.app, { title: 'Old title' });
    await grant(student, course._id);
    expect((await courseDetail(student, course._id, timed)).title).toBe('Old title');

    // Another instance's change, or a background job's.
    await t.db.execute(sql`UPDATE courses SET title = 'New title' WHERE id = ${course._id}`);
    clock = new Date(clock.getTime() + COURSE_ROW_TTL_MS - 1);
    expect((await courseDetail(student, course._id, timed)).title).toBe('Old title');
    expect((await progressOf(student, course._id, timed)).courseDetails.title).toBe('Old title');
    clock = new Date(clock.getTime() + 2);
    expect((await courseDetail(student, course._id, timed)).title).toBe('New title');
    expect((await progressOf(student, course._id, timed)).courseDetails.title).toBe('New title');

    await t.db.execute(sql`UPDATE courses SET title = 'Newer title' WHERE id = ${course._id}`);
    const another = await addTestCourse(timed.app);
    const saved = await timed.app.inject({
      method: 'PUT',
      url: `/api/wishlist/course/${another._id}`,
      headers: bearer(student.token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await courseDetail(student, course._id, timed)).title).toBe('Newer title');
  });
});

describe('two instances of the store on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({}, { database: t.database });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a course granted through one plays on the other at its next request', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    expect(playsAll(await courseDetail(student, course._id, other))).toBe(false);

    const admin = await createAdmin(t.app);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/course/grant-manual-access',
      payload: { id: course._id, studentIds: [student.user._id] },
      headers: bearer(admin.token),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(playsAll(await courseDetail(student, course._id, other))).toBe(true);
  });
});
