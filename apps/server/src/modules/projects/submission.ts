import {
  PROJECT_IMAGE_MAX_BYTES,
  PROJECT_IMAGE_TYPES,
  PROJECT_IMAGES_MAX,
  PROJECT_IMAGES_MIN,
  PROJECT_PDF_MAX_BYTES,
} from '@academy/shared/project-rules';
import { projectSubmissionFieldsSchema, type StudentProject } from '@academy/shared/projects';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type ProjectPicture, projects, projectVersions } from '../../db/schema/projects';
import type { Storage } from '../../infrastructure/storage/storage';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, TooLargeError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ownsCourse } from '../access/ownership';
import { findCourseBrief } from '../courses/lookups';
import { forgetMediaFiles } from '../media/service';
import { storeSignedOnlyFile, storeSignedOnlyPicture } from '../media/upload';
import type { IncomingFile } from '../media/upload-rules';
import { PROJECT_MESSAGES } from './messages';
import type { ProjectLinkSigner } from './links';
import { courseProjectOf } from './service';

/*
 * Handing in a project (issue 30): `POST /courses/:id/projects`, a multipart form of `title`,
 * `description`, `public`, `images` (1-8, repeated) and an optional `pdf`. Who may hand in is
 * asked before a byte is stored; each picture is re-encoded as it arrives (storeSignedOnlyPicture)
 * and the version is written once the whole form is read. Anything refused on the way removes
 * what this request stored.
 */

/** One part of the form, as the route reads it from the request. */
export type SubmissionPart =
  { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; file: IncomingFile };

type Submitter = { db: Database; storage: Storage; signer: ProjectLinkSigner; userId: string };

/**
 * Whether the student may hand in a project for the course now: the course exists and has a
 * brief, they own it, and their project is not approved already.
 */
export async function assertMaySubmit(db: Executor, userId: string, courseId: string): Promise<void> {
  const course = isUuid(courseId) ? await findCourseBrief(db, courseId) : undefined;
  if (!course) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  if (!(await ownsCourse(db, userId, courseId))) throw new ForbiddenError(PROJECT_MESSAGES.ownCourseToSubmit);
  if (course.projectBrief === '') throw new ConflictError(PROJECT_MESSAGES.noBrief);
  const [project] = await db
    .select({ status: projects.status })
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.courseId, courseId)));
  if (project?.status === 'approved') throw new ConflictError(PROJECT_MESSAGES.alreadyApproved);
}

const pictureRules = {
  types: PROJECT_IMAGE_TYPES,
  maxBytes: PROJECT_IMAGE_MAX_BYTES,
  wrongType: () => new InvalidError(PROJECT_MESSAGES.pictureType, 'images'),
  tooLarge: () => new TooLargeError(PROJECT_MESSAGES.pictureTooLarge),
  unreadable: (error: Error) =>
    error instanceof TooLargeError
      ? new TooLargeError(PROJECT_MESSAGES.pictureTooManyPixels)
      : new InvalidError(PROJECT_MESSAGES.pictureUnreadable, 'images'),
};
const pdfRules = {
  types: ['application/pdf'],
  maxBytes: PROJECT_PDF_MAX_BYTES,
  wrongType: () => new InvalidError(PROJECT_MESSAGES.pdfType, 'pdf'),
  tooLarge: () => new TooLargeError(PROJECT_MESSAGES.pdfTooLarge),
};

const FIELD_NAMES = new Set(['title', 'description', 'public']);

/** Reads the form, storing its files; answers the handed-in project, with the new version first. */
export async function submitProject(
  { db, storage, signer, userId }: Submitter,
  courseId: string,
  parts: AsyncIterable<SubmissionPart>,
): Promise<StudentProject> {
  await assertMaySubmit(db, userId, courseId);
  const target = { db, storage, uploadedBy: userId };
  const fields: Record<string, string> = {};
  const pictures: ProjectPicture[] = [];
  let pdf: { mediaId: string; name: string; bytes: number } | undefined;
  const stored: string[] = [];
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (!FIELD_NAMES.has(part.name)) throw new InvalidError(PROJECT_MESSAGES.unknownField, part.name);
        fields[part.name] = part.value;
      } else if (part.name === 'images' || part.name === 'images[]') {
        if (pictures.length === PROJECT_IMAGES_MAX) {
          part.file.stream.destroy();
          throw new InvalidError(PROJECT_MESSAGES.tooManyPictures, 'images');
        }
        const [main, ...copies] = await storeSignedOnlyPicture(target, part.file, pictureRules);
        if (!main) throw new Error('A picture rendered no main image');
        stored.push(main.publicId, ...copies.map((copy) => copy.publicId));
        pictures.push({
          mediaId: main.publicId,
          width: main.width,
          height: main.height,
          copies: copies.map((copy) => ({ mediaId: copy.publicId, width: copy.width, height: copy.height })),
        });
      } else if (part.name === 'pdf') {
        if (pdf) {
          part.file.stream.destroy();
          throw new InvalidError(PROJECT_MESSAGES.onePdf, 'pdf');
        }
        const saved = await storeSignedOnlyFile(target, part.file, pdfRules);
        stored.push(saved.publicId);
        pdf = {
          mediaId: saved.publicId,
          name: part.file.filename.trim() || 'project.pdf',
          bytes: saved.sizeBytes,
        };
      } else {
        part.file.stream.destroy();
        throw new InvalidError(PROJECT_MESSAGES.unknownField, part.name);
      }
    }
    const parsed = projectSubmissionFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InvalidError(
        issue?.message ?? 'The project form is not valid.',
        String(issue?.path[0] ?? ''),
      );
    }
    if (pictures.length < PROJECT_IMAGES_MIN)
      throw new InvalidError(PROJECT_MESSAGES.needsPictures, 'images');
    const { title, description } = parsed.data;
    const isPublic = parsed.data.public === 'true';

    await db.transaction(async (tx) => {
      // The student's row is taken first, so two hand-ins at once number their versions in turn.
      await tx
        .insert(projects)
        .values({ userId, courseId, status: 'submitted', isPublic, currentVersion: 0 })
        .onConflictDoNothing();
      const [project] = await tx
        .select()
        .from(projects)
        .where(and(eq(projects.userId, userId), eq(projects.courseId, courseId)))
        .for('update');
      if (!project) throw new Error('The project row was not written');
      if (project.status === 'approved') throw new ConflictError(PROJECT_MESSAGES.alreadyApproved);
      const version = project.currentVersion + 1;
      const now = new Date();
      await tx.insert(projectVersions).values({
        projectId: project.id,
        version,
        title,
        description,
        pictures,
        pdfMediaId: pdf?.mediaId ?? null,
        pdfName: pdf?.name.slice(0, 255) ?? null,
        pdfBytes: pdf?.bytes ?? null,
        submittedAt: now,
      });
      await tx
        .update(projects)
        .set({ status: 'submitted', isPublic, currentVersion: version, updatedAt: now })
        .where(eq(projects.id, project.id));
    });
  } catch (error) {
    await forgetStored(db, storage, stored);
    throw error;
  }
  const project = await courseProjectOf(db, signer, userId, courseId);
  if (!project) throw new Error('A handed-in project could not be read back');
  return project;
}

/** What a refused hand-in had stored: its rows now, its bytes at once where the storage lets us. */
async function forgetStored(db: Database, storage: Storage, publicIds: string[]): Promise<void> {
  if (publicIds.length === 0) return;
  await forgetMediaFiles(db, publicIds).catch(() => undefined);
  await Promise.all(publicIds.map((publicId) => storage.remove(publicId).catch(() => undefined)));
}
