import { randomUUID } from 'node:crypto';
import type { CourseDetail } from '@academy/shared/catalogue-courses';
import {
  CERTIFICATE_NUMBER_PATTERN,
  certificateVerificationResponseSchema,
  courseProgressResponseSchema,
  type EarnedCertificate,
} from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { courseCompletions } from '../../../src/db/schema/certificates';
import { courses } from '../../../src/db/schema/courses';
import {
  courseTitleFontSize,
  formatCertificateDate,
  renderCertificatePdf,
} from '../../../src/modules/certificates/pdf';
import {
  certificateYear,
  issueCertificate,
  newCertificateNumber,
} from '../../../src/modules/certificates/service';
import { deleteCourse } from '../../../src/modules/courses/commands';
import { deleteProjectsOfCourse } from '../../../src/modules/projects/changes';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

const PUBLIC_URL = 'https://kalakriti.example.in';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const newStudent = (name?: string) => registerAndLogin(t.app, name ? { name } : {});

async function grant(userId: string, courseId: string, source: 'purchase' | 'manual' = 'purchase') {
  await t.db.insert(entitlements).values({ userId, courseId, source });
}

const certificateUrl = (userId: string, courseId: string) => `/api/certificate/${userId}/${courseId}`;

const download = (userId: string, courseId: string, token?: string) =>
  t.app.inject({ method: 'GET', url: certificateUrl(userId, courseId), headers: token ? bearer(token) : {} });

const verify = (number: string) =>
  t.app.inject({ method: 'GET', url: `/api/certificate/verify/${encodeURIComponent(number)}` });

/**
 * Marks every lecture viewed through the API, as an admin may without evidence of watching (the
 * evidence a student needs is progress-watch.test.ts's); answers the certificate it earned.
 */
async function complete(student: Student, course: CourseDetail): Promise<EarnedCertificate> {
  let certificate: EarnedCertificate | null = null;
  for (const lecture of course.curriculum) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/student/course-progress/mark-lecture-viewed',
      payload: { userId: student.user._id, courseId: course._id, lectureId: lecture._id },
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    certificate = courseProgressResponseSchema.parse(response.json()).data.certificate;
  }
  if (!certificate) throw new Error('Completing every lecture earned no certificate');
  return certificate;
}

type PdfText = { text: string; items: { str: string; fontSize: number }[] };

async function readPdf(bytes: Buffer): Promise<PdfText & { pages: number; width: number; height: number }> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ str: item.str, fontSize: Math.hypot(item.transform[2], item.transform[3]) }]
        : [],
    );
    return { pages: document.numPages, width, height, items, text: items.map((item) => item.str).join('\n') };
  } finally {
    await document.destroy();
  }
}

describe('GET /api/certificate/:userId/:courseId', () => {
  it('answers 401 to a visitor and 403 to another student', async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const course = await addTestCourse(t.app);
    await grant(owner.user._id, course._id);
    await complete(owner, course);

    const visitor = await download(owner.user._id, course._id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });

    const stranger = await download(owner.user._id, course._id, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ success: false, message: SERVER_MESSAGES.notYourAccount });
  });

  it("answers 403 'Buy this course to get its certificate.' to a student who does not own the course", async () => {
    const student = await newStudent();
    const course = await addTestCourse(t.app);
    const response = await download(student.user._id, course._id, student.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Buy this course to get its certificate.' });
  });

  it("answers 409 'Complete every lecture to get your certificate.' to an owner who has not finished", async () => {
    const student = await newStudent();
    const course = await addTestCourse(t.app);
    await grant(student.user._id, course._id, 'manual');
    const [first] = course.curriculum;
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/student/course-progress/mark-lecture-viewed',
      payload: { userId: student.user._id, courseId: course._id, lectureId: first?._id },
      headers: bearer(admin.token),
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const response = await download(student.user._id, course._id, student.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Complete every lecture to get your certificate.',
    });
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const student = await newStudent();
    const unknown = await download(student.user._id, randomUUID(), student.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SERVER_MESSAGES.courseNotFound });
    const malformed = await download(student.user._id, 'course-1', student.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/courseId/);
  });

  it('gives the owner who completed the course an A4 landscape PDF with their name, the course and the number', async () => {
    const student = await newStudent('Ananya Kulkarni');
    const course = await addTestCourse(t.app, { title: 'Brand Identity for Small Studios' });
    await grant(student.user._id, course._id);
    const earned = await complete(student, course);

    const response = await download(student.user._id, course._id, student.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Certificate.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(Math.round(pdf.width)).toBe(842);
    expect(Math.round(pdf.height)).toBe(595);
    expect(pdf.text).toContain('Ananya Kulkarni');
    expect(pdf.text).toContain('Brand Identity for Small Studios');
    expect(pdf.text).toContain(earned.certificateNumber);
    expect(pdf.text).toContain('Certificate of Completion');
    expect(pdf.text).toContain('KALAKRITI DESIGN ACADEMY');
    expect(pdf.text).toContain(`taught by ${course.instructorName}`);
    expect(pdf.text).toContain(formatCertificateDate(new Date(earned.completedAt)));
    expect(pdf.text).toContain(`${PUBLIC_URL}/certificate/verify/${earned.certificateNumber}`);
  });

  it('gives the same bytes every time, after a Rewatch too, and to an admin', async () => {
    const student = await newStudent();
    const course = await addTestCourse(t.app);
    await grant(student.user._id, course._id);
    const earned = await complete(student, course);

    const first = await download(student.user._id, course._id, student.token);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/student/course-progress/reset-progress',
      payload: { userId: student.user._id, courseId: course._id },
      headers: bearer(student.token),
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await download(student.user._id, course._id, student.token);
    const byAdmin = await download(student.user._id, course._id, admin.token);

    for (const response of [afterReset, byAdmin]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect((await readPdf(first.rawPayload)).text).toContain(earned.certificateNumber);
  });

  it('keeps the certificate after the student loses access to the course', async () => {
    const student = await newStudent();
    const course = await addTestCourse(t.app);
    await grant(student.user._id, course._id, 'manual');
    const earned = await complete(student, course);
    await t.db.delete(entitlements).where(eq(entitlements.userId, student.user._id));

    const response = await download(student.user._id, course._id, student.token);
    expect(response.statusCode).toBe(200);
    expect((await readPdf(response.rawPayload)).text).toContain(earned.certificateNumber);
  });

  it(`sets a course title longer than 20 characters smaller`, async () => {
    expect(courseTitleFontSize('Logo Design')).toBe(28);
    expect(courseTitleFontSize('A'.repeat(20))).toBe(28);
    expect(courseTitleFontSize('A'.repeat(21))).toBe(20);

    const student = await newStudent();
    const short = await addTestCourse(t.app, { title: 'Logo Design' });
    const long = await addTestCourse(t.app, { title: 'Typography for Devanagari and Latin' });
    const sizes: number[] = [];
    for (const course of [short, long]) {
      await grant(student.user._id, course._id);
      await complete(student, course);
      const pdf = await readPdf((await download(student.user._id, course._id, student.token)).rawPayload);
      const title = pdf.items.find((item) => item.str === course.title);
      sizes.push(Math.round(title?.fontSize ?? 0));
    }
    expect(sizes).toEqual([28, 20]);
  });
});

describe('GET /api/certificate/verify/:number', () => {
  it('confirms the student, the course, the instructor and the completion date, to anyone', async () => {
    const student = await newStudent('Rohan Patil');
    const course = await addTestCourse(t.app, { title: 'Poster Design' });
    await grant(student.user._id, course._id);
    const earned = await complete(student, course);

    const response = await verify(earned.certificateNumber);
    expect(response.statusCode).toBe(200);
    expect(certificateVerificationResponseSchema.parse(response.json())).toEqual({
      success: true,
      data: {
        certificateNumber: earned.certificateNumber,
        studentName: 'Rohan Patil',
        courseTitle: 'Poster Design',
        instructorName: course.instructorName,
        completedAt: earned.completedAt,
      },
    });
    // Never the account's id or email.
    expect(response.body).not.toContain(student.user._id);
    expect(response.body).not.toContain(student.user.email);
  });

  it('matches a number typed in lower case or with spaces around it', async () => {
    const student = await newStudent();
    const course = await addTestCourse(t.app);
    await grant(student.user._id, course._id);
    const earned = await complete(student, course);

    for (const typed of [earned.certificateNumber.toLowerCase(), `  ${earned.certificateNumber} `]) {
      const response = await verify(typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().data.certificateNumber).toBe(earned.certificateNumber);
    }
  });

  it("answers 404 'No certificate has this number.' for an unknown or malformed number", async () => {
    for (const number of ['KDA-2026-00000000', 'KDA-2026-ILOU1234', 'hello', "KDA' or 1=1 --"]) {
      const response = await verify(number);
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'No certificate has this number.' });
    }
    const tooLong = await verify('K'.repeat(41));
    expect(tooLong.statusCode).toBe(400);
  });

  it('still verifies, with the names as issued, after the course is renamed and then deleted', async () => {
    const student = await newStudent('Ishaan Mehta');
    const course = await addTestCourse(t.app, { title: 'Packaging Design Basics' });
    await grant(student.user._id, course._id, 'manual');
    const earned = await complete(student, course);

    await t.db.update(courses).set({ title: 'Packaging Design 2.0' }).where(eq(courses.id, course._id));
    await t.db.delete(entitlements).where(eq(entitlements.courseId, course._id));
    await deleteCourse(t.db, course._id, { id: admin.user._id }, deleteProjectsOfCourse);

    const response = await verify(earned.certificateNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      studentName: 'Ishaan Mehta',
      courseTitle: 'Packaging Design Basics',
    });
    const [row] = await t.db
      .select()
      .from(courseCompletions)
      .where(eq(courseCompletions.certificateNumber, earned.certificateNumber));
    expect(row?.courseId).toBeNull();
  });
});

describe('certificate numbers', () => {
  it('are KDA-<year in India>-<8 Crockford base32 characters>', () => {
    const number = newCertificateNumber(new Date('2026-06-01T10:00:00Z'));
    expect(number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(number.startsWith('KDA-2026-')).toBe(true);
    // 7:30 pm UTC on 31 December is already 1 January in Pune.
    expect(certificateYear(new Date('2025-12-31T19:30:00Z'))).toBe('2026');
    expect(
      newCertificateNumber(new Date('2026-01-01T00:00:00Z'), () =>
        Buffer.from([0, 1, 31, 32, 63, 8, 18, 27]),
      ),
    ).toBe('KDA-2026-01Z0Z8JV');
  });

  it('are unique: a clash with another certificate draws a new number', async () => {
    const first = await newStudent();
    const second = await newStudent();
    const course = await addTestCourse(t.app);
    const completedAt = new Date('2026-02-10T06:00:00Z');
    const issue = (userId: string) => ({
      userId,
      courseId: course._id,
      studentName: 'Test',
      courseTitle: course.title,
      instructorName: course.instructorName,
      completedAt,
    });
    const clashing = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]);
    const fresh = Buffer.from([9, 10, 11, 12, 13, 14, 15, 16]);
    const taken = await issueCertificate(t.db, issue(first.user._id), () => clashing);
    expect(taken.certificateNumber).toBe('KDA-2026-12345678');

    const draws = [clashing, fresh];
    const issued = await issueCertificate(t.db, issue(second.user._id), () => draws.shift() ?? fresh);
    expect(issued.certificateNumber).toBe('KDA-2026-9ABCDEFG');
    expect(draws).toEqual([]);

    // Issuing again for a student who has one answers that one.
    const again = await issueCertificate(t.db, issue(first.user._id), () => fresh);
    expect(again.id).toBe(taken.id);
    expect(again.certificateNumber).toBe('KDA-2026-12345678');
  });
});

describe('names and titles in Devanagari', () => {
  const content = {
    certificateNumber: 'KDA-2026-ABCDEFGH',
    courseTitle: 'Photoshop Masterclass',
    instructorName: 'Ishaan Joshi',
    completedAt: new Date('2026-11-22T10:00:00Z'),
    verifyUrl: 'http://localhost:3000/certificate/verify/KDA-2026-ABCDEFGH',
  };
  /** The embedded fonts' names, as the PDF's font dictionaries declare them. */
  const embeddedFonts = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]);

  it('sets Devanagari runs in Noto Sans Devanagari and the rest of the line in the standard fonts', async () => {
    const pdf = await renderCertificatePdf({
      ...content,
      studentName: 'अनुष्का कुलकर्णी',
      courseTitle: 'मराठी सुलेखन: अक्षरांची कला',
      instructorName: 'क्षितिज श्रीवास्तव',
    });
    const fonts = embeddedFonts(pdf);
    expect(fonts.some((font) => font?.startsWith('NotoSansDevanagari'))).toBe(true);
    expect(fonts).toContain('Helvetica-Oblique');
    const { text } = await readPdf(pdf);
    // The Latin around the Devanagari runs stays real text.
    expect(text).toContain('taught by');
    expect(text).toContain('KDA-2026-ABCDEFGH');
  });

  it('embeds no extra font for a certificate written in Latin letters', async () => {
    const pdf = await renderCertificatePdf({ ...content, studentName: 'Rohan Patil' });
    expect(embeddedFonts(pdf).some((font) => font?.startsWith('NotoSans'))).toBe(false);
    expect((await readPdf(pdf)).text).toContain('Rohan Patil');
  });
});
