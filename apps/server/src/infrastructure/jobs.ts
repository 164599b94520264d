import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { type JobRow, jobs } from '../db/schema/infrastructure';

/*
 * The durable job queue (ARCHITECTURE: background work). Jobs are rows in the `jobs` table,
 * so they survive a restart and are enqueued in the same transaction as the change that
 * causes them. A worker claims due jobs with FOR UPDATE SKIP LOCKED (several server instances
 * share one queue), runs their handler and marks them done; a handler that throws is retried
 * with exponential backoff until its attempts run out. Handlers must be idempotent: a worker
 * that dies mid-job leaves it to be claimed again once its lease ends.
 */

export type JobHandler = (payload: unknown, job: { id: number; attempt: number }) => Promise<void>;

export type EnqueueOptions = {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** At most one job with this key ever exists: a second enqueue is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job is a worker's before another may take it. */
  leaseMs?: number;
  /** The first retry's delay; each further retry doubles it, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Jobs one claim takes. */
  batchSize?: number;
};

type Recurring = { kind: string; everyMs: number };

/** How a run ended: done, failed with attempts left, or failed for good. */
export type JobOutcome = 'completed' | 'retried' | 'failed';
/** Told of every run (the metrics count them); must not throw. */
export type JobObserver = (kind: string, outcome: JobOutcome, seconds: number) => void;

const DEFAULTS = {
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  batchSize: 10,
} satisfies Required<JobQueueOptions>;

/** Finished jobs kept this long (for an admin's look), then deleted by the sweep. */
const FINISHED_JOBS_KEPT_DAYS = 14;

export const SWEEP_FINISHED_JOBS = 'jobs.sweep-finished';

/** The delay before retry `attempt` (1-based): backoff doubling per attempt, with up to 20 % jitter. */
export function retryDelayMs(attempt: number, backoffMs: number, maxBackoffMs: number): number {
  const base = Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

export function createJobQueue(db: Database, log: FastifyBaseLogger, options: JobQueueOptions = {}) {
  const settings = { ...DEFAULTS, ...options };
  const handlers = new Map<string, JobHandler>();
  const recurring: Recurring[] = [];
  const observers: JobObserver[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;
  let current: Promise<void> = Promise.resolve();

  async function enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown> = {},
    { runAt, singletonKey, maxAttempts }: EnqueueOptions = {},
  ): Promise<void> {
    await executor
      .insert(jobs)
      .values({
        kind,
        payload,
        runAt: runAt ?? sql`now()`,
        singletonKey: singletonKey ?? null,
        ...(maxAttempts ? { maxAttempts } : {}),
      })
      .onConflictDoNothing();
  }

  /** Due jobs of the kinds this worker knows, leased to it. */
  async function claim(): Promise<JobRow[]> {
    // A worker of an older or newer release leaves kinds it has no handler for to the others.
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const result = (await db.execute(sql`
      update ${jobs}
      set locked_until = now() + make_interval(secs => ${settings.leaseMs / 1000}),
          attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where completed_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
          and ${inArray(jobs.kind, kinds)}
        order by run_at, id
        limit ${settings.batchSize}
        for update skip locked
      )
      returning id`)) as { rows: { id: number | string }[] };
    const ids = result.rows.map((row) => Number(row.id));
    if (ids.length === 0) return [];
    return db.select().from(jobs).where(inArray(jobs.id, ids));
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    const started = performance.now();
    const report = (outcome: JobOutcome) => {
      for (const observe of observers) observe(job.kind, outcome, (performance.now() - started) / 1000);
    };
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { id: job.id, attempt: job.attempts });
      await db
        .update(jobs)
        .set({ completedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
      report('completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalAttempt = job.attempts >= job.maxAttempts;
      const delay = retryDelayMs(job.attempts, settings.backoffMs, settings.maxBackoffMs);
      await db
        .update(jobs)
        .set(
          finalAttempt
            ? { failedAt: sql`now()`, lockedUntil: null, lastError: message }
            : {
                runAt: sql`now() + make_interval(secs => ${delay / 1000})`,
                lockedUntil: null,
                lastError: message,
              },
        )
        .where(eq(jobs.id, job.id));
      report(finalAttempt ? 'failed' : 'retried');
      log[finalAttempt ? 'error' : 'warn'](
        { job: { id: job.id, kind: job.kind, attempt: job.attempts }, err: error },
        finalAttempt ? 'job failed for good' : 'job failed; it will be retried',
      );
    }
  }

  async function scheduleRecurring(): Promise<void> {
    const now = Date.now();
    for (const { kind, everyMs } of recurring) {
      const period = Math.floor(now / everyMs);
      await enqueue(db, kind, {}, { runAt: new Date(period * everyMs), singletonKey: `${kind}@${period}` });
    }
  }

  /** Runs every due job (and any that fall due meanwhile) until none is left; answers how many ran. */
  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claim();
      if (claimed.length === 0) return ran;
      for (const job of claimed) await runOne(job);
      ran += claimed.length;
    }
  }

  async function tick(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      await scheduleRecurring();
      await drain();
    } catch (error) {
      log.error({ err: error }, 'the job worker could not reach the queue; it will try again');
    } finally {
      running = false;
    }
  }

  function loop() {
    if (stopped) return;
    current = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, settings.pollMs);
    });
  }

  const queue = {
    register(kind: string, handler: JobHandler): void {
      if (handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
      handlers.set(kind, handler);
    },
    /** A job that runs once every `everyMs` (on one instance), from the first period on. */
    every(kind: string, everyMs: number, handler: JobHandler): void {
      queue.register(kind, handler);
      recurring.push({ kind, everyMs });
    },
    enqueue,
    observe(observer: JobObserver): void {
      observers.push(observer);
    },
    /** Wakes the worker now rather than at its next poll (after a request enqueued work). */
    nudge(): void {
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      loop();
    },
    drain,
    start(): void {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
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
