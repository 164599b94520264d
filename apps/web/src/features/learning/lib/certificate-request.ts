import type { CourseProgress } from '@academy/shared/learning';

/** What the certificate page needs about the course (the student's name comes from the route). */
export type CertificateRequest = {
  courseId: string;
  courseName: string;
  instructorName: string;
  certificateNumber?: string | undefined;
  completedAt?: string | undefined;
};

export const certificateRequestOf = (courseId: string, progress: CourseProgress): CertificateRequest => ({
  courseId,
  courseName: progress.courseDetails.title,
  instructorName: progress.courseDetails.instructorName,
  certificateNumber: progress.certificate?.certificateNumber,
  completedAt: progress.certificate?.completedAt,
});

/**
 * The certificate the lecture panel offers: one earned before, while the course is not complete
 * now (after a Rewatch) or while a completed course is replayed; the completion overlay offers
 * it otherwise.
 */
export const panelCertificate = (progress: CourseProgress | undefined, replaying: boolean) =>
  progress?.certificate && (!progress.completed || replaying) ? progress.certificate : undefined;
