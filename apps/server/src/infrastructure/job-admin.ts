import type { JobState } from '@academy/shared/admin-jobs';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type JobRow, jobs } from '../db/schema/infrastructure';

/*
 * The job queue as an operator sees it (issue 26): which jobs wait, run or failed, and the two
 * things an admin may do about one: run a failed job again, or drop a job that should not run.
 * Apart from jobs.ts (the worker) so the queue's owner keeps its table while the worker changes.
 */

/** A worker holds the job now: its lease has not run out. */
const leased = gt(jobs.lockedUntil, sql`now()`);
const notLeased = or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`));
const unfinished = isNull(jobs.completedAt);

const STATE_CONDITIONS: Record<JobState, SQL | undefined> = {
  failed: and(unfinished, isNotNull(jobs.failedAt)),
  queued: and(unfinished, isNull(jobs.failedAt), notLeased),
  running: and(unfinished, isNull(jobs.failedAt), leased),
};

/** Newest failures first; the next job due first; the lease that ends first first. */
const STATE_ORDERS: Record<JobState, SQL[]> = {
  failed: [desc(jobs.failedAt), desc(jobs.id)],
  queued: [asc(jobs.runAt), asc(jobs.id)],
  running: [asc(jobs.lockedUntil), asc(jobs.id)],
};

export type ListedJob = Pick<
  JobRow,
  | 'id'
  | 'kind'
  | 'payload'
  | 'runAt'
  | 'attempts'
  | 'maxAttempts'
  | 'lockedUntil'
  | 'lastError'
  | 'failedAt'
  | 'createdAt'
> & { state: JobState };

/** A page of the jobs in `state`, and the total in it. */
export async function listJobs(
  db: Executor,
  state: JobState,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ jobs: ListedJob[]; total: number }> {
  const where = STATE_CONDITIONS[state];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        runAt: jobs.runAt,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        lockedUntil: jobs.lockedUntil,
        lastError: jobs.lastError,
        failedAt: jobs.failedAt,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(where)
      .orderBy(...STATE_ORDERS[state])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { jobs: rows.map((row) => ({ ...row, state })), total: counted?.total ?? 0 };
}

/** How many unfinished jobs are in each state: one pass, skipping the finished bulk of the table. */
export async function countJobsByState(db: Executor): Promise<Record<JobState, number>> {
  const [row] = await db
    .select({
      failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)`.mapWith(Number),
      queued: sql<number>`count(*) filter (where ${jobs.failedAt} is null
        and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= now()))`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.failedAt} is null
        and ${jobs.lockedUntil} > now())`.mapWith(Number),
    })
    .from(jobs)
    .where(unfinished);
  return { failed: row?.failed ?? 0, queued: row?.queued ?? 0, running: row?.running ?? 0 };
}

/** The job's state, 'finished' once it completed, or undefined when there is no such job. */
export async function jobStateOf(db: Executor, id: number): Promise<JobState | 'finished' | undefined> {
  const [row] = await db
    .select({
      completed: sql<boolean>`${jobs.completedAt} is not null`,
      failed: sql<boolean>`${jobs.failedAt} is not null`,
      leased: sql<boolean>`coalesce(${jobs.lockedUntil} > now(), false)`,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row) return undefined;
  if (row.completed) return 'finished';
  if (row.failed) return 'failed';
  return row.leased ? 'running' : 'queued';
}

/**
 * A failed job becomes due now with a fresh set of attempts, as if just enqueued. Answers
 * whether it did: false when the job is not (or no longer) failed.
 */
export async function retryFailedJob(db: Executor, id: number): Promise<boolean> {
  const retried = await db
    .update(jobs)
    .set({
      runAt: sql`now()`,
      attempts: 0,
      failedAt: null,
      lastError: null,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(and(eq(jobs.id, id), STATE_CONDITIONS.failed))
    .returning({ id: jobs.id });
  return retried.length > 0;
}

/**
 * Removes a failed or waiting job from the queue, so it never runs. Deleted rather than marked:
 * the table has no state for it, and the failed list is where a dropped job must not linger.
 * A recurring job's next period enqueues it afresh. Answers whether it did: false for a running
 * or finished job (a worker holds the first, the sweep clears the second).
 */
export async function discardJob(db: Executor, id: number): Promise<boolean> {
  const discarded = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), or(STATE_CONDITIONS.failed, STATE_CONDITIONS.queued)))
    .returning({ id: jobs.id });
  return discarded.length > 0;
}
