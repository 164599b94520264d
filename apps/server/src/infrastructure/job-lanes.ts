/*
 * The lanes background jobs run in (issue 26), apart from the queue itself so that the
 * configuration can name them: `JOB_WORKER=media` puts a process on transcoding alone.
 */

/** Where a job kind runs. Each lane has its own slots; an instance runs the lanes JOB_WORKER names. */
export const JOB_LANES = ['mail', 'documents', 'money', 'media', 'maintenance'] as const;
export type JobLane = (typeof JOB_LANES)[number];
