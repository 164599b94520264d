import type { Executor } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';

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

/** `{ orderId }`: the one email reminding the buyer of an order they left unpaid (issue 31). */
export const CHECKOUT_REMINDER_JOB = 'orders.checkout-reminder';

/** A day after the checkout: long enough past its 30-minute hold to be no interruption. */
export const CHECKOUT_REMINDER_DELAY_MS = 24 * 60 * 60_000;

/**
 * Reminds the buyer, a day later, of an order that needs paying. Enqueue it in the transaction
 * that makes the order; once per order, however often the order is handed back. The job writes
 * only if the order is unpaid by then and the buyer may hear of it (checkout-reminders.ts).
 */
export async function remindOfCheckout(
  executor: Executor,
  jobs: Pick<JobQueue, 'enqueue'>,
  order: { id: string; createdAt: Date },
): Promise<void> {
  await jobs.enqueue(
    executor,
    CHECKOUT_REMINDER_JOB,
    { orderId: order.id },
    {
      singletonKey: `checkout-reminder:${order.id}`,
      runAt: new Date(order.createdAt.getTime() + CHECKOUT_REMINDER_DELAY_MS),
    },
  );
}
