import { RESEND_RECEIPT_MESSAGES } from '@academy/shared/admin-orders';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { SEND_RECEIPT_JOB } from '../orders/job-kinds';
import { ORDER_MESSAGES } from '../orders/messages';
import { findOrder } from '../orders/service';

/**
 * An admin's "Resend receipt" (issue 26): the receipt job of a paid order, enqueued again. The
 * job writes a receipt once per order; `resentAt` asks it for one more, once, and comes from the
 * database's clock, which also stamps the message it is compared with.
 */
export async function resendReceipt(db: Database, jobs: JobQueue, orderId: string): Promise<void> {
  const order = await findOrder(db, orderId);
  if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  if (order.status !== 'paid') throw new ConflictError(RESEND_RECEIPT_MESSAGES.notPaid);
  const result = (await db.execute(sql`select now() as now`)) as { rows: { now: Date | string }[] };
  const resentAt = new Date(result.rows[0]?.now ?? Date.now()).toISOString();
  // No singleton key: the first receipt's job holds `receipt:<order>`, and each resend is its own.
  await jobs.enqueue(db, SEND_RECEIPT_JOB, { orderId: order.id, resentAt });
  jobs.nudge();
}
