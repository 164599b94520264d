import type { CourseDetail, courseInputSchema } from '@academy/shared/catalogue-courses';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { courses, lectures } from '../../db/schema/courses';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPaise, toRupees } from '../../lib/money';
import { courseHasHolders } from '../access/ownership';
import { recordAuditEvent, recordAuditEvents } from '../audit/service';
import type { ProductDeletionHook } from '../catalogue/kind';
import { getAdminCourseDetail, type UrlSigner } from './service';

/** A course as the admin form sends it, after validation (SPEC §5). */
export type CourseInputData = z.output<typeof courseInputSchema>;

/** The landing-page columns of a course row, from validated input. */
function landingColumns(input: CourseInputData) {
  if (input.projectRequired && input.projectBrief === '') {
    throw new InvalidError(
      'projectRequired needs a project brief: write what students make and hand in first.',
      'projectRequired',
    );
  }
  return {
    title: input.title,
    category: input.category,
    level: input.level,
    primaryLanguage: input.primaryLanguage,
    objectives: input.objectives,
    welcomeMessage: input.welcomeMessage,
    pricePaise: toPaise(input.price),
    fakePricePaise: toPaise(input.fakePrice),
    description: input.description,
    image: input.image,
    isPublished: input.isPublished,
    instructorPhoto: input.instructorPhoto,
    instructorHeadline: input.instructorHeadline,
    instructorPortfolioUrl: input.instructorPortfolioUrl,
    projectBrief: input.projectBrief,
    projectRequired: input.projectRequired,
  };
}

/**
 * Creates a course and its curriculum (positions in array order) in one transaction. The
 * caller becomes its admin and instructor; `instructorName` defaults to the caller's name.
 */
export async function createCourse(
  db: Database,
  input: CourseInputData,
  {
    author,
    signer,
    date,
  }: {
    author: { id: string; name: string };
    signer: UrlSigner;
    /** When the course was published; now unless a seed spreads its catalogue over time. */
    date?: Date;
  },
): Promise<CourseDetail> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({
        ...landingColumns(input),
        ...(date ? { date } : {}),
        instructorId: author.id,
        instructorName: input.instructorName?.trim() || author.name,
        adminId: author.id,
        adminName: author.name,
      })
      .returning({ id: courses.id });
    if (!course) throw new Error('Inserting a course returned no row');
    if (input.curriculum.length > 0) {
      await tx.insert(lectures).values(
        input.curriculum.map((lecture, position) => ({
          courseId: course.id,
          position,
          title: lecture.title,
          videoUrl: lecture.videoUrl,
          publicId: lecture.public_id,
          freePreview: lecture.freePreview,
          durationSeconds: lecture.duration ?? null,
        })),
      );
    }
    return getAdminCourseDetail(tx, course.id, { signer });
  });
}

/**
 * Replaces a course's landing fields and curriculum in one transaction. A lecture sent with the
 * `_id` of one of this course's lectures is updated in place and keeps its id (so students'
 * progress on it survives); lectures without a known `_id` are added; lectures not sent are
 * removed. A kept lecture whose media id did not change keeps its stored video URL (the form
 * sends back the signed URL it was shown). A new price and removed lectures go in the audit log.
 */
export async function updateCourse(
  db: Database,
  id: string,
  input: CourseInputData,
  { signer, actor }: { signer: UrlSigner; actor: { id: string } },
): Promise<CourseDetail> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pricePaise: courses.pricePaise })
      .from(courses)
      .where(eq(courses.id, id))
      .for('update');
    if (!before) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
    const instructorName = input.instructorName?.trim();
    const [course] = await tx
      .update(courses)
      .set({ ...landingColumns(input), ...(instructorName ? { instructorName } : {}), updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning({ id: courses.id, pricePaise: courses.pricePaise });
    if (!course) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
    if (course.pricePaise !== before.pricePaise) {
      const details = { oldPrice: toRupees(before.pricePaise), newPrice: toRupees(course.pricePaise) };
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: 'course.price',
        target: { type: 'course', id },
        details,
      });
    }

    const existing = await tx
      .select({
        id: lectures.id,
        publicId: lectures.publicId,
        videoUrl: lectures.videoUrl,
        durationSeconds: lectures.durationSeconds,
      })
      .from(lectures)
      .where(eq(lectures.courseId, id));
    const existingById = new Map(existing.map((lecture) => [lecture.id.toLowerCase(), lecture]));

    const kept: string[] = [];
    const added: (typeof lectures.$inferInsert)[] = [];
    for (const [position, lecture] of input.curriculum.entries()) {
      const key = lecture._id?.toLowerCase();
      const previous = key ? existingById.get(key) : undefined;
      if (previous && !kept.includes(previous.id)) {
        kept.push(previous.id);
        await tx
          .update(lectures)
          .set({
            position,
            title: lecture.title,
            publicId: lecture.public_id,
            videoUrl: previous.publicId === lecture.public_id ? previous.videoUrl : lecture.videoUrl,
            freePreview: lecture.freePreview,
            durationSeconds: lecture.duration === undefined ? previous.durationSeconds : lecture.duration,
          })
          .where(eq(lectures.id, previous.id));
      } else {
        added.push({
          courseId: id,
          position,
          title: lecture.title,
          videoUrl: lecture.videoUrl,
          publicId: lecture.public_id,
          freePreview: lecture.freePreview,
          durationSeconds: lecture.duration ?? null,
        });
      }
    }
    const removed = await tx
      .delete(lectures)
      .where(and(eq(lectures.courseId, id), kept.length > 0 ? notInArray(lectures.id, kept) : undefined))
      .returning({ id: lectures.id, title: lectures.title });
    await recordAuditEvents(
      tx,
      removed.map((lecture) => ({
        actorId: actor.id,
        action: 'lecture.delete' as const,
        target: { type: 'lecture' as const, id: lecture.id },
        details: { courseId: id, title: lecture.title },
      })),
    );
    if (added.length > 0) await tx.insert(lectures).values(added);

    return getAdminCourseDetail(tx, id, { signer });
  });
}

/**
 * Deletes a course nobody is entitled to. Entitlements are real purchases (or grants), so a
 * course with any is refused (ConflictError): unpublishing hides it instead. The course row is locked
 * first, so an enrolment committing meanwhile is seen rather than silently cascaded away.
 */
export async function deleteCourse(
  db: Database,
  id: string,
  actor: { id: string },
  whenDeleting: ProductDeletionHook,
): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
  await db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.id, id))
      .for('update');
    if (!course) throw new NotFoundError(SERVER_MESSAGES.courseNotFound);
    if (await courseHasHolders(tx, id)) throw new ConflictError(SERVER_MESSAGES.courseHasStudents);
    await whenDeleting(tx, id);
    await tx.delete(courses).where(eq(courses.id, id));
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'course.delete',
      target: { type: 'course', id },
      details: { title: course.title },
    });
  });
}
