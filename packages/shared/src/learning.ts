import { z } from './zod';
import { courseDetailSchema } from './catalogue-courses';
import { WATCH_MAX_RANGES } from './played-ranges';
import { PROJECT_STATUSES } from './project-rules';

/**
 * Wire shapes of course progress and certificates (SPEC §3 Course progress record, §7 Purchases
 * and progress). Ids are UUID strings.
 */

const id = (field: string) => z.uuid(`${field} must be a valid id`);

export const progressParamsSchema = z.object({ userId: id('userId'), courseId: id('courseId') });

/** The longest media a report may speak of: a day. */
export const WATCH_MAX_DURATION_SECONDS = 24 * 60 * 60;

const playedRangesSchema = z
  .array(
    z
      .tuple([
        z.number('ranges must hold [start, end] pairs of seconds'),
        z.number('ranges must hold [start, end] pairs of seconds'),
      ])
      .refine(([start, end]) => start <= end, 'ranges must each start before they end'),
    'ranges must be a list of [start, end] pairs of seconds',
  )
  .max(WATCH_MAX_RANGES, `ranges must hold at most ${WATCH_MAX_RANGES} pairs`);

const mediaDurationSchema = z
  .number('duration must be the media length in seconds')
  .positive('duration must be more than 0 seconds')
  .max(WATCH_MAX_DURATION_SECONDS, `duration must be at most ${WATCH_MAX_DURATION_SECONDS} seconds`);

/**
 * What the player saw of one lecture: the stretches of it that were played (`[start, end]` in
 * seconds of media, as the video element's `played` ranges give them) and the media's length
 * as the player knows it. Reports are cumulative: each repeats what the earlier ones said.
 */
export const watchEvidenceSchema = z.object({
  ranges: playedRangesSchema,
  duration: mediaDurationSchema,
});
export type WatchEvidence = z.infer<typeof watchEvidenceSchema>;

export const watchReportSchema = z.object({
  userId: id('userId'),
  courseId: id('courseId'),
  lectureId: id('lectureId'),
  ...watchEvidenceSchema.shape,
});
export type WatchReport = z.infer<typeof watchReportSchema>;

/**
 * How much of a lecture the server credits a student with having played, and how much it asks
 * for before the lecture may be marked viewed. `durationSeconds` is the length it judges by
 * (null while neither the video nor the player has told it).
 */
export const watchStatusSchema = z.object({
  lectureId: z.string(),
  watchedSeconds: z.number(),
  durationSeconds: z.number().nullable(),
  requiredSeconds: z.number().nullable(),
  enough: z.boolean(),
});
export type WatchStatus = z.infer<typeof watchStatusSchema>;

/**
 * The answer to a watch report: the lecture's status, and how much of what the report adds the
 * watch budget did not allow yet. Sent again once the budget has refilled, the report is credited
 * with it; at 0 there is nothing left in the report to credit.
 */
export const watchReportAnswerSchema = watchStatusSchema.extend({ uncreditedSeconds: z.number() });
export type WatchReportAnswer = z.infer<typeof watchReportAnswerSchema>;

export const watchReportResponseSchema = z.object({
  success: z.literal(true),
  data: watchReportAnswerSchema,
});

/**
 * SPEC §7 mark-lecture-viewed, with the player's last report of the lecture optionally folded in,
 * so the last stretch played and the mark travel in one request.
 */
export const markLectureViewedSchema = z.object({
  userId: id('userId'),
  courseId: id('courseId'),
  lectureId: id('lectureId'),
  watched: watchEvidenceSchema.optional(),
});

export const resetProgressSchema = z.object({ userId: id('userId'), courseId: id('courseId') });

export const lectureProgressSchema = z.object({
  lectureId: z.string(),
  viewed: z.boolean(),
  dateViewed: z.string(),
});
export type LectureProgress = z.infer<typeof lectureProgressSchema>;

/** The certificate a student earned by completing the course once; it outlives a Rewatch. */
export const earnedCertificateSchema = z.object({
  certificateNumber: z.string(),
  completedAt: z.string(),
});
export type EarnedCertificate = z.infer<typeof earnedCertificateSchema>;

/**
 * SPEC §3 Course progress record. `completed`: every current lecture is viewed. For a student
 * who does not own the course `isPurchased` is false, `progress` is empty and no lecture carries
 * a playable URL.
 */
export const courseProgressSchema = z.object({
  courseDetails: courseDetailSchema,
  progress: z.array(lectureProgressSchema),
  isPurchased: z.boolean(),
  completed: z.boolean(),
  certificate: earnedCertificateSchema.nullable(),
  /**
   * Issue 30: the course's project for this student. `required`: the certificate waits for an
   * approved project; `status`: where the student's stands (null before they hand one in).
   */
  project: z.object({ required: z.boolean(), status: z.enum(PROJECT_STATUSES).nullable() }),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const courseProgressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: courseProgressSchema,
});

export const certificateParamsSchema = z.object({ userId: id('userId'), courseId: id('courseId') });

/** Certificate numbers look like KDA-2026-7K3M9QX2: the year of completion and 8 characters. */
export const CERTIFICATE_NUMBER_PATTERN = /^KDA-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

export const certificateVerifyParamsSchema = z.object({
  number: z.string().trim().toUpperCase().max(40, 'number must be at most 40 characters'),
});

/** What the public verification page confirms. */
export const certificateVerificationSchema = z.object({
  certificateNumber: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  completedAt: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateVerificationResponseSchema = z.object({
  success: z.literal(true),
  data: certificateVerificationSchema,
});
