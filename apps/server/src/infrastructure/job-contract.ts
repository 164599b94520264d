import type { JobLane } from './job-lanes';

/*
 * What the job queue (jobs.ts) promises its handlers and callers: the lanes' slots, a handler's
 * context, the options of registering, enqueueing and the queue itself, how a run ends, and why
 * a running job's signal is aborted.
 */

/**
 * Jobs each lane runs at once on one instance. Mail is waiting on SMTP, not the CPU; documents
 * (receipts, credit notes) lay out PDFs in the PDF worker threads; a transcode takes the cores
 * it is given (FFMPEG_THREADS), so one at a time.
 */
export const LANE_SLOTS: Readonly<Record<JobLane, number>> = {
  mail: 4,
  documents: 4,
  money: 2,
  media: 1,
  maintenance: 1,
};

export type JobContext = {
  id: number;
  attempt: number;
  /**
   * Aborted when the worker stops (the job is handed back to the queue, its attempt not
   * counted) or loses its lease. A long handler passes it on (ffmpeg is killed); a short one may
   * ignore it and finish.
   */
  signal: AbortSignal;
};

export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export type RegisterOptions = { lane?: JobLane };

export type EnqueueOptions = {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** At most one job with this key ever exists: a second enqueue is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
  /** Higher runs first within its lane; below zero waits for everything else (the demo's streams). */
  priority?: number;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job is a worker's before another may take it, unless renewed. */
  leaseMs?: number;
  /** How often a running job's lease is renewed. */
  heartbeatMs?: number;
  /** The first retry's delay; each further retry doubles it, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Jobs one `drain` claim takes. */
  batchSize?: number;
  /** The lanes this worker runs (default: all). */
  lanes?: readonly JobLane[];
  /** Slots per lane, in place of LANE_SLOTS. */
  slots?: Partial<Record<JobLane, number>>;
  /** How long `stop` lets running jobs finish before it aborts them. */
  stopGraceMs?: number;
};

/** How a run ended: done, failed with attempts left, failed for good, or handed back on a stop. */
export type JobOutcome = 'completed' | 'retried' | 'failed' | 'released';
/** Told of every run (the metrics count them); must not throw. */
export type JobObserver = (kind: string, outcome: JobOutcome, seconds: number) => void;
/** Wraps every run (tracing); must call and answer `run`. */
export type JobWrapper = (job: { kind: string; id: number }, run: () => Promise<void>) => Promise<void>;

/** The delay before retry `attempt` (1-based): backoff doubling per attempt, with up to 20 % jitter. */
export function retryDelayMs(attempt: number, backoffMs: number, maxBackoffMs: number): number {
  const base = Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

/** Why a job's signal was aborted. */
export class StopReason extends Error {
  constructor(override readonly cause: 'stopping' | 'lease-lost') {
    super(cause === 'stopping' ? 'The worker is stopping.' : 'Another worker holds this job now.');
  }
}

/**
 * Whether a job's signal was aborted to hand the job back to the queue (the worker stops), as
 * opposed to its lease having been taken: then the new holder owns whatever the job records.
 */
export function isHandedBack(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof StopReason && signal.reason.cause === 'stopping';
}
