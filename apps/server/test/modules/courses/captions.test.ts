import { randomUUID } from 'node:crypto';
import { CAPTIONS_MAX_CHARS, captionsSavedResponseSchema } from '@academy/shared/captions';
import { type CourseDetail, courseDetailResponseSchema } from '@academy/shared/catalogue-courses';
import { courseProgressResponseSchema } from '@academy/shared/learning';
import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { useCatalogueFixture } from '../../support/catalogue-fixture';

/* Issue 28: lecture captions, saved by an admin, offered with the lecture, served signed. */

const fixture = useCatalogueFixture('Captions');
const { adminHeaders, get } = fixture;

const HINDI = `WEBVTT

1
00:00:00.500 --> 00:00:03.000
नमस्ते, इस कोर्स में आपका स्वागत है।

00:00:03.000 --> 00:00:06.250 line:90%
आज हम लेयर्स से शुरू करेंगे।
`;

const captionsPath = (course: CourseDetail, lectureId: string, language: string) =>
  `/api/admin/course/${course._id}/lecture/${lectureId}/captions/${language}`;

async function putCaptions(
  course: CourseDetail,
  lectureId: string,
  language: string,
  vtt: string,
  headers: Record<string, string> = adminHeaders(),
) {
  return fixture.t.app.inject({
    method: 'PUT',
    url: captionsPath(course, lectureId, language),
    headers,
    payload: { vtt },
  });
}

/** A course whose first lecture is a free preview and second is not. */
async function courseWithLectures() {
  const course = await addTestCourse(fixture.t.app);
  const [preview, paid] = course.curriculum;
  if (!preview || !paid) throw new Error('The test course has two lectures');
  return { course, preview, paid };
}

async function detailFor(course: CourseDetail, token?: string) {
  const response = await get(`/api/student/course/get/details/${course._id}`, token ? bearer(token) : {});
  expect(response.statusCode, response.body).toBe(200);
  return courseDetailResponseSchema.parse(response.json()).data;
}

describe('PUT /api/admin/course/:id/lecture/:lectureId/captions/:language', () => {
  it('saves a lecture’s captions, and the course offers them in the store’s order', async () => {
    const { course, paid } = await courseWithLectures();
    const saved = await putCaptions(course, paid._id, 'hi', HINDI.replaceAll('\n', '\r\n'));
    expect(saved.statusCode, saved.body).toBe(200);
    const body = captionsSavedResponseSchema.parse(saved.json());
    expect(body.message).toBe('Hindi captions saved.');
    expect(body.data).toMatchObject({ language: 'hi', label: 'हिन्दी' });
    expect(
      (await putCaptions(course, paid._id, 'en', 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello')).statusCode,
    ).toBe(200);

    // The admin's editor sees both, English first, with links that work.
    const admin = await get(`/api/admin/course/get/details/${course._id}`, adminHeaders());
    const lecture = courseDetailResponseSchema.parse(admin.json()).data.curriculum[1];
    expect(lecture?.captions.map((track) => [track.language, track.label])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
    ]);
    const file = await get(lecture?.captions[1]?.url ?? '');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    // Kept with one kind of line ending, as a browser reads it.
    expect(file.body).toBe(HINDI);
  });

  it('replaces them, under a new link', async () => {
    const { course, paid } = await courseWithLectures();
    const first = captionsSavedResponseSchema.parse(
      (await putCaptions(course, paid._id, 'mr', HINDI)).json(),
    ).data;
    const replaced = await putCaptions(
      course,
      paid._id,
      'mr',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nनमस्कार',
    );
    const second = captionsSavedResponseSchema.parse(replaced.json()).data;
    expect(second.url).not.toBe(first.url);
    expect((await get(second.url)).body).toContain('नमस्कार');
  });

  it('names what is wrong with a file that is not WebVTT, and keeps what was there', async () => {
    const { course, paid } = await courseWithLectures();
    await putCaptions(course, paid._id, 'hi', HINDI);
    const cases: [string, string][] = [
      [
        '1\n00:00:01,000 --> 00:00:02,000\nAn SRT file',
        'Captions must be a WebVTT file: its first line must be WEBVTT.',
      ],
      [
        'WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nA comma',
        "Line 3: a cue's times must read like 00:01:02.500 --> 00:01:05.000.",
      ],
      ['WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards', 'Line 3: the cue ends before it starts.'],
      [
        'WEBVTT\n\nNOTE nothing but a note',
        'The file has no captions: each one needs a line of times like 00:00:01.000 --> 00:00:04.000.',
      ],
    ];
    for (const [vtt, message] of cases) {
      const response = await putCaptions(course, paid._id, 'hi', vtt);
      expect(response.statusCode, vtt).toBe(400);
      // The API names the field first; the editor checks the file with the same rules before sending it.
      expect(response.json()).toMatchObject({ message: `vtt: ${message}`, field: 'vtt' });
    }
    const tooLong = await putCaptions(course, paid._id, 'hi', `WEBVTT\n\n${'x'.repeat(CAPTIONS_MAX_CHARS)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('vtt: Captions can be at most 512 KB.');

    const lecture = (await detailFor(course, fixture.admin.token)).curriculum[1];
    expect((await get(lecture?.captions[0]?.url ?? '')).body).toBe(HINDI);
  });

  it('answers 400 for a language the store does not offer, 404 for a lecture of another course', async () => {
    const { course, paid } = await courseWithLectures();
    const other = await courseWithLectures();
    const unknown = await putCaptions(course, paid._id, 'ta', HINDI);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('language must be one of en, hi, mr');
    const elsewhere = await putCaptions(course, other.paid._id, 'hi', HINDI);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(
      'This lecture is not part of the course. Save the course first if it is new.',
    );
    expect((await putCaptions(course, randomUUID(), 'hi', HINDI)).statusCode).toBe(404);
  });

  it('is for admins: a student gets 403 and a visitor 401', async () => {
    const { course, paid } = await courseWithLectures();
    expect((await putCaptions(course, paid._id, 'hi', HINDI, bearer(fixture.student.token))).statusCode).toBe(
      403,
    );
    expect((await putCaptions(course, paid._id, 'hi', HINDI, {})).statusCode).toBe(401);
    const removal = await fixture.t.app.inject({
      method: 'DELETE',
      url: captionsPath(course, paid._id, 'hi'),
      headers: bearer(fixture.student.token),
    });
    expect(removal.statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/course/:id/lecture/:lectureId/captions/:language', () => {
  it('removes them: the lecture no longer offers them and the old link answers 404', async () => {
    const { course, paid } = await courseWithLectures();
    const saved = captionsSavedResponseSchema.parse(
      (await putCaptions(course, paid._id, 'hi', HINDI)).json(),
    ).data;
    const remove = () =>
      fixture.t.app.inject({
        method: 'DELETE',
        url: captionsPath(course, paid._id, 'hi'),
        headers: adminHeaders(),
      });
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Hindi captions removed.');
    expect((await detailFor(course, fixture.admin.token)).curriculum[1]?.captions).toEqual([]);
    expect((await get(saved.url)).statusCode).toBe(404);

    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This lecture has no Hindi captions.');
  });
});

describe('the captions a student is given', () => {
  it('a visitor sees which languages each lecture has, and gets links only for the free preview', async () => {
    const { course, preview, paid } = await courseWithLectures();
    await putCaptions(course, preview._id, 'hi', HINDI);
    await putCaptions(course, paid._id, 'hi', HINDI);
    const [free, locked] = (await detailFor(course)).curriculum;
    expect(free?.captions).toEqual([
      { language: 'hi', label: 'हिन्दी', url: expect.stringMatching(/^\/api\/student\/course\/captions\//) },
    ]);
    expect(locked?.captions).toEqual([{ language: 'hi', label: 'हिन्दी', url: '' }]);
    // A free preview's captions are for anyone: signed for no one, and cacheable.
    const file = await get(free?.captions[0]?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('an owner gets links signed for them, which stop working when their access ends', async () => {
    const { course, paid } = await courseWithLectures();
    await putCaptions(course, paid._id, 'hi', HINDI);
    const grant = async (studentId: string) => {
      const response = await fixture.t.app.inject({
        method: 'POST',
        url: '/api/admin/course/grant-manual-access',
        headers: adminHeaders(),
        payload: { id: course._id, studentIds: [studentId] },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const trackOf = async (student: { token: string; user: { _id: string } }) => {
      const progress = await get(
        `/api/student/course-progress/get/${student.user._id}/${course._id}`,
        bearer(student.token),
      );
      expect(progress.statusCode, progress.body).toBe(200);
      const data = courseProgressResponseSchema.parse(progress.json()).data;
      return data.courseDetails.curriculum[1]?.captions[0]?.url ?? '';
    };
    const staying = await registerAndLogin(fixture.t.app);
    const leaving = await registerAndLogin(fixture.t.app);
    await grant(staying.user._id);
    await grant(leaving.user._id);

    const url = await trackOf(staying);
    expect(url).toContain(`viewer=${staying.user._id}`);
    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=30');
    // Another viewer's id in the link breaks its signature.
    expect((await get(url.replace(staying.user._id, leaving.user._id))).statusCode).toBe(403);
    const forged = await get(url.replace(/signature=[^&]+/, 'signature=abc'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This link has expired or is not valid.');

    const leavingUrl = await trackOf(leaving);
    const revoke = await fixture.t.app.inject({
      method: 'DELETE',
      url: '/api/admin/course/remove-manual-access',
      headers: adminHeaders(),
      payload: { courseId: course._id, studentId: leaving.user._id },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const ended = await get(leavingUrl);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe('You no longer have access to this lecture.');
  });
});
