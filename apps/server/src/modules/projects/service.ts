import { paginationOf } from '@academy/shared/paging';
import { PROJECT_GALLERY_PAGE_SIZE, type ProjectStatus } from '@academy/shared/project-rules';
import type {
  AdminProject,
  AdminProjectListQuery,
  AdminProjectRow,
  ProjectImage,
  ProjectPage,
  ProjectVersion,
  PublicProject,
  StudentProject,
} from '@academy/shared/projects';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema/courses';
import {
  type ProjectPicture,
  type ProjectRow,
  projects,
  type ProjectVersionRow,
  projectVersions,
} from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { MediaSigner } from '../media/signing';
import { publicAuthorName } from '../reviews/service';
import { PROJECT_MESSAGES } from './messages';

/*
 * Student projects as they are read (issue 30): by their student, by the academy, and, once
 * approved and agreed to, by anyone. Each read is a statement over projects with the course's
 * title and the student's name beside it: a read model of courses and users
 * (eslint/module-ownership.js). Every file is a signed link (media_files.signed_only): who gets
 * one is decided here, and a link of a shown project expires within two days of being withdrawn.
 */

export type ProjectLinkSigner = Pick<MediaSigner, 'signedUrlOnGrid'>;

/** Who a project's links are for: its student or the academy (hours), or anyone (a day, shared by every visitor). */
type Audience = 'private' | 'public';
const LINK_TERMS: Record<Audience, { ttl: number; grid: number }> = {
  private: { ttl: 2 * 60 * 60, grid: 60 * 60 },
  public: { ttl: 24 * 60 * 60, grid: 24 * 60 * 60 },
};

function imageOut(signer: ProjectLinkSigner, picture: ProjectPicture, audience: Audience): ProjectImage {
  const { ttl, grid } = LINK_TERMS[audience];
  const link = (mediaId: string) => signer.signedUrlOnGrid(mediaId, ttl, grid);
  const url = link(picture.mediaId);
  const widths = [
    { url, width: picture.width },
    ...picture.copies.map((copy) => ({ url: link(copy.mediaId), width: copy.width })),
  ].sort((a, b) => a.width - b.width);
  return {
    url,
    width: picture.width,
    height: picture.height,
    srcset: widths.map((entry) => `${entry.url} ${entry.width}w`).join(', '),
  };
}

function versionOut(signer: ProjectLinkSigner, row: ProjectVersionRow): ProjectVersion {
  const { ttl, grid } = LINK_TERMS.private;
  return {
    version: row.version,
    title: row.title,
    description: row.description,
    images: row.pictures.map((picture) => imageOut(signer, picture, 'private')),
    pdf:
      row.pdfMediaId && row.pdfName
        ? {
            url: signer.signedUrlOnGrid(row.pdfMediaId, ttl, grid, { filename: row.pdfName }),
            name: row.pdfName,
            bytes: row.pdfBytes ?? 0,
          }
        : null,
    submittedAt: row.submittedAt.toISOString(),
    feedback:
      row.feedbackStatus && row.feedback !== null && row.reviewedAt
        ? { status: row.feedbackStatus, text: row.feedback, createdAt: row.reviewedAt.toISOString() }
        : null,
  };
}

/** Every version of these projects, newest first, by project. */
async function versionsOf(db: Executor, projectIds: string[]): Promise<Map<string, ProjectVersionRow[]>> {
  const byProject = new Map<string, ProjectVersionRow[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select()
    .from(projectVersions)
    .where(inArray(projectVersions.projectId, projectIds))
    .orderBy(desc(projectVersions.version));
  for (const row of rows) byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
  return byProject;
}

const projectWithCourse = {
  project: projects,
  courseTitle: courses.title,
  courseImage: courses.image,
};
type ProjectWithCourse = { project: ProjectRow; courseTitle: string; courseImage: string };

function studentProjectOut(
  signer: ProjectLinkSigner,
  { project, courseTitle, courseImage }: ProjectWithCourse,
  versions: ProjectVersionRow[],
): StudentProject {
  return {
    id: project.id,
    course: { id: project.courseId, title: courseTitle, image: courseImage },
    status: project.status,
    public: project.isPublic,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    versions: versions.map((row) => versionOut(signer, row)),
  };
}

async function studentProjectsWhere(db: Executor, signer: ProjectLinkSigner, where: SQL | undefined) {
  const rows = await db
    .select(projectWithCourse)
    .from(projects)
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id));
  const versions = await versionsOf(
    db,
    rows.map((row) => row.project.id),
  );
  return rows.map((row) => studentProjectOut(signer, row, versions.get(row.project.id) ?? []));
}

/** `GET /student/projects`: the caller's projects, the latest changed first. */
export const studentProjects = (db: Executor, signer: ProjectLinkSigner, userId: string) =>
  studentProjectsWhere(db, signer, eq(projects.userId, userId));

/** The student's project for a course, or null before they hand one in. */
export async function courseProjectOf(
  db: Executor,
  signer: ProjectLinkSigner,
  userId: string,
  courseId: string,
): Promise<StudentProject | null> {
  if (!isUuid(courseId)) return null;
  const [project] = await studentProjectsWhere(
    db,
    signer,
    and(eq(projects.userId, userId), eq(projects.courseId, courseId)),
  );
  return project ?? null;
}

/** Where the student's project for a course stands, or null: what the player and the certificate ask. */
export async function projectStanding(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<ProjectStatus | null> {
  const [row] = await db
    .select({ status: projects.status })
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.courseId, courseId)));
  return row?.status ?? null;
}

const studentColumns = { studentId: users.id, studentName: users.name, studentEmail: users.email };

/** One project in the admin area, with its student. */
export async function adminProject(
  db: Executor,
  signer: ProjectLinkSigner,
  id: string,
): Promise<AdminProject> {
  if (!isUuid(id)) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const [row] = await db
    .select({ ...projectWithCourse, ...studentColumns })
    .from(projects)
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, id));
  if (!row) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const versions = await versionsOf(db, [id]);
  return {
    ...studentProjectOut(signer, row, versions.get(id) ?? []),
    student: { id: row.studentId, name: row.studentName, email: row.studentEmail },
  };
}

/**
 * `GET /admin/projects`: the queue. Waiting projects oldest first (the one waiting longest is
 * answered first); any other view, the latest changed first.
 */
export async function adminProjectList(
  db: Executor,
  signer: ProjectLinkSigner,
  query: AdminProjectListQuery,
): Promise<{ rows: AdminProjectRow[]; total: number }> {
  const where = and(
    query.status ? eq(projects.status, query.status) : undefined,
    query.courseId ? eq(projects.courseId, query.courseId) : undefined,
  );
  const order =
    query.status === 'submitted'
      ? [asc(projects.updatedAt), asc(projects.id)]
      : [desc(projects.updatedAt), desc(projects.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        project: projects,
        courseTitle: courses.title,
        ...studentColumns,
        title: projectVersions.title,
        pictures: projectVersions.pictures,
        submittedAt: projectVersions.submittedAt,
      })
      .from(projects)
      .innerJoin(courses, eq(courses.id, projects.courseId))
      .innerJoin(users, eq(users.id, projects.userId))
      .innerJoin(
        projectVersions,
        and(eq(projectVersions.projectId, projects.id), eq(projectVersions.version, projects.currentVersion)),
      )
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row) => {
      const [cover] = row.pictures;
      return {
        id: row.project.id,
        course: { id: row.project.courseId, title: row.courseTitle },
        student: { id: row.studentId, name: row.studentName, email: row.studentEmail },
        status: row.project.status,
        public: row.project.isPublic,
        version: row.project.currentVersion,
        title: row.title,
        cover: cover ? imageOut(signer, cover, 'private') : null,
        imageCount: row.pictures.length,
        submittedAt: row.submittedAt.toISOString(),
      };
    }),
  };
}

/** Approved, agreed to be shown, of a published course: what anyone may see. */
const shown = and(
  eq(projects.status, 'approved'),
  eq(projects.isPublic, true),
  eq(courses.isPublished, true),
);

const publicColumns = {
  id: projects.id,
  approvedAt: projects.approvedAt,
  authorName: users.name,
  title: projectVersions.title,
  description: projectVersions.description,
  pictures: projectVersions.pictures,
  courseId: courses.id,
  courseTitle: courses.title,
};

function publicProjectsQuery(db: Executor) {
  return db
    .select(publicColumns)
    .from(projects)
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .innerJoin(users, eq(users.id, projects.userId))
    .innerJoin(
      projectVersions,
      and(eq(projectVersions.projectId, projects.id), eq(projectVersions.version, projects.currentVersion)),
    );
}

type PublicRow = {
  id: string;
  approvedAt: Date | null;
  authorName: string;
  title: string;
  pictures: ProjectPicture[];
};

const publicProjectOut = (signer: ProjectLinkSigner, row: PublicRow): PublicProject => ({
  id: row.id,
  title: row.title,
  author: { name: publicAuthorName(row.authorName) },
  images: row.pictures.map((picture) => imageOut(signer, picture, 'public')),
  createdAt: (row.approvedAt ?? new Date(0)).toISOString(),
});

/** `GET /courses/:id/projects`: the course's gallery, newest approval first (projects_gallery_idx). */
export async function galleryPage(db: Executor, signer: ProjectLinkSigner, courseId: string, page: number) {
  const [course] = isUuid(courseId)
    ? await db.select({ isPublished: courses.isPublished }).from(courses).where(eq(courses.id, courseId))
    : [];
  if (!course?.isPublished) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const where = and(eq(projects.courseId, courseId), shown);
  const [rows, [counted]] = await Promise.all([
    publicProjectsQuery(db)
      .where(where)
      .orderBy(desc(projects.approvedAt), desc(projects.id))
      .limit(PROJECT_GALLERY_PAGE_SIZE)
      .offset((page - 1) * PROJECT_GALLERY_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(projects)
      .innerJoin(courses, eq(courses.id, projects.courseId))
      .where(where),
  ]);
  return {
    projects: rows.map((row) => publicProjectOut(signer, row)),
    pagination: paginationOf(page, PROJECT_GALLERY_PAGE_SIZE, counted?.total ?? 0),
  };
}

/**
 * The `limit` most recently approved shown projects' ids and when each was approved (for the
 * sitemap): an approved project is final, so its page changes no later than that.
 */
export async function listShownProjectIds(
  db: Executor,
  limit: number,
): Promise<{ id: string; approvedAt: Date | null }[]> {
  return db
    .select({ id: projects.id, approvedAt: projects.approvedAt })
    .from(projects)
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .where(shown)
    .orderBy(desc(projects.approvedAt), desc(projects.id))
    .limit(limit);
}

/** `GET /projects/:id`: a shown project's own page; NotFoundError for any other. */
export async function projectPage(db: Executor, signer: ProjectLinkSigner, id: string): Promise<ProjectPage> {
  if (!isUuid(id)) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const [row] = await publicProjectsQuery(db).where(and(eq(projects.id, id), shown));
  if (!row) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  return {
    ...publicProjectOut(signer, row),
    description: row.description,
    course: { id: row.courseId, title: row.courseTitle },
  };
}
