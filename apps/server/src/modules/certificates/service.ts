import { ACADEMY, indianYearMonth } from '@academy/shared/academy';
import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_NUMBER_PATTERN,
  type CertificateVerification,
  type EarnedCertificate,
} from '@academy/shared/learning';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type CourseCompletionRow, courseCompletions } from '../../db/schema/certificates';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ownsCourse } from '../access/ownership';
import { findCourseFacts } from '../courses/lookups';
import { findAccount } from '../users/lookups';

export const CERTIFICATE_MESSAGES = {
  buyToGetCertificate: 'Buy this course to get its certificate.',
  completeFirst: 'Complete every lecture to get your certificate.',
  notFound: 'No certificate has this number.',
} as const;

/** The academy is in Pune: certificate years and dates are India's. */
export const CERTIFICATE_TIME_ZONE = ACADEMY.timeZone;

/** Crockford's base32: no I, L, O or U, so a number read aloud or retyped stays unambiguous. */
const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 8;
/** A clash needs two equal 40-bit numbers in one year: a second try is already a curiosity. */
const MAX_NUMBER_ATTEMPTS = 5;

/** The year of `date` in India (a completion at 1 am IST on 1 January counts for the new year). */
export function certificateYear(date: Date): string {
  return String(indianYearMonth(date).year);
}

/** `KDA-2026-7K3M9QX2`: the year of completion and 8 random Crockford base32 characters. */
export function newCertificateNumber(
  completedAt: Date,
  random: (size: number) => Buffer = randomBytes,
): string {
  // 256 is a multiple of 32: the low five bits of a random byte are uniform.
  const characters = Array.from(random(RANDOM_CHARACTERS), (byte) => CROCKFORD_BASE32[byte & 31]).join('');
  return `KDA-${certificateYear(completedAt)}-${characters}`;
}

/** What the certificate says, as it is issued (kept on the row so it reads the same later). */
export type CertificateIssue = {
  userId: string;
  courseId: string;
  studentName: string;
  courseTitle: string;
  instructorName: string;
  completedAt: Date;
};

/**
 * The student's certificate for the course: issued now (with a new number) unless one exists,
 * in which case that one is answered unchanged. Run it in the transaction that completes the
 * course. A number that clashes with another certificate's is drawn again.
 */
export async function issueCertificate(
  tx: Executor,
  issue: CertificateIssue,
  random: (size: number) => Buffer = randomBytes,
): Promise<CourseCompletionRow> {
  for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt += 1) {
    // Without a conflict target, a clash on either unique index (the student's course or the
    // number) inserts nothing instead of aborting the transaction.
    const [inserted] = await tx
      .insert(courseCompletions)
      .values({ ...issue, certificateNumber: newCertificateNumber(issue.completedAt, random) })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const existing = await findCertificate(tx, issue.userId, issue.courseId);
    if (existing) return existing;
  }
  throw new Error(`No free certificate number after ${MAX_NUMBER_ATTEMPTS} attempts`);
}

/** The certificate the student earned for the course, if any. */
export async function findCertificate(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<CourseCompletionRow | undefined> {
  if (!isUuid(userId) || !isUuid(courseId)) return undefined;
  const [row] = await db
    .select()
    .from(courseCompletions)
    .where(and(eq(courseCompletions.userId, userId), eq(courseCompletions.courseId, courseId)))
    .limit(1);
  return row;
}

/** The wire form of an earned certificate (course progress). */
export const toEarnedCertificate = (row: CourseCompletionRow): EarnedCertificate => ({
  certificateNumber: row.certificateNumber,
  completedAt: row.completedAt.toISOString(),
});

/**
 * The certificate to download. It exists once the student completed the course, and stays
 * valid after a Rewatch, new lectures or the end of their access. Without one: NotFoundError
 * for an unknown account or course, ForbiddenError 'Buy this course to get its certificate.'
 * for a student who does not own the course, ConflictError 'Complete every lecture to get your
 * certificate.' for an owner.
 */
export async function getCertificateToDownload(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<CourseCompletionRow> {
  const earned = await findCertificate(db, userId, courseId);
  if (earned) return earned;

  const user = await findAccount(db, userId);
  if (!user) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
  const course = await findCourseFacts(db, courseId);
  if (!course) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  const owner = user.role === 'admin' || (await ownsCourse(db, userId, courseId));
  if (!owner) {
    if (!course.isPublished) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
    throw new ForbiddenError(CERTIFICATE_MESSAGES.buyToGetCertificate);
  }
  throw new ConflictError(CERTIFICATE_MESSAGES.completeFirst);
}

/**
 * What the public verification page confirms. The number is matched as it would be typed:
 * trimmed and case-insensitive. Unknown or malformed: NotFoundError 'No certificate has this number.'
 */
export async function verifyCertificate(db: Executor, number: string): Promise<CertificateVerification> {
  const wanted = number.trim().toUpperCase();
  if (!CERTIFICATE_NUMBER_PATTERN.test(wanted)) throw new NotFoundError(CERTIFICATE_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(courseCompletions)
    .where(eq(courseCompletions.certificateNumber, wanted))
    .limit(1);
  if (!row) throw new NotFoundError(CERTIFICATE_MESSAGES.notFound);
  return {
    certificateNumber: row.certificateNumber,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    completedAt: row.completedAt.toISOString(),
  };
}

/**
 * Erasure of an account (issue 11): the certificates carry the student's name, so they go;
 * their numbers then no longer verify.
 */
export async function deleteCertificatesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(courseCompletions).where(eq(courseCompletions.userId, userId));
}
