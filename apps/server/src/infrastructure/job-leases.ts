import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type JobRow, jobs } from '../db/schema/infrastructure';

/*
 * The SQL of a worker's hold on its jobs (issue 26, decision 019): claiming due jobs under a
 * lease marked with the worker's id, renewing the leases, and recording how a run ended. Every
 * record is written only while the worker still holds the job, so a worker whose lease was taken
 * over changes nothing.
 */

export type Lease = { db: Database; workerId: string; leaseMs: number };

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** The row, if this worker still holds it. */
const held = (workerId: string, id: number) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId));

/** Up to `limit` due jobs of `kinds`, leased to the worker, first in priority then in time. */
export async function claimJobs(
  { db, workerId, leaseMs }: Lease,
  kinds: string[],
  limit: number,
): Promise<JobRow[]> {
  // A worker of an older or newer release leaves kinds it has no handler for to the others.
  if (kinds.length === 0 || limit <= 0) return [];
  const result = (await db.execute(sql`
    update ${jobs}
    set locked_until = ${leaseEnd(leaseMs)},
        locked_by = ${workerId},
        attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where completed_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())
        and ${inArray(jobs.kind, kinds)}
      order by priority desc, run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as { rows: { id: number | string }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
  return rows.sort((a, b) => b.priority - a.priority || a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Renews the leases of `ids` the worker still holds; answers those it still holds. */
export async function renewLeases({ db, workerId, leaseMs }: Lease, ids: number[]): Promise<Set<number>> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return new Set(renewed.map((row) => row.id));
}

/** Records the job done; false when another worker had taken it over (its run is the one counted). */
export async function recordCompleted({ db, workerId }: Lease, id: number): Promise<boolean> {
  const recorded = await db
    .update(jobs)
    .set({ completedAt: sql`now()`, lockedUntil: null, lockedBy: null, lastError: null })
    .where(held(workerId, id))
    .returning({ id: jobs.id });
  return recorded.length > 0;
}

/** Hands the job back unfinished: due at once for any worker, and this attempt does not count. */
export async function recordHandedBack({ db, workerId }: Lease, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null, runAt: sql`now()`, attempts: sql`${jobs.attempts} - 1` })
    .where(held(workerId, id));
}

/** Records a failed run: failed for good, or due again after `retryInMs`. */
export async function recordFailure(
  { db, workerId }: Lease,
  id: number,
  message: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryInMs === null
        ? { failedAt: sql`now()`, lockedUntil: null, lockedBy: null, lastError: message }
        : {
            runAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
            lockedUntil: null,
            lockedBy: null,
            lastError: message,
          },
    )
    .where(held(workerId, id));
}
