import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../infrastructure/jobs';
import { GatewayUnavailableError } from '../../infrastructure/payments/gateway';
import { markOrderReconciled } from '../../modules/orders/commands';
import { RECONCILE_PAYMENTS_JOB } from '../../modules/orders/job-kinds';
import { ordersDueForReconciliation } from '../../modules/orders/service';
import { type ReconciliationRun, recordReconciliationRun } from '../../modules/payments/service';
import { fulfil, type OrderContext } from '../checkout/checkout';

/*
 * Reconciliation (issue 12): a lost webhook and a closed tab must lose nothing. Every few
 * minutes the gateway is asked about orders left unpaid for more than half an hour; a payment
 * it captured (or only authorized, which is captured now) is credited exactly as the webhook
 * would have. An order nobody paid within a day is closed. Each run is recorded for the admin's
 * dashboard.
 */

/** An order is first asked about this long after it was made. */
const SETTLE_MS = 30 * 60_000;
/** Unpaid this long with no payment at all: the checkout was abandoned. */
const ABANDONED_MS = 24 * 60 * 60_000;
/** Cancelled and abandoned orders are still asked about for this long: a late payment is refunded. */
const WATCH_MS = 72 * 60 * 60_000;
/** Orders asked about per run; the rest wait for the next run. */
const BATCH = 100;
export const RECONCILE_EVERY_MS = 10 * 60_000;

/** One run: asks the gateway about every order due a look and records what it found. */
export async function reconcilePayments(
  context: OrderContext,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<ReconciliationRun> {
  const { db, gateway } = context;
  const run: ReconciliationRun = { checked: 0, recovered: 0, refunded: 0, closed: 0, errors: 0 };
  const settled = new Date(now.getTime() - SETTLE_MS);
  const due = await ordersDueForReconciliation(db, {
    provider: gateway.provider,
    settledBefore: settled,
    watchedSince: new Date(now.getTime() - WATCH_MS),
    now,
    limit: BATCH,
  });

  for (const order of due) {
    if (!order.gatewayOrderId) continue;
    run.checked += 1;
    try {
      const payments = await gateway.fetchOrderPayments(order.gatewayOrderId);
      for (const payment of payments) {
        if (payment.orderId !== order.gatewayOrderId || payment.status !== 'authorized') continue;
        // Captures it (Razorpay refunds an authorized payment nobody captures after some days).
        const confirmation = await gateway.confirmPayment({
          gatewayOrderId: order.gatewayOrderId,
          paymentId: payment.id,
          amountPaise: order.amountPaise,
          currency: order.currency,
        });
        if (confirmation.ok) payment.status = confirmation.payment.status;
      }
      const captured = payments.filter(
        (payment) =>
          payment.status === 'captured' &&
          payment.orderId === order.gatewayOrderId &&
          payment.amount === order.amountPaise &&
          payment.currency === order.currency,
      );
      for (const payment of captured) {
        const result = await db.transaction((tx) =>
          fulfil(
            tx,
            context,
            order,
            {
              id: payment.id,
              amountPaise: payment.amount,
              currency: payment.currency,
              via: 'reconciliation',
            },
            now,
          ),
        );
        if (result.outcome === 'fulfilled') run.recovered += 1;
        if (result.outcome === 'refunding') run.refunded += 1;
      }
      const abandoned =
        captured.length === 0 &&
        order.status === 'created' &&
        order.createdAt.getTime() < now.getTime() - ABANDONED_MS;
      await markOrderReconciled(db, order.id, now, { abandoned });
      if (abandoned) run.closed += 1;
    } catch (error) {
      run.errors += 1;
      if (!(error instanceof GatewayUnavailableError)) throw error;
      log.warn({ orderId: order.id, err: error }, 'reconciliation could not ask the gateway about an order');
    }
  }
  await recordReconciliationRun(db, now, run);
  if (run.recovered > 0 || run.refunded > 0)
    log.info(run, 'reconciliation credited payments the webhook missed');
  return run;
}

/** Runs reconciliation every few minutes on one instance (the job queue's recurring jobs). */
export function registerReconciliation(queue: JobQueue, context: OrderContext, log: FastifyBaseLogger): void {
  queue.every(
    RECONCILE_PAYMENTS_JOB,
    RECONCILE_EVERY_MS,
    async () => {
      await reconcilePayments(context, log);
    },
    { lane: 'money' },
  );
}
