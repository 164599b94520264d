import { z } from 'zod';
import { courseDetailSchema } from './catalogue-api';

/**
 * Wire shapes of course progress and certificates (SPEC §3 Course progress record, §7 Purchases
 * and progress). Ids are UUID strings.
 */

const id = (field: string) => z.uuid(`${field} must be a valid id`);

export const progressParamsSchema = z.object({ userId: id('userId'), courseId: id('courseId') });

export const markLectureViewedSchema = z.object({
  userId: id('userId'),
  courseId: id('courseId'),
  lectureId: id('lectureId'),
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
