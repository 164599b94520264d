import { z } from './zod';
import { PROJECT_BRIEF_MAX } from './project-rules';
import { captionTrackSchema } from './captions';
import { COURSE_LANGUAGES, COURSE_LEVELS } from './catalogue';
import { optionalText, priceSchema, productRatingSchema, requiredText, rupeesSchema } from './catalogue-api';
import { paginationSchema } from './paging';

/** A lecture as the public sees it: `videoUrl` is empty unless the caller may play it. */
export const lectureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videoUrl: z.string(),
  public_id: z.string(),
  freePreview: z.boolean(),
  /** Seconds, when known; the episode list shows it as m:ss. */
  duration: z.number().nullable(),
  /** Its captions (issue 28), in the store's language order; each `url` empty unless it plays. */
  captions: z.array(captionTrackSchema),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const courseSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  level: z.string(),
  primaryLanguage: z.string(),
  objectives: z.string(),
  welcomeMessage: z.string(),
  price: z.number(),
  fakePrice: z.number(),
  description: z.string(),
  image: z.string(),
  isPublished: z.boolean(),
  instructorId: z.string().nullable(),
  instructorName: z.string(),
  date: z.string(),
  /** How many students are enrolled: never who they are. */
  students: z.number(),
  lectures: z.number(),
  /** Its visible reviews' figures; null before its first review. */
  rating: productRatingSchema.nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  /** The instructor card (issue 28): each empty when the admin has not given it. */
  instructorPhoto: z.string(),
  instructorHeadline: z.string(),
  instructorPortfolioUrl: z.string(),
  /** Issue 30: what the course's project asks students to make and hand in ('' without one). */
  projectBrief: z.string(),
  /** The certificate waits for an approved project. */
  projectRequired: z.boolean(),
  curriculum: z.array(lectureSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const lectureInputSchema = z.object({
  /**
   * An existing lecture's id, sent back by the edit form: that lecture is updated in place and
   * keeps its id (and the students' progress on it). Absent or unknown: a new lecture.
   */
  _id: z.string().trim().max(100).optional(),
  title: requiredText('lecture title', 200),
  videoUrl: requiredText('lecture videoUrl', 2000),
  public_id: requiredText('lecture public_id', 200),
  freePreview: z.boolean({ error: 'freePreview must be true or false' }).default(false),
  /** Seconds, when the uploader knows it; absent keeps what an existing lecture had. */
  duration: z
    .number({ error: 'duration must be a number of seconds' })
    .int('duration must be whole seconds')
    .min(0, 'duration cannot be negative')
    .max(24 * 60 * 60, 'duration must be at most a day')
    .nullable()
    .optional(),
});
export type LectureInput = z.input<typeof lectureInputSchema>;

/** The instructor's line on the course page: about a sentence. */
export const INSTRUCTOR_HEADLINE_MAX = 160;

/** An http(s) address with a host and no spaces: what a portfolio link may be (never `javascript:`). */
export const isWebAddress = (value: string) => /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);

/**
 * SPEC §5: every landing field is required, every lecture has a title, video and public_id,
 * and at least one lecture is a free preview. The instructor's name, photo, line and portfolio
 * are optional (the name defaults to the author's); the instructor's id, admin, students and
 * date are the server's to set: they are accepted on the wire and ignored.
 */
export const courseInputSchema = z.object({
  title: requiredText('title', 200),
  category: requiredText('category', 100),
  level: z.enum(COURSE_LEVELS, { error: `level must be one of ${COURSE_LEVELS.join(', ')}` }),
  primaryLanguage: z.enum(COURSE_LANGUAGES, {
    error: `primaryLanguage must be one of ${COURSE_LANGUAGES.join(', ')}`,
  }),
  objectives: requiredText('objectives'),
  welcomeMessage: requiredText('welcomeMessage'),
  price: priceSchema,
  fakePrice: rupeesSchema('fakePrice'),
  description: requiredText('description', 20000),
  image: optionalText('image', 2000),
  isPublished: z.boolean().default(true),
  instructorName: z.string().trim().max(120).optional(),
  instructorPhoto: optionalText('instructorPhoto', 2000),
  instructorHeadline: optionalText('instructorHeadline', INSTRUCTOR_HEADLINE_MAX),
  instructorPortfolioUrl: optionalText('instructorPortfolioUrl', 2000).refine(
    (value) => value === '' || isWebAddress(value),
    'instructorPortfolioUrl must be a web address starting with https://',
  ),
  projectBrief: optionalText('projectBrief', PROJECT_BRIEF_MAX),
  /** Only with a brief (a 400 naming projectRequired otherwise): there must be something to hand in. */
  projectRequired: z.boolean({ error: 'projectRequired must be true or false' }).default(false),
  instructorId: z.unknown().optional(),
  adminId: z.unknown().optional(),
  adminName: z.unknown().optional(),
  date: z.unknown().optional(),
  students: z.unknown().optional(),
  curriculum: z
    .array(lectureInputSchema, { error: 'curriculum must be a list of lectures' })
    .min(1, 'curriculum needs at least one lecture')
    .max(500, 'curriculum can have at most 500 lectures')
    .refine((lectures) => lectures.some((lecture) => lecture.freePreview), {
      message: 'curriculum needs at least one free preview lecture',
    }),
});
export type CourseInput = z.input<typeof courseInputSchema>;

/* Response envelopes of the course routes. */

export const courseListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(courseSummarySchema),
  pagination: paginationSchema,
});
export const courseSummariesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(courseSummarySchema),
});
export const courseDetailResponseSchema = z.object({ success: z.literal(true), data: courseDetailSchema });
export const courseSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: courseDetailSchema,
});
