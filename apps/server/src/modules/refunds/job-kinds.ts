/*
 * The refund jobs (ARCHITECTURE: background work). Named here, apart from their handlers, so the
 * workflows that enqueue them in their transactions and the modules that run them share the
 * names without importing each other.
 */

/**
 * `{ refundId, stage }`: tells the buyer about a refund. `started` when it is queued (an admin's
 * refund, or an automatic one with its reason), `processed` when the money is on its way back,
 * `failed` when the gateway could not refund it.
 */
export const SEND_REFUND_EMAIL_JOB = 'refunds.send-email';

/** `{ refundId }`: asks the gateway to refund the payment (retried with backoff). */
export const PROCESS_REFUND_JOB = 'refunds.process';
