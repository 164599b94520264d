/*
 * The projects module's background jobs (issue 30), named apart from their handlers
 * (mail-jobs.ts) so the flow that enqueues them imports only this.
 */

/** `{ projectId, version }`: the email telling the student the academy answered that version. */
export const SEND_PROJECT_FEEDBACK_JOB = 'projects.send-feedback';
