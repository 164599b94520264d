/*
 * The background jobs around an order (ARCHITECTURE: background work). Named here, apart from
 * their handlers, so the services that enqueue them in their transactions and the module that
 * runs them share the names without importing each other.
 */

/** `{ orderId }`: the receipt email of a paid order, with its tax invoice attached. */
export const SEND_RECEIPT_JOB = 'orders.send-receipt';

/**
 * `{ refundId, stage }`: tells the buyer about a refund. `started` when it is queued (an admin's
 * refund, or an automatic one with its reason), `processed` when the money is on its way back,
 * `failed` when the gateway could not refund it.
 */
export const SEND_REFUND_EMAIL_JOB = 'refunds.send-email';

/** `{ refundId }`: asks the gateway to refund the payment (retried with backoff). */
export const PROCESS_REFUND_JOB = 'refunds.process';

/** Recurring: asks the gateway about orders left unpaid for more than 30 minutes. */
export const RECONCILE_PAYMENTS_JOB = 'payments.reconcile';
