import type { Role } from '@academy/shared/auth';
import type { ProjectReviewInput, StudentProject } from '@academy/shared/projects';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  type ProjectPicture,
  projects,
  projectVersions,
  type ProjectVersionRow,
} from '../../db/schema/projects';
import type { JobQueue } from '../../infrastructure/jobs';
import type { Storage } from '../../infrastructure/storage/storage';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAuditEvent } from '../audit/service';
import { storePicture } from '../media/images';
import { forgetMediaFiles } from '../media/service';
import { SEND_PROJECT_FEEDBACK_JOB } from './job-kinds';
import { ADMIN_PROJECT_MESSAGES, PROJECT_MESSAGES } from './messages';
import type { ProjectLinkSigner } from './links';
import { courseProjectOf } from './service';

/*
 * What changes a project after it is handed in (issue 30): the academy's answer, its student's
 * choice to show it or not, and its removal (by its student, an admin, or with the account).
 */

/** Every stored file of these versions: pictures, their copies and the PDF. */
const mediaIdsOf = (versions: Pick<ProjectVersionRow, 'pictures' | 'pdfMediaId'>[]) =>
  versions.flatMap((version) => [
    ...version.pictures.flatMap((picture) => [
      picture.mediaId,
      ...picture.copies.map((copy) => copy.mediaId),
    ]),
    ...(version.pdfMediaId ? [version.pdfMediaId] : []),
  ]);

/**
 * Deletes projects and forgets their files' rows in the caller's transaction. Answers their
 * files' ids, for a caller that removes the bytes once it has committed; otherwise the daily
 * sweep of unclaimed files removes them.
 */
async function deleteProjectsWhere(
  tx: Executor,
  projectIds: string[],
): Promise<{ mediaIds: string[]; titles: Map<string, string> }> {
  if (projectIds.length === 0) return { mediaIds: [], titles: new Map() };
  const versions = await tx
    .select({
      projectId: projectVersions.projectId,
      version: projectVersions.version,
      title: projectVersions.title,
      pictures: projectVersions.pictures,
      pdfMediaId: projectVersions.pdfMediaId,
    })
    .from(projectVersions)
    .where(inArray(projectVersions.projectId, projectIds));
  const mediaIds = mediaIdsOf(versions);
  await tx.delete(projects).where(inArray(projects.id, projectIds));
  await forgetMediaFiles(tx, mediaIds);
  const titles = new Map<string, string>();
  for (const version of [...versions].sort((a, b) => a.version - b.version)) {
    titles.set(version.projectId, version.title);
  }
  return { mediaIds, titles };
}

async function projectIdsWhere(
  tx: Executor,
  column: typeof projects.userId | typeof projects.courseId,
  id: string,
) {
  const rows = await tx.select({ id: projects.id }).from(projects).where(eq(column, id));
  return rows.map((row) => row.id);
}

/** With the account (account/service.ts deleteAccount): its projects, their versions and files. */
export async function deleteProjectsOf(tx: Executor, userId: string): Promise<void> {
  await deleteProjectsWhere(tx, await projectIdsWhere(tx, projects.userId, userId));
}

/** With the course (courses/commands.ts deleteCourse, as app.ts wires it): every project handed in for it. */
export async function deleteProjectsOfCourse(tx: Executor, courseId: string): Promise<void> {
  await deleteProjectsWhere(tx, await projectIdsWhere(tx, projects.courseId, courseId));
}

/** `DELETE /projects/:id`: its student or an admin removes it, with every version and file. */
export async function deleteProject(
  db: Database,
  storage: Storage,
  caller: { id: string; role: Role },
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const { mediaIds } = await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
    if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
    if (project.userId !== caller.id && caller.role !== 'admin') {
      throw new ForbiddenError(PROJECT_MESSAGES.onlyAuthor);
    }
    const removed = await deleteProjectsWhere(tx, [id]);
    if (project.userId !== caller.id) {
      await recordAuditEvent(tx, {
        actorId: caller.id,
        action: 'project.delete',
        target: { type: 'project', id },
        details: { title: removed.titles.get(id) ?? '', courseId: project.courseId },
      });
    }
    return removed;
  });
  await Promise.all(mediaIds.map((publicId) => storage.remove(publicId).catch(() => undefined)));
}

/** `PATCH /student/projects/:id`: its student shows it in the gallery once approved, or stops. */
export async function setProjectPublic(
  db: Database,
  signer: ProjectLinkSigner,
  userId: string,
  id: string,
  isPublic: boolean,
): Promise<StudentProject> {
  if (!isUuid(id)) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  if (project.userId !== userId) throw new ForbiddenError(PROJECT_MESSAGES.onlyAuthor);
  await db.update(projects).set({ isPublic }).where(eq(projects.id, id));
  const changed = await courseProjectOf(db, signer, userId, project.courseId);
  if (!changed) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  return changed;
}

/**
 * The academy's answer to a project's latest version, once, in the caller's transaction (the
 * project-review workflow's, which completes the course when an approval was what its
 * certificate waited for); the student is emailed. Answers whose project it is.
 */
export async function answerProjectIn(
  tx: Executor,
  { jobs, at }: { jobs: JobQueue; at: Date },
  reviewerId: string,
  id: string,
  input: ProjectReviewInput,
): Promise<{ userId: string; courseId: string }> {
  if (!isUuid(id)) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  if (input.version !== undefined && input.version !== project.currentVersion) {
    throw new ConflictError(ADMIN_PROJECT_MESSAGES.newerVersion);
  }
  if (project.status !== 'submitted') throw new ConflictError(ADMIN_PROJECT_MESSAGES.notWaiting);
  const [answered] = await tx
    .update(projectVersions)
    .set({ feedbackStatus: input.status, feedback: input.feedback, reviewedAt: at, reviewedBy: reviewerId })
    .where(and(eq(projectVersions.projectId, id), eq(projectVersions.version, project.currentVersion)))
    .returning({ title: projectVersions.title });
  await tx
    .update(projects)
    .set({
      status: input.status,
      updatedAt: at,
      ...(input.status === 'approved' ? { approvedAt: at } : {}),
    })
    .where(eq(projects.id, id));
  await recordAuditEvent(tx, {
    actorId: reviewerId,
    action: 'project.review',
    target: { type: 'project', id },
    details: { status: input.status, version: project.currentVersion, title: answered?.title ?? '' },
  });
  await jobs.enqueue(tx, SEND_PROJECT_FEEDBACK_JOB, { projectId: id, version: project.currentVersion });
  return { userId: project.userId, courseId: project.courseId };
}

/**
 * A project handed in and approved at once (the demo seed's students): its pictures stored as a
 * hand-in stores them, signed-only. Answers the stored files' ids, for a seed that rolls back.
 */
export async function addApprovedProject(
  tx: Executor,
  storage: Storage,
  input: {
    userId: string;
    courseId: string;
    title: string;
    description: string;
    pictures: { bytes: Buffer; filename: string }[];
    feedback: string;
    reviewerId: string;
    isPublic: boolean;
    submittedAt: Date;
    reviewedAt: Date;
  },
): Promise<string[]> {
  const pictures: ProjectPicture[] = [];
  const stored: string[] = [];
  for (const picture of input.pictures) {
    const [main, ...copies] = await storePicture(
      { db: tx, storage, uploadedBy: input.userId },
      picture.bytes,
      picture.filename,
      { signedOnly: true },
    );
    if (!main) throw new Error(`The picture ${picture.filename} rendered nothing`);
    stored.push(main.publicId, ...copies.map((copy) => copy.publicId));
    pictures.push({
      mediaId: main.publicId,
      width: main.width,
      height: main.height,
      copies: copies.map((copy) => ({ mediaId: copy.publicId, width: copy.width, height: copy.height })),
    });
  }
  const [project] = await tx
    .insert(projects)
    .values({
      userId: input.userId,
      courseId: input.courseId,
      status: 'approved',
      isPublic: input.isPublic,
      currentVersion: 1,
      createdAt: input.submittedAt,
      updatedAt: input.reviewedAt,
      approvedAt: input.reviewedAt,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error('Inserting a project returned no row');
  await tx.insert(projectVersions).values({
    projectId: project.id,
    version: 1,
    title: input.title,
    description: input.description,
    pictures,
    submittedAt: input.submittedAt,
    feedbackStatus: 'approved',
    feedback: input.feedback,
    reviewedAt: input.reviewedAt,
    reviewedBy: input.reviewerId,
  });
  return stored;
}
