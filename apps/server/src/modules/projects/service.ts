import type { ProjectStatus } from '@academy/shared/project-rules';
import type {
  AdminProject,
  AdminProjectListQuery,
  AdminProjectRow,
  ProjectVersion,
  StudentProject,
} from '@academy/shared/projects';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { type ProjectRow, projects, type ProjectVersionRow, projectVersions } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { imageOut, LINK_TERMS, type ProjectLinkSigner } from './links';
import { PROJECT_MESSAGES } from './messages';

/*
 * Student projects as their student and the academy read them (issue 30), every version with
 * its feedback; what anyone sees is gallery.ts. Each read is a statement over projects with the
 * course's title and the student's name beside it: a read model of courses and users
 * (eslint/module-ownership.js).
 */

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
