import { type AdminJob, type AdminJobsPage, JOB_MESSAGES, type JobState } from '@academy/shared/admin-jobs';
import { ADMIN_PAGE_SIZE, paginationOf } from '@academy/shared/paging';
import type { Executor } from '../../db/client';
import {
  countJobsByState,
  discardJob,
  jobStateOf,
  type ListedJob,
  listJobs,
  retryFailedJob,
} from '../../infrastructure/job-admin';
import { ConflictError, NotFoundError } from '../../lib/errors';

/*
 * Admin → Jobs (issue 26): the queue's waiting, running and failed jobs, and Retry and Discard.
 * The rules of what may be done to a job in which state are here; the queue's table is read and
 * changed through infrastructure/job-admin.
 */

/** A payload key that names a record, `orderId`, whose value is an id, not text a person wrote. */
const REFERENCE_KEY = /^[a-z][A-Za-z]*Id$/;
const REFERENCE_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What a payload is about, without what it says: its id fields only. A payload may carry an
 * address or a name, which the list must not show.
 */
export function referencesOf(payload: unknown): Record<string, string> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return {};
  const references: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (REFERENCE_KEY.test(key) && typeof text === 'string' && REFERENCE_VALUE.test(text)) {
      references[key] = text;
    }
  }
  return references;
}

const toAdminJob = (job: ListedJob): AdminJob => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  lastError: job.lastError,
  runAt: job.runAt.toISOString(),
  lockedUntil: job.state === 'running' ? (job.lockedUntil?.toISOString() ?? null) : null,
  createdAt: job.createdAt.toISOString(),
  failedAt: job.failedAt?.toISOString() ?? null,
  references: referencesOf(job.payload),
});

/** A page of the jobs in `state`, with how many are in each state. */
export async function listAdminJobs(
  db: Executor,
  {
    state,
    page = 1,
    limit = ADMIN_PAGE_SIZE,
  }: { state: JobState; page?: number | undefined; limit?: number | undefined },
): Promise<AdminJobsPage> {
  const [listed, counts] = await Promise.all([
    listJobs(db, state, { limit, offset: (page - 1) * limit }),
    countJobsByState(db),
  ]);
  return { jobs: listed.jobs.map(toAdminJob), counts, pagination: paginationOf(page, limit, listed.total) };
}

/** Runs a failed job again now, its attempts counted afresh. */
export async function retryJob(db: Executor, id: number): Promise<void> {
  if (await retryFailedJob(db, id)) return;
  const state = await jobStateOf(db, id);
  if (state === undefined) throw new NotFoundError(JOB_MESSAGES.notFound);
  throw new ConflictError(JOB_MESSAGES.notFailed);
}

/** Drops a failed or waiting job from the queue. */
export async function discardAdminJob(db: Executor, id: number): Promise<void> {
  if (await discardJob(db, id)) return;
  const state = await jobStateOf(db, id);
  if (state === undefined) throw new NotFoundError(JOB_MESSAGES.notFound);
  throw new ConflictError(state === 'running' ? JOB_MESSAGES.running : JOB_MESSAGES.finished);
}
