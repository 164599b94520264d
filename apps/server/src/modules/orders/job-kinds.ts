/*
 * The background jobs around an order (ARCHITECTURE: background work). Named here, apart from
 * their handlers, so the services that enqueue them in their transactions and the module that
 * runs them share the names without importing each other.
 */

/**
 * `{ orderId, resentAt? }`: the receipt email of a paid order, with its tax invoice attached;
 * `resentAt` (ISO time) when an admin asked for it again.
 */
export const SEND_RECEIPT_JOB = 'orders.send-receipt';

/** Recurring: asks the gateway about orders left unpaid for more than 30 minutes. */
export const RECONCILE_PAYMENTS_JOB = 'payments.reconcile';
