import { paginationOf } from '@academy/shared/paging';
import { PROJECT_GALLERY_PAGE_SIZE } from '@academy/shared/project-rules';
import type { ProjectPage, PublicProject } from '@academy/shared/projects';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { type ProjectPicture, projects, projectVersions } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { findCourseFacts } from '../courses/lookups';
import { publicAuthorName } from '../reviews/service';
import { imageOut, type ProjectLinkSigner } from './links';
import { PROJECT_MESSAGES } from './messages';

/*
 * Student projects as anyone sees them (issue 30): approved, agreed to by their student, of a
 * published course. The course's gallery, a project's own page and the sitemap's list; each one
 * statement over projects with the course and the student's name beside it, a read model of
 * courses and users (eslint/module-ownership.js).
 */

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
  const course = await findCourseFacts(db, courseId);
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
