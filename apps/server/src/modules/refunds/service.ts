import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type RefundRow, refunds } from '../../db/schema/refunds';
import type { JobQueue } from '../../infrastructure/jobs';
import type { PaymentGateway } from '../../infrastructure/payments/gateway';
import { PROCESS_REFUND_JOB, SEND_REFUND_EMAIL_JOB } from './job-kinds';

/*
 * Money going back to buyers (issue 12). The refunds module owns the `refunds` table: one row
 * per payment refunded, written in the same transaction as what caused it (an admin's refund,
 * or a payment that bought nothing), then handed to the gateway by a job that is retried until
 * the gateway answers. The buyer hears about each stage by email. The flows that reach orders,
 * coupons and invoices are the refund workflow's (src/workflows/refunds/refund.ts).
 */

export type RefundReason = RefundRow['reason'];

type RefundJobs = Pick<JobQueue, 'enqueue' | 'nudge'>;

/**
 * Records that `paymentId` is to be refunded and queues the gateway call and the buyer's email,
 * in the caller's transaction. A payment already recorded changes nothing: it is refunded once.
 */
export async function queueRefund(
  tx: Executor,
  jobs: RefundJobs,
  refund: {
    orderId: string;
    paymentId: string;
    amountPaise: number;
    currency: string;
    reason: RefundReason;
    requestedBy?: string | null;
    note?: string | null;
  },
): Promise<{ refundId: string } | null> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      currency: refund.currency,
      reason: refund.reason,
      requestedBy: refund.requestedBy ?? null,
      note: refund.note ?? null,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  if (!row) return null;
  await jobs.enqueue(tx, PROCESS_REFUND_JOB, { refundId: row.id }, { maxAttempts: 20 });
  await jobs.enqueue(tx, SEND_REFUND_EMAIL_JOB, { refundId: row.id, stage: 'started' });
  jobs.nudge();
  return { refundId: row.id };
}

/**
 * Queues again the admin's refund of `orderId` that failed at the gateway, in the caller's
 * transaction; false when there is none to retry.
 */
export async function retryFailedRefund(tx: Executor, jobs: RefundJobs, orderId: string): Promise<boolean> {
  const [again] = await tx
    .update(refunds)
    .set({ status: 'queued', failureReason: null })
    .where(and(eq(refunds.orderId, orderId), eq(refunds.reason, 'admin'), eq(refunds.status, 'failed')))
    .returning({ id: refunds.id });
  if (!again) return false;
  await jobs.enqueue(tx, PROCESS_REFUND_JOB, { refundId: again.id }, { maxAttempts: 20 });
  jobs.nudge();
  return true;
}

/**
 * The job behind every refund: asks the gateway to refund the payment and records its answer.
 * The refund's id travels as the gateway's receipt, so a retry after a crash finds the refund
 * already made instead of making a second. A gateway that cannot be reached throws, and the
 * job is retried with backoff; a gateway that refuses marks the refund failed for an admin.
 */
export async function processRefund(
  db: Database,
  gateway: PaymentGateway,
  jobs: RefundJobs,
  refundId: string,
  now: Date = new Date(),
): Promise<RefundRow['status'] | 'gone'> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return 'gone';
  if (refund.status !== 'queued') return refund.status;

  const result = await gateway.refundPayment({
    paymentId: refund.paymentId,
    amountPaise: refund.amountPaise,
    receipt: refund.id,
    notes: { orderId: refund.orderId, reason: refund.reason },
  });
  const update = result.ok
    ? {
        status: result.refund.status,
        gatewayRefundId: result.refund.id,
        processedAt: result.refund.status === 'processed' ? now : null,
        failureReason: result.refund.status === 'failed' ? 'The gateway could not refund the payment' : null,
      }
    : { status: 'failed' as const, failureReason: result.reason };
  return db.transaction(async (tx) => {
    // The refund's webhook may have got here first: then it has said what happened.
    const [updated] = await tx
      .update(refunds)
      .set(update)
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'queued')))
      .returning({ status: refunds.status });
    if (!updated) return refund.status;
    if (updated.status === 'processed' || updated.status === 'failed') {
      await jobs.enqueue(tx, SEND_REFUND_EMAIL_JOB, { refundId: refund.id, stage: updated.status });
      jobs.nudge();
    }
    return updated.status;
  });
}

export type ReportedRefund = {
  eventId: string | undefined;
  eventType: 'refund.processed' | 'refund.failed';
  refundId: string;
  paymentId: string;
};

/**
 * A refund's outcome as the gateway's webhook reports it, in the caller's transaction (which
 * records the event). The refund is found by the gateway's id or, when the webhook beats our own
 * job's record, by its payment.
 */
export async function applyRefundOutcome(
  tx: Executor,
  jobs: RefundJobs,
  reported: ReportedRefund,
  now: Date,
): Promise<'updated' | 'unknown-refund' | 'no-change'> {
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(or(eq(refunds.gatewayRefundId, reported.refundId), eq(refunds.paymentId, reported.paymentId)))
    .limit(1)
    .for('update');
  if (!refund) return 'unknown-refund';
  const status = reported.eventType === 'refund.processed' ? 'processed' : 'failed';
  // Processed and failed are final at the gateway: a late or repeated event changes nothing.
  if (refund.status === 'processed' || refund.status === 'failed') return 'no-change';
  await tx
    .update(refunds)
    .set({
      status,
      gatewayRefundId: reported.refundId,
      processedAt: status === 'processed' ? now : null,
      failureReason: status === 'failed' ? 'The gateway reported the refund failed' : null,
    })
    .where(eq(refunds.id, refund.id));
  await jobs.enqueue(tx, SEND_REFUND_EMAIL_JOB, { refundId: refund.id, stage: status });
  jobs.nudge();
  return 'updated';
}

/** Registers the refund job; the gateway is the one the server was built with. */
export function registerRefundJobs(
  queue: JobQueue,
  { db, gateway, log }: { db: Database; gateway: PaymentGateway; log: FastifyBaseLogger },
): void {
  queue.register(
    PROCESS_REFUND_JOB,
    async (payload) => {
      const { refundId } = payload as { refundId: string };
      const status = await processRefund(db, gateway, queue, refundId);
      if (status === 'failed') log.warn({ refundId }, 'a refund failed at the gateway: an admin should look');
    },
    { lane: 'money' },
  );
}

export async function findRefund(db: Executor, refundId: string): Promise<RefundRow | undefined> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return refund;
}

/** Refunds made since then without an admin asking: late or duplicate payments given back. */
export async function countAutomaticRefunds(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(refunds)
    .where(and(sql`${refunds.reason} <> 'admin'`, gte(refunds.createdAt, since)));
  return row?.count ?? 0;
}
