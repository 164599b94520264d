import type { AdminProject, CourseProjectsResponse, StudentProject } from '@academy/shared/projects';
import type { CourseProgress } from '@academy/shared/learning';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { auditEvents } from '../../../src/db/schema/audit';
import { mediaFiles } from '../../../src/db/schema/media';
import { projects } from '../../../src/db/schema/projects';
import { bearer, createAdmin, registerAndLogin } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { useMailCapture } from '../../support/mail-capture';

/*
 * Issue 30, part 2: student projects. An owner hands in pictures (re-encoded, every metadata
 * block dropped) and a PDF; the academy answers each version; an approved project its student
 * agreed to show is in the course's gallery and on its own page; a course may make its
 * certificate wait for one.
 */

const capture = useMailCapture('10.31');
let adminToken: string;
beforeAll(async () => {
  adminToken = (await createAdmin(capture.t.app)).token;
});

const BRIEF = 'Design a poster for a Pune music festival: one A3 poster and two social media crops.';
type Student = { token: string; id: string; email: string; password: string };

async function student(name = 'Priya Sharma', courseId?: string): Promise<Student> {
  const { token, user, credentials } = await registerAndLogin(capture.t.app, { name });
  if (courseId) {
    await capture.t.db.insert(entitlements).values({ userId: user._id, courseId, source: 'purchase' });
  }
  return { token, id: user._id, email: user.email, password: credentials.password };
}

/** A photo as a phone takes it: EXIF with the camera's make, a serial and a GPS position. */
const phonePhoto = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'P7', Copyright: 'SERIAL-CAMERA-0042' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    })
    .toBuffer();
const pngPicture = () =>
  sharp({ create: { width: 600, height: 600, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Upload = { bytes: Buffer; name: string; type: string };
let photoBytes: Promise<Buffer> | undefined;
/** One phone photo, encoded once for the file: its decoding is the server's work, not the test's. */
const jpeg = async (name = 'poster.jpg'): Promise<Upload> => ({
  bytes: await (photoBytes ??= phonePhoto()),
  name,
  type: 'image/jpeg',
});
const png = async (name = 'crop.png'): Promise<Upload> => ({
  bytes: await pngPicture(),
  name,
  type: 'image/png',
});

async function handIn(
  token: string,
  courseId: string,
  {
    fields = { title: 'Monsoon Beats poster', description: 'Risograph-style poster.', public: 'true' },
    images = [],
    pdf,
  }: { fields?: Record<string, string>; images?: Upload[]; pdf?: Upload },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images)
    form.append('images', new Blob([image.bytes], { type: image.type }), image.name);
  if (pdf) form.append('pdf', new Blob([pdf.bytes], { type: pdf.type }), pdf.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return capture.t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/projects`,
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(token) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const get = (url: string, token?: string) =>
  capture.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const review = (id: string, body: object) =>
  capture.t.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${id}/review`,
    headers: bearer(adminToken),
    payload: body,
  });

const storedMediaCount = async () => (await capture.t.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0;

describe('handing in a project', () => {
  it('refuses a student who does not own the course, a course without a brief, and a body that is not a form', async () => {
    const course = await addTestCourse(capture.t.app, { projectBrief: BRIEF });
    const stranger = await student('Kabir Rao');
    const refused = await handIn(stranger.token, course._id, { images: [await jpeg()] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Only a student who owns this course can hand in its project.',
    });

    const briefless = await addTestCourse(capture.t.app);
    const owner = await student('Kabir Rao', briefless._id);
    const noBrief = await handIn(owner.token, briefless._id, { images: [await jpeg()] });
    expect(noBrief.statusCode).toBe(409);
    expect(noBrief.json<{ message: string }>().message).toBe('This course has no project to hand in.');

    const json = await capture.t.app.inject({
      method: 'POST',
      url: `/api/courses/${course._id}/projects`,
      headers: bearer((await student('Meera Iyer', course._id)).token),
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ message: string }>().message).toBe(
      'Send the project as a form with its pictures (multipart/form-data).',
    );
  });

  it('stores the pictures as WebP with no EXIF, GPS or camera serial, signed-only, and the PDF as sent', async () => {
    const course = await addTestCourse(capture.t.app, { projectBrief: BRIEF });
    const owner = await student('Priya Sharma', course._id);
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('SERIAL-CAMERA-0042')).toBe(true);

    const response = await handIn(owner.token, course._id, {
      images: [{ bytes: photo, name: 'IMG_2041.jpg', type: 'image/jpeg' }, await png()],
      pdf: { bytes: PDF, name: 'process.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json<{ data: StudentProject; message: string }>();
    expect(message).toBe('Thank you: your project is handed in. The academy will review it.');
    expect(data).toMatchObject({ status: 'submitted', public: true, course: { id: course._id } });
    const [version] = data.versions;
    expect(version).toMatchObject({ version: 1, title: 'Monsoon Beats poster', feedback: null });
    expect(version?.images.map(({ width, height }) => [width, height])).toEqual([
      [1600, 1067],
      [600, 600],
    ]);
    expect(version?.images[0]?.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '400w',
      '800w',
      '1600w',
    ]);

    for (const image of version?.images ?? []) {
      const served = await get(image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const bytes = served.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(bytes.includes('SERIAL-CAMERA-0042')).toBe(false);
      expect(bytes.includes('PhoneMaker')).toBe(false);
      // Signed-only: the public picture route never serves a project's picture by its id.
      const id = /\/api\/media\/stream\/([^?]+)/.exec(image.url)?.[1] ?? '';
      expect((await get(`/api/media/public/${id}`)).statusCode).toBe(404);
    }

    const pdf = await get(version?.pdf?.url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('process.pdf');
    expect(version?.pdf).toMatchObject({ name: 'process.pdf', bytes: PDF.length });
  });

  it('names what is wrong with a form and keeps none of its files', async () => {
    const course = await addTestCourse(capture.t.app, { projectBrief: BRIEF });
    const owner = await student('Anaya Kulkarni', course._id);
    const before = await storedMediaCount();

    const cases: [Parameters<typeof handIn>[2], number, string][] = [
      [{ images: [] }, 400, 'Add at least one picture of your project.'],
      [
        { images: [{ bytes: Buffer.from('GIF89a not really'), name: 'a.gif', type: 'image/gif' }] },
        400,
        'Pictures must be JPEG, PNG or WebP files.',
      ],
      [
        {
          images: [await jpeg()],
          pdf: { bytes: await pngPicture(), name: 'brief.pdf', type: 'application/pdf' },
        },
        400,
        'The document must be a PDF file.',
      ],
      [
        { images: await Promise.all(Array.from({ length: 9 }, () => png())) },
        400,
        'A project can have at most 8 pictures.',
      ],
      [
        { fields: { title: ' ', description: '', public: 'false' }, images: [await jpeg()] },
        400,
        'title is required',
      ],
      [
        { fields: { title: 'Poster', public: 'yes' }, images: [await jpeg()] },
        400,
        'public must be true or false',
      ],
    ];
    for (const [form, status, message] of cases) {
      const response = await handIn(owner.token, course._id, form);
      expect(response.statusCode, message).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await storedMediaCount()).toBe(before);
    expect(await capture.t.db.select().from(projects).where(eq(projects.courseId, course._id))).toEqual([]);
  });
});

describe('the academy answers, the student hands in again, the gallery shows it', () => {
  it('needs work, a second version, approval; the gallery and its page; the student withdraws it', async () => {
    const { t, smtp } = capture;
    const course = await addTestCourse(t.app, { title: 'Poster Design', projectBrief: BRIEF });
    const owner = await student('Priya Sharma', course._id);
    const first = await handIn(owner.token, course._id, { images: [await jpeg()] });
    const projectId = first.json<{ data: StudentProject }>().data.id;

    const gallery = async () =>
      (await get(`/api/courses/${course._id}/projects`)).json<CourseProjectsResponse>().data;
    expect(await gallery()).toEqual([]);
    expect((await get(`/api/projects/${projectId}`)).statusCode).toBe(404);

    const queue = await capture.t.app.inject({
      method: 'GET',
      url: `/api/admin/projects?status=submitted&courseId=${course._id}`,
      headers: bearer(adminToken),
    });
    expect(queue.json<{ data: { id: string; version: number; imageCount: number }[] }>().data).toMatchObject([
      { id: projectId, version: 1, imageCount: 1 },
    ]);

    const sentBack = await review(projectId, {
      status: 'needs-work',
      feedback: 'Give the headline more room.',
      version: 1,
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json<{ data: AdminProject }>().data.status).toBe('needs-work');
    await t.app.jobs.drain();
    const [feedbackMail] = smtp
      .to(owner.email)
      .filter((mail) => mail.headers.get('x-academy-mail-kind') === 'project-feedback');
    expect(feedbackMail?.subject).toBe('Feedback on your project “Monsoon Beats poster”');
    expect(feedbackMail?.text).toContain('Give the headline more room.');
    expect(feedbackMail?.text).toContain(`https://store.example/my-courses/projects/${course._id}`);

    expect((await review(projectId, { status: 'approved', feedback: 'Again?' })).statusCode).toBe(409);

    const second = await handIn(owner.token, course._id, {
      fields: { title: 'Monsoon Beats, v2', description: 'More room.', public: 'true' },
      images: [await jpeg(), await png()],
    });
    expect(second.statusCode, second.body).toBe(201);
    const versions = second.json<{ data: StudentProject }>().data.versions;
    expect(versions.map((version) => [version.version, version.feedback?.status ?? null])).toEqual([
      [2, null],
      [1, 'needs-work'],
    ]);

    const stale = await review(projectId, { status: 'approved', feedback: 'Lovely.', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(
      'The student handed in a newer version meanwhile. Reload the project and review that one.',
    );
    expect(
      (await review(projectId, { status: 'approved', feedback: 'Lovely.', version: 2 })).statusCode,
    ).toBe(200);

    const shown = await gallery();
    expect(shown).toMatchObject([
      { id: projectId, title: 'Monsoon Beats, v2', author: { name: 'Priya S.' } },
    ]);
    expect(shown[0]?.images).toHaveLength(2);
    expect(JSON.stringify(shown)).not.toContain(owner.email);
    const page = await get(`/api/projects/${projectId}`);
    expect(page.json()).toMatchObject({
      data: { id: projectId, description: 'More room.', course: { id: course._id, title: 'Poster Design' } },
    });

    const again = await handIn(owner.token, course._id, { images: [await jpeg()] });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'Your project for this course is already approved.',
    );

    const other = await student('Kabir Rao', course._id);
    const notTheirs = await capture.t.app.inject({
      method: 'PATCH',
      url: `/api/student/projects/${projectId}`,
      headers: bearer(other.token),
      payload: { public: false },
    });
    expect(notTheirs.statusCode).toBe(403);
    const withdrawn = await capture.t.app.inject({
      method: 'PATCH',
      url: `/api/student/projects/${projectId}`,
      headers: bearer(owner.token),
      payload: { public: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await gallery()).toEqual([]);
    expect((await get(`/api/projects/${projectId}`)).statusCode).toBe(404);

    const mine = await get('/api/student/projects', owner.token);
    expect(mine.json<{ data: StudentProject[] }>().data).toMatchObject([
      { id: projectId, status: 'approved', public: false },
    ]);
  });
});

describe('a certificate that waits for the project', () => {
  it('is not issued when every lecture is viewed, and is once the project is approved', async () => {
    const { t } = capture;
    const briefless = await addTestCourse(t.app);
    const courseInput = {
      ...briefless,
      curriculum: briefless.curriculum.map(({ _id, title, public_id, freePreview }) => ({
        _id,
        title,
        videoUrl: '/v/kept.mp4',
        public_id: public_id || 'kept',
        freePreview,
      })),
    };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/course/update/${briefless._id}`,
      headers: bearer(adminToken),
      payload: { ...courseInput, projectRequired: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'projectRequired needs a project brief: write what students make and hand in first.',
    );

    const course = await addTestCourse(t.app, { projectBrief: BRIEF, projectRequired: true });
    const owner = await student('Rohan Deshpande', course._id);
    for (const lecture of course.curriculum) {
      const marked = await t.app.inject({
        method: 'POST',
        url: '/api/student/course-progress/mark-lecture-viewed',
        headers: bearer(adminToken),
        payload: { userId: owner.id, courseId: course._id, lectureId: lecture._id },
      });
      expect(marked.statusCode, marked.body).toBe(200);
    }
    const progress = async () =>
      (await get(`/api/student/course-progress/get/${owner.id}/${course._id}`, owner.token)).json<{
        data: CourseProgress;
      }>().data;
    expect(await progress()).toMatchObject({
      completed: true,
      certificate: null,
      project: { required: true, status: null },
    });

    const handedIn = await handIn(owner.token, course._id, { images: [await jpeg()] });
    const projectId = handedIn.json<{ data: StudentProject }>().data.id;
    expect((await progress()).project).toEqual({ required: true, status: 'submitted' });
    expect((await review(projectId, { status: 'approved', feedback: 'Well made.' })).statusCode).toBe(200);
    const after = await progress();
    expect(after.project).toEqual({ required: true, status: 'approved' });
    expect(after.certificate?.certificateNumber).toMatch(/^KDA-\d{4}-/);
  });
});

describe('removing projects', () => {
  it('by its student or an admin (audited), never by another student; with the account, files and all', async () => {
    const { t } = capture;
    const course = await addTestCourse(t.app, { projectBrief: BRIEF });
    const owner = await student('Sara Khan', course._id);
    const other = await student('Dev Patil', course._id);
    const mediaIdsOf = (project: StudentProject) =>
      project.versions.flatMap((version) =>
        version.images.flatMap((image) =>
          image.srcset.split(', ').map((entry) => /\/stream\/([^?]+)/.exec(entry)?.[1] ?? ''),
        ),
      );

    const first = (await handIn(owner.token, course._id, { images: [await jpeg()] })).json<{
      data: StudentProject;
    }>().data;
    const remove = (id: string, token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: bearer(token) });
    expect((await remove(first.id, other.token)).statusCode).toBe(403);
    const byAdmin = await remove(first.id, adminToken);
    expect(byAdmin.json()).toEqual({ success: true, message: 'Project removed' });
    const [audited] = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, first.id));
    expect(audited?.action).toBe('project.delete');
    expect(
      await t.db
        .select()
        .from(mediaFiles)
        .where(inArray(mediaFiles.publicId, mediaIdsOf(first))),
    ).toEqual([]);

    const second = (await handIn(owner.token, course._id, { images: [await jpeg()] })).json<{
      data: StudentProject;
    }>().data;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(owner.token),
      payload: { password: owner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(projects).where(eq(projects.id, second.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(mediaFiles)
        .where(inArray(mediaFiles.publicId, mediaIdsOf(second))),
    ).toEqual([]);
  });
});
