import { z } from './zod';
import { pageQueryFields, paginationSchema } from './paging';

/**
 * Admin → Jobs (issue 26): the background work the store queued, what failed and why, with
 * Retry and Discard. A job's payload may name a student (an address, a name), so the list never
 * carries it: only the ids in it (an order, a refund, a message), which point at what it is about.
 */

/**
 * `failed`: out of attempts. `queued`: waiting (due now, or a retry's later time). `running`: a
 * worker holds its lease now.
 */
export const JOB_STATES = ['failed', 'queued', 'running'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const adminJobsQuerySchema = z.object({
  state: z
    .enum(JOB_STATES, { error: `state must be one of ${JOB_STATES.join(', ')}` })
    .optional()
    .transform((value) => value ?? 'failed'),
  ...pageQueryFields,
});
export type AdminJobsQuery = z.input<typeof adminJobsQuerySchema>;

export const adminJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it is due: for a queued job its next try, for a failed one when its last try was due. */
  runAt: z.string(),
  /** Until when a worker holds it; null unless it is running. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  /** The ids its payload names (`orderId`, `refundId`, `messageId`, ...), and nothing else of it. */
  references: z.record(z.string(), z.string()),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const jobCountsSchema = z.object({
  failed: z.number().int(),
  queued: z.number().int(),
  running: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

export const adminJobsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    jobs: z.array(adminJobSchema),
    /** How many jobs are in each state, for the tabs. */
    counts: jobCountsSchema,
    pagination: paginationSchema,
  }),
});
export type AdminJobsPage = z.infer<typeof adminJobsResponseSchema>['data'];

export const adminJobParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a job number' })
    .int('id must be a job number')
    .min(1, 'id must be a job number')
    .max(Number.MAX_SAFE_INTEGER, 'id must be a job number'),
});

export const adminJobActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const JOB_MESSAGES = {
  notFound: 'No job has this number. It may have finished and been cleared away.',
  retried: 'The job will run again now.',
  notFailed: 'Only a failed job can be retried; this one has not failed.',
  discarded: 'The job was discarded and will not run.',
  running: 'This job is running now. Wait until it finishes or fails, then discard it if you still need to.',
  finished: 'This job has already finished, so there is nothing to discard.',
} as const;
