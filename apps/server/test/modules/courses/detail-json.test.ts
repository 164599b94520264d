import { courseDetailResponseSchema } from '@academy/shared/catalogue-courses';
import { courseProgressResponseSchema } from '@academy/shared/learning';
import { describe, expect, it } from 'vitest';
import { answerSerializer } from '../../../src/lib/serialized-answers';
import { courseDetailAnswer, signedInDetailJson } from '../../../src/modules/courses/detail-json';
import { type DetailRow, toDetail } from '../../../src/modules/courses/summaries';
import { createMediaSigner } from '../../../src/modules/media/signing';
import { progressAnswer } from '../../../src/modules/progress/answer';

/*
 * A signed-in reader's course is filled in from a template of the row's JSON (issue 33): the
 * course page's answer and the progress record's must be, byte for byte, what the routes'
 * response serializers make of toDetail for that reader.
 */

const signedInDetailAnswer = (...args: Parameters<typeof signedInDetailJson>) =>
  courseDetailAnswer(signedInDetailJson(...args));

const serialize = answerSerializer(courseDetailResponseSchema);

/** A course whose texts hold what JSON must escape, and one lecture of each kind of link. */
const row: DetailRow = {
  id: '0b9d3c1e-4a5f-4c7e-9d2a-1f3e5a7c9b11',
  title: 'Type "and" layout \\ with <tags> & उदाहरण',
  category: 'Typography',
  level: 'Beginner',
  primaryLanguage: 'English',
  objectives: 'Line one\nline two',
  welcomeMessage: 'Welcome\t!',
  pricePaise: 149_900,
  fakePricePaise: 299_900,
  description: 'A course whose text says link-0- and reader-0 as a student might',
  image: '/api/media/abc/course.jpg',
  isPublished: true,
  instructorId: null,
  instructorName: 'Meera Kulkarni',
  date: new Date('2026-11-01T10:00:00Z'),
  students: 12,
  lectures: 4,
  ratingAverage: 4.5,
  ratingCount: 2,
  instructorPhoto: '',
  instructorHeadline: 'Type designer',
  instructorPortfolioUrl: 'https://example.com/meera',
  projectBrief: '',
  projectRequired: false,
  curriculum: [
    {
      id: 'a1111111-1111-4111-8111-111111111111',
      title: 'A free preview, streamed',
      publicId: 'preview-stream',
      freePreview: true,
      duration: 61,
      streamReady: true,
      captions: [{ language: 'en', version: 1_700_000_000 }],
    },
    {
      id: 'a2222222-2222-4222-8222-222222222222',
      title: 'A bought lecture, streamed, captioned twice',
      publicId: 'bought-stream',
      freePreview: false,
      duration: 300,
      streamReady: true,
      captions: [
        { language: 'en', version: 1_700_000_001 },
        { language: 'hi', version: 1_700_000_002 },
      ],
    },
    {
      id: 'a3333333-3333-4333-8333-333333333333',
      title: 'A bought lecture, its MP4 until the stream is ready',
      publicId: 'bought-file',
      freePreview: false,
      duration: null,
      streamReady: false,
      captions: [],
    },
    {
      id: 'a4444444-4444-4444-8444-444444444444',
      title: 'A lecture whose video was deleted',
      publicId: '',
      freePreview: false,
      duration: null,
      streamReady: false,
      captions: [],
    },
  ],
};

let clock = Date.parse('2026-12-03T12:00:00Z');
const signer = createMediaSigner('a-test-secret-of-some-length-for-signing', () => clock);

const expected = (playsEverything: boolean, readerId?: string) =>
  serialize({ success: true, data: toDetail(row, playsEverything, signer, readerId) }).json;

describe('a signed-in reader’s course page from its template', () => {
  it('is the serializer’s answer for an owner, a reader who does not hold it, and an admin', () => {
    const owner = 'c0000000-0000-4000-8000-000000000001';
    expect(signedInDetailAnswer(row, true, signer, owner).json).toBe(expected(true, owner));
    expect(signedInDetailAnswer(row, false, signer, owner).json).toBe(expected(false, owner));
    expect(signedInDetailAnswer(row, true, signer).json).toBe(expected(true));
    const answer = JSON.parse(signedInDetailAnswer(row, true, signer, owner).json);
    expect(answer.data.curriculum.map((lecture: { videoUrl: string }) => lecture.videoUrl)).toEqual([
      expect.stringMatching(/^\/api\/media\/hls\/preview-stream\/\d+\/[\w-]+\/master\.m3u8$/),
      expect.stringContaining(`/api/media/hls/bought-stream/`),
      expect.stringContaining(owner),
      '',
    ]);
    expect(answer.data.title).toBe(row.title);
  });

  it('signs each reader’s links for them, and for the time of their request', () => {
    const first = 'c0000000-0000-4000-8000-000000000002';
    const second = 'c0000000-0000-4000-8000-000000000003';
    const forFirst = signedInDetailAnswer(row, true, signer, first).json;
    expect(signedInDetailAnswer(row, true, signer, second).json).toBe(expected(true, second));
    expect(forFirst).not.toBe(expected(true, second));
    clock += 3 * 60 * 60 * 1000;
    const later = signedInDetailAnswer(row, true, signer, first).json;
    expect(later).toBe(expected(true, first));
    expect(later).not.toBe(forFirst);
  });
});

describe('a progress record’s answer around its course', () => {
  const serializeProgress = answerSerializer(courseProgressResponseSchema);
  const owner = 'c0000000-0000-4000-8000-000000000004';
  const rest = {
    progress: [{ lectureId: row.curriculum[1]!.id, viewed: true, dateViewed: '2026-12-01T09:30:00.000Z' }],
    isPurchased: true,
    completed: false,
    certificate: null,
    project: { required: false, status: null },
  };

  it('is the serializer’s answer, with and without a message', () => {
    const record = { ...rest, courseDetailsJson: signedInDetailJson(row, true, signer, owner) };
    const data = { ...rest, courseDetails: toDetail(row, true, signer, owner) };
    expect(progressAnswer(record).json).toBe(serializeProgress({ success: true, data }).json);
    const message = 'Lecture marked as "viewed"';
    expect(progressAnswer(record, message).json).toBe(
      serializeProgress({ success: true, message, data }).json,
    );
  });
});
