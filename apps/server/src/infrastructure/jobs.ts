import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { type JobRow, jobs } from '../db/schema/infrastructure';
import {
  type EnqueueOptions,
  type JobHandler,
  type JobObserver,
  type JobOutcome,
  type JobQueueOptions,
  type JobWrapper,
  LANE_SLOTS,
  type RegisterOptions,
  retryDelayMs,
  StopReason,
} from './job-contract';
import {
  claimJobs,
  type Lease,
  recordCompleted,
  recordFailure,
  recordHandedBack,
  renewLeases,
} from './job-leases';
import { JOB_LANES, type JobLane } from './job-lanes';

export {
  type EnqueueOptions,
  isHandedBack,
  type JobContext,
  type JobHandler,
  type JobObserver,
  type JobOutcome,
  type JobQueueOptions,
  type JobWrapper,
  LANE_SLOTS,
  type RegisterOptions,
  retryDelayMs,
} from './job-contract';
export { JOB_LANES, type JobLane } from './job-lanes';

/*
 * The durable job queue (ARCHITECTURE: background work). Jobs are rows in the `jobs` table,
 * so they survive a restart and are enqueued in the same transaction as the change that
 * causes them. A worker claims due jobs with FOR UPDATE SKIP LOCKED (several server instances
 * share one queue), runs their handler and marks them done; a handler that throws is retried
 * with exponential backoff until its attempts run out.
 *
 * Work runs in lanes (issue 26), each with its own slots: a 7-minute transcode in the media
 * lane never holds back a password-reset mail, a refund, or a receipt. A claimed job is leased
 * for a short while (30 s) and the worker renews the lease while the job runs (a heartbeat), so
 * a live worker's job is never taken by another, and a dead worker's job is taken again within
 * one lease. A worker that finds its lease taken (it was stalled past it) aborts the job's
 * signal and records nothing: the new holder owns the job. Handlers must still be idempotent:
 * a worker that dies mid-job leaves it to run again.
 */

type Recurring = { kind: string; everyMs: number };

const DEFAULTS = {
  pollMs: 1000,
  leaseMs: 30_000,
  heartbeatMs: 10_000,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  batchSize: 10,
  stopGraceMs: 10_000,
} satisfies Partial<JobQueueOptions>;

/** Finished jobs kept this long (for an admin's look), then deleted by the sweep. */
const FINISHED_JOBS_KEPT_DAYS = 14;

export const SWEEP_FINISHED_JOBS = 'jobs.sweep-finished';

type Running = { job: JobRow; controller: AbortController; done: Promise<void> };

export function createJobQueue(db: Database, log: FastifyBaseLogger, options: JobQueueOptions = {}) {
  const settings = { ...DEFAULTS, ...options };
  const workerLanes = new Set<JobLane>(options.lanes ?? JOB_LANES);
  const slotsOf = (lane: JobLane) => options.slots?.[lane] ?? LANE_SLOTS[lane];
  /** Each worker's own mark on the rows it holds: renewals and results touch only those. */
  const lease: Lease = { db, workerId: randomUUID(), leaseMs: settings.leaseMs };
  const handlers = new Map<string, { handler: JobHandler; lane: JobLane }>();
  const recurring: Recurring[] = [];
  /**
   * The period each recurring kind was last put in the queue for. The singleton key already
   * keeps a period to one job across instances; this spares the statement that would say so,
   * which every poll (once a second, for some twenty kinds) otherwise sent and the database
   * refused: on PGlite those statements wait in the one line that the requests' own wait in.
   */
  const scheduledPeriod = new Map<string, number>();
  const observers: JobObserver[] = [];
  let wrap: JobWrapper = (_job, run) => run();
  const running = new Map<number, Running>();
  const pumping = new Set<JobLane>();
  let pollTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let stopped = true;
  let polling: Promise<void> = Promise.resolve();

  async function enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown> = {},
    { runAt, singletonKey, maxAttempts, priority }: EnqueueOptions = {},
  ): Promise<void> {
    await executor
      .insert(jobs)
      .values({
        kind,
        payload,
        runAt: runAt ?? sql`now()`,
        singletonKey: singletonKey ?? null,
        ...(maxAttempts ? { maxAttempts } : {}),
        ...(priority ? { priority } : {}),
      })
      .onConflictDoNothing();
  }

  const kindsIn = (lanes: ReadonlySet<JobLane>) =>
    [...handlers].filter(([, { lane }]) => lanes.has(lane)).map(([kind]) => kind);

  async function runOne(job: JobRow, signal: AbortSignal): Promise<void> {
    const entry = handlers.get(job.kind);
    const started = performance.now();
    const report = (outcome: JobOutcome) => {
      for (const observe of observers) observe(job.kind, outcome, (performance.now() - started) / 1000);
    };
    try {
      if (!entry) throw new Error(`No handler for job kind ${job.kind}`);
      await wrap({ kind: job.kind, id: job.id }, () =>
        entry.handler(job.payload, { id: job.id, attempt: job.attempts, signal }),
      );
      if (!(await recordCompleted(lease, job.id))) {
        log.warn(
          { job: { id: job.id, kind: job.kind } },
          'a job finished after its lease was taken; left to the new holder',
        );
        return;
      }
      report('completed');
    } catch (error) {
      const reason: unknown = signal.aborted ? signal.reason : undefined;
      if (reason instanceof StopReason && reason.cause === 'lease-lost') {
        log.warn(
          { job: { id: job.id, kind: job.kind } },
          'a job’s lease was taken by another worker; left to it',
        );
        return;
      }
      if (reason instanceof StopReason) {
        await recordHandedBack(lease, job.id);
        report('released');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const finalAttempt = job.attempts >= job.maxAttempts;
      const delay = retryDelayMs(job.attempts, settings.backoffMs, settings.maxBackoffMs);
      await recordFailure(lease, job.id, message, finalAttempt ? null : delay);
      report(finalAttempt ? 'failed' : 'retried');
      log[finalAttempt ? 'error' : 'warn'](
        { job: { id: job.id, kind: job.kind, attempt: job.attempts }, err: error },
        finalAttempt ? 'job failed for good' : 'job failed; it will be retried',
      );
    }
  }

  /** Runs `job` in the background, holding its lease until it ends. */
  function launch(job: JobRow): void {
    const controller = new AbortController();
    const done = runOne(job, controller.signal)
      .catch((error: unknown) =>
        log.error({ err: error, job: { id: job.id } }, 'a job’s result was not recorded'),
      )
      .finally(() => {
        running.delete(job.id);
        const lane = handlers.get(job.kind)?.lane;
        if (lane && !stopped) void pump(lane);
      });
    running.set(job.id, { job, controller, done });
  }

  /** Fills the lane's free slots with due jobs. */
  async function pump(lane: JobLane): Promise<void> {
    if (stopped || pumping.has(lane)) return;
    pumping.add(lane);
    try {
      const kinds = kindsIn(new Set([lane]));
      for (;;) {
        const busy = [...running.values()].filter((run) => handlers.get(run.job.kind)?.lane === lane).length;
        if (stopped || busy >= slotsOf(lane)) return;
        const claimed = await claimJobs(lease, kinds, slotsOf(lane) - busy);
        if (claimed.length === 0) return;
        for (const job of claimed) launch(job);
      }
    } catch (error) {
      log.error({ err: error, lane }, 'the job worker could not reach the queue; it will try again');
    } finally {
      pumping.delete(lane);
    }
  }

  /** Renews the leases of the running jobs; a job whose lease another worker took is aborted. */
  async function heartbeat(): Promise<void> {
    const ids = [...running.keys()];
    if (ids.length === 0) return;
    try {
      const kept = await renewLeases(lease, ids);
      for (const id of ids) {
        if (!kept.has(id)) running.get(id)?.controller.abort(new StopReason('lease-lost'));
      }
    } catch (error) {
      log.warn({ err: error }, 'the job worker could not renew its leases; it will try again');
    }
  }

  async function scheduleRecurring(): Promise<void> {
    const now = Date.now();
    for (const { kind, everyMs } of recurring) {
      const lane = handlers.get(kind)?.lane;
      if (!lane || !workerLanes.has(lane)) continue;
      const period = Math.floor(now / everyMs);
      if (scheduledPeriod.get(kind) === period) continue;
      await enqueue(db, kind, {}, { runAt: new Date(period * everyMs), singletonKey: `${kind}@${period}` });
      scheduledPeriod.set(kind, period);
    }
  }

  async function poll(): Promise<void> {
    try {
      await scheduleRecurring();
    } catch (error) {
      log.error({ err: error }, 'the job worker could not reach the queue; it will try again');
    }
    await Promise.all([...workerLanes].map((lane) => pump(lane)));
  }

  function loop() {
    if (stopped) return;
    polling = poll().finally(() => {
      if (!stopped) pollTimer = setTimeout(loop, settings.pollMs);
    });
  }

  /**
   * Runs every due job of this worker's lanes (and any that fall due meanwhile), one after
   * another, until none is left; answers how many ran. For tests and tools: a started worker
   * needs no draining.
   */
  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claimJobs(lease, kindsIn(workerLanes), settings.batchSize);
      if (claimed.length === 0) return ran;
      for (const job of claimed) await runOne(job, new AbortController().signal);
      ran += claimed.length;
    }
  }

  const queue = {
    register(kind: string, handler: JobHandler, { lane = 'maintenance' }: RegisterOptions = {}): void {
      if (handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
      handlers.set(kind, { handler, lane });
    },
    /** A job that runs once every `everyMs` (on one instance), from the first period on. */
    every(kind: string, everyMs: number, handler: JobHandler, options: RegisterOptions = {}): void {
      queue.register(kind, handler, options);
      recurring.push({ kind, everyMs });
    },
    enqueue,
    observe(observer: JobObserver): void {
      observers.push(observer);
    },
    /** Wraps every run from now on (one wrapper: tracing). */
    wrapRuns(wrapper: JobWrapper): void {
      wrap = wrapper;
    },
    /** The lane a kind runs in, or undefined for a kind this release does not know. */
    laneOf(kind: string): JobLane | undefined {
      return handlers.get(kind)?.lane;
    },
    /** The lanes this worker runs. */
    lanes: [...workerLanes] as readonly JobLane[],
    /** Wakes the worker now rather than at its next poll (after a request enqueued work). */
    nudge(): void {
      if (stopped) return;
      for (const lane of workerLanes) void pump(lane);
    },
    drain,
    start(): void {
      if (!stopped) return;
      stopped = false;
      heartbeatTimer = setInterval(() => void heartbeat(), settings.heartbeatMs);
      heartbeatTimer.unref();
      loop();
    },
    /**
     * Claims nothing more, lets running jobs finish for up to `stopGraceMs`, then aborts the
     * rest (they go back to the queue for another worker) and waits for them to let go.
     */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      if (pollTimer) clearTimeout(pollTimer);
      await polling;
      const runs = () => [...running.values()].map((run) => run.done);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(runs()),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, settings.stopGraceMs);
        }),
      ]);
      clearTimeout(grace);
      for (const run of running.values()) run.controller.abort(new StopReason('stopping'));
      await Promise.all(runs());
      clearInterval(heartbeatTimer);
    },
  };

  queue.every(SWEEP_FINISHED_JOBS, 24 * 60 * 60_000, async () => {
    await db
      .delete(jobs)
      .where(
        and(
          or(
            lt(jobs.completedAt, sql`now() - make_interval(days => ${FINISHED_JOBS_KEPT_DAYS})`),
            lt(jobs.failedAt, sql`now() - make_interval(days => ${FINISHED_JOBS_KEPT_DAYS})`),
          ),
          isNull(jobs.lockedUntil),
        ),
      );
  });

  return queue;
}

export type JobQueue = ReturnType<typeof createJobQueue>;
