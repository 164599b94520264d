import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects, projectVersions } from '../../db/schema/projects';
import type { JobQueue } from '../../infrastructure/jobs';
import { pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { Mailer } from '../../infrastructure/mail/mailer';
import { findCourseFacts } from '../courses/lookups';
import { findAccount } from '../users/lookups';
import { projectFeedbackEmail } from './emails';
import { SEND_PROJECT_FEEDBACK_JOB } from './job-kinds';

/*
 * The project feedback email's job (issue 30): the student hears of each answer to a version.
 * The outbox writes one message per job (mailer.send in the job's own statement), and a project
 * deleted meanwhile sends nothing.
 */

export type ProjectMailDependencies = { db: Database; mailer: Mailer; publicUrl: string };

/** The student's page of their project for a course (the web app's route). */
export const projectPagePath = (courseId: string) => `/my-courses/projects/${courseId}`;

async function sendFeedback(
  { db, mailer, publicUrl }: ProjectMailDependencies,
  { projectId, version }: { projectId: string; version: number },
): Promise<void> {
  const [row] = await db
    .select({
      userId: projects.userId,
      courseId: projects.courseId,
      title: projectVersions.title,
      feedbackStatus: projectVersions.feedbackStatus,
      feedback: projectVersions.feedback,
    })
    .from(projects)
    .innerJoin(projectVersions, eq(projectVersions.projectId, projects.id))
    .where(and(eq(projects.id, projectId), eq(projectVersions.version, version)));
  if (!row?.feedbackStatus || row.feedback === null) return;
  const [student, course] = await Promise.all([
    findAccount(db, row.userId),
    findCourseFacts(db, row.courseId),
  ]);
  if (!student || !course) return;
  await mailer.send(
    db,
    projectFeedbackEmail(
      student,
      {
        status: row.feedbackStatus,
        feedback: row.feedback,
        projectTitle: row.title,
        courseTitle: course.title,
      },
      pageUrlIn(publicUrl, projectPagePath(row.courseId), student.language),
    ),
  );
}

export function registerProjectMailJobs(jobs: JobQueue, dependencies: ProjectMailDependencies): void {
  jobs.register(
    SEND_PROJECT_FEEDBACK_JOB,
    (payload) => sendFeedback(dependencies, payload as { projectId: string; version: number }),
    { lane: 'mail' },
  );
}
