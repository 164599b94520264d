import type { AdminProject, ProjectReviewInput } from '@academy/shared/projects';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';
import { completeAfterApprovedProject } from '../../modules/progress/lookups';
import { answerProjectIn } from '../../modules/projects/changes';
import type { ProjectLinkSigner } from '../../modules/projects/links';
import { adminProject } from '../../modules/projects/service';

/**
 * `POST /admin/projects/:id/review`: the academy's answer to the latest version, once. An
 * approval may be the last thing the course's certificate waited for (issue 30): the progress
 * module completes the course in the same transaction, so the answer and the certificate are
 * never seen apart. The projects module answers; the progress module knows whether the course
 * requires a project.
 */
export async function reviewProject(
  db: Database,
  { jobs, signer, now = () => new Date() }: { jobs: JobQueue; signer: ProjectLinkSigner; now?: () => Date },
  reviewerId: string,
  id: string,
  input: ProjectReviewInput,
): Promise<AdminProject> {
  await db.transaction(async (tx) => {
    const project = await answerProjectIn(tx, { jobs, at: now() }, reviewerId, id, input);
    if (input.status === 'approved') await completeAfterApprovedProject(tx, project, now, jobs);
  });
  return adminProject(db, signer, id);
}
