import type { FastifyBaseLogger } from 'fastify';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { connectionPool, type Database } from '../db/client';
import { jobs } from '../db/schema/infrastructure';
import type { JobQueue } from './jobs';

/*
 * The store's Prometheus metrics (issue 13, "Watchable"). One registry per app, never
 * prom-client's global one: tests build many apps in one process. Request metrics are labelled
 * by route pattern (`/api/media/stream/:assetId`), never by the URL, so ids, signatures and
 * query strings never become label values; anything no route matched is "unmatched".
 * Pool and queue gauges are read when Prometheus scrapes, not kept up to date in between.
 */

export const UNMATCHED_ROUTE = 'unmatched';

const PREFIX = 'store_';
const JOB_STATES = ['due', 'scheduled', 'running', 'failed'] as const;
/**
 * Releases a browser error is counted under, at most: anyone may report one with any release,
 * and each new label value is a series Prometheus keeps. Later ones are counted as "other".
 */
const MAX_CLIENT_ERROR_RELEASES = 20;
const OTHER_RELEASE = 'other';

export type RequestSample = { method: string; route: string; statusCode: number; seconds: number };

export function createMetrics({
  db,
  jobQueue,
  log,
}: {
  db: Database;
  jobQueue: JobQueue;
  log: FastifyBaseLogger;
}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status class (2xx, 4xx, ...).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const abortedRequests = new Counter({
    name: `${PREFIX}http_requests_aborted_total`,
    help: 'HTTP requests whose client went away before the answer was sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const databaseErrors = new Counter({
    name: `${PREFIX}database_errors_total`,
    help: 'Database errors that failed a request or dropped a pooled connection, by SQLSTATE ("none": a lost connection or a client-side timeout).',
    labelNames: ['code'] as const,
    registers,
  });

  const pool = connectionPool(db);
  new Gauge({
    name: `${PREFIX}database_info`,
    help: 'The database driver: pglite (embedded, one connection) or postgres (a connection pool).',
    labelNames: ['driver'] as const,
    registers,
  }).set({ driver: pool ? 'postgres' : 'pglite' }, 1);
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name: `${PREFIX}database_pool_${name}`,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge('clients', 'Connections the pool holds, busy or idle.', () => pool.totalCount);
    poolGauge('idle_clients', 'Pooled connections waiting for a query.', () => pool.idleCount);
    poolGauge('waiting_requests', 'Queries waiting for a free connection.', () => pool.waitingCount);
  }

  // Both job gauges read one pass over the queue per scrape: Prometheus collects them together.
  let counting: Promise<JobCounts[]> | undefined;
  const countOnce = () => {
    counting ??= countJobs(db).finally(() => {
      counting = undefined;
    });
    return counting;
  };
  const jobGauge = (
    name: string,
    help: string,
    labelNames: string[],
    read: (gauge: Gauge, row: JobCounts) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        try {
          for (const row of await countOnce()) read(this, row);
        } catch (error) {
          log.warn({ err: error }, 'metrics: the job queue could not be counted');
        }
      },
    });
  jobGauge(
    `${PREFIX}jobs`,
    'Background jobs by kind and state: due (waiting to run), scheduled (a later run or retry), running (leased by a worker), failed (out of attempts; kept 14 days).',
    ['kind', 'state'],
    (gauge, row) => {
      for (const state of JOB_STATES) gauge.set({ kind: row.kind, state }, Number(row[state]));
    },
  );
  jobGauge(
    `${PREFIX}job_oldest_due_seconds`,
    'How long the job that has waited longest to run has been due, by kind (0: none is due). A mail that waits is a password reset that has not arrived.',
    ['kind'],
    (gauge, row) => gauge.set({ kind: row.kind }, Number(row.oldest_due_seconds ?? 0)),
  );

  const jobRuns = new Counter({
    name: `${PREFIX}job_runs_total`,
    help: 'Job runs by kind and outcome: completed, retried (failed, attempts left), failed (for good) or released (handed back unfinished by a stopping worker).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: `${PREFIX}job_duration_seconds`,
    help: 'Time one job run took, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  jobQueue.observe((kind, outcome, seconds) => {
    jobRuns.inc({ kind, outcome });
    jobSeconds.observe({ kind }, seconds);
  });

  const clientErrors = new Counter({
    name: `${PREFIX}client_errors_total`,
    help: `Errors the web app reported from browsers (POST /api/client-errors), by web release (the first ${MAX_CLIENT_ERROR_RELEASES} seen; "${OTHER_RELEASE}" after).`,
    labelNames: ['release'] as const,
    registers,
  });
  const clientErrorReleases = new Set<string>();

  const onPoolError = (error: Error) => databaseErrors.inc({ code: sqlState(error) ?? 'none' });
  pool?.on('error', onPoolError);

  return {
    registry,
    request({ method, route, statusCode, seconds }: RequestSample): void {
      requests.inc({ method, route, status_code: String(statusCode) });
      requestSeconds.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    aborted(method: string, route: string): void {
      abortedRequests.inc({ method, route });
    },
    /** Counts `error` if a database query caused it (drizzle wraps the driver's error as its cause). */
    requestError(error: unknown): void {
      if (!isDatabaseError(error)) return;
      databaseErrors.inc({ code: sqlState(error) ?? 'none' });
    },
    clientError(release: string): void {
      if (!clientErrorReleases.has(release) && clientErrorReleases.size < MAX_CLIENT_ERROR_RELEASES) {
        clientErrorReleases.add(release);
      }
      clientErrors.inc({ release: clientErrorReleases.has(release) ? release : OTHER_RELEASE });
    },
    close(): void {
      pool?.off('error', onPoolError);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

type JobCounts = { kind: string; oldest_due_seconds: string | number | null } & Record<
  (typeof JOB_STATES)[number],
  string | number
>;

/**
 * One pass over the unfinished and failed jobs, through the index on completed_at (completed
 * jobs, the bulk of the table, are skipped), grouped by kind.
 */
async function countJobs(db: Database) {
  const result = (await db.execute(sql`
    select kind,
      count(*) filter (where failed_at is null and run_at <= now()
        and (locked_until is null or locked_until <= now())) as due,
      count(*) filter (where failed_at is null and run_at > now()
        and (locked_until is null or locked_until <= now())) as scheduled,
      count(*) filter (where failed_at is null and locked_until > now()) as running,
      count(*) filter (where failed_at is not null) as failed,
      extract(epoch from now() - min(run_at) filter (where failed_at is null and run_at <= now()
        and (locked_until is null or locked_until <= now()))) as oldest_due_seconds
    from ${jobs}
    where completed_at is null
    group by kind`)) as { rows: JobCounts[] };
  return result.rows;
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

function isDatabaseError(error: unknown): boolean {
  return causes(error).some((cause) => cause instanceof DrizzleQueryError);
}

/** The five-character SQLSTATE of a PostgreSQL (or PGlite) error, if the error carries one. */
function sqlState(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
