import type { InvoicingSettings } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { revokePurchase } from '../../modules/access/grants';
import { cancelGift } from '../../modules/gifts/service';
import { recordAuditEvent } from '../../modules/audit/service';
import { returnCouponUse } from '../../modules/coupons/uses';
import { issueCreditNote } from '../../modules/invoices/service';
import {
  applyRefundOutcome,
  queueRefund,
  type ReportedRefund,
  retryFailedRefund,
} from '../../modules/refunds/service';
import { markOrderRefunded, recordPaymentEvent } from '../../modules/orders/commands';
import { findOrderForUpdate } from '../../modules/orders/service';

/*
 * Refunds (issue 12) as they reach orders: an admin's refund of a paid order, and the gateway's
 * word on how a refund went. Each step is the owning module's: access removed by access, the
 * coupon's use returned by coupons, the credit note by invoices, the refund itself by refunds.
 */

export const REFUND_MESSAGES = {
  orderNotFound: 'Order not found',
  alreadyRefunded: 'This order has already been refunded.',
  notPaid: (status: string) => `Only a paid order can be refunded: this one is ${status}.`,
  started: 'Refund started: access is removed and the buyer will be emailed.',
  retried: 'The refund is being tried again.',
  nothingToPay: 'Access removed: this order cost nothing, so no money goes back.',
} as const;

export type RefundContext = {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue' | 'nudge'>;
  invoicing: InvoicingSettings;
};

/**
 * An admin refunds a paid order in full. In one transaction: the access it granted is removed
 * (a claimed gift's, from its recipient; an unclaimed gift's link stops working),
 * its coupon use returned, the order marked refunded, a credit note issued against its invoice,
 * and the refund of its payment queued. Asked again for an order whose refund failed at the
 * gateway, the refund is tried again; otherwise a refunded or unpaid order is a conflict.
 */
export async function refundOrder(
  context: RefundContext,
  admin: { id: string },
  orderId: string,
  note: string | undefined,
  now: Date = new Date(),
): Promise<{ message: string }> {
  if (!isUuid(orderId)) throw new NotFoundError(REFUND_MESSAGES.orderNotFound);
  return context.db.transaction(async (tx) => {
    const order = await findOrderForUpdate(tx, orderId);
    if (!order) throw new NotFoundError(REFUND_MESSAGES.orderNotFound);

    if (order.status === 'refunded') {
      if (!(await retryFailedRefund(tx, context.jobs, order.id)))
        throw new ConflictError(REFUND_MESSAGES.alreadyRefunded);
      return { message: REFUND_MESSAGES.retried };
    }
    if (order.status !== 'paid') throw new ConflictError(REFUND_MESSAGES.notPaid(order.status));

    await revokePurchase(tx, order.id);
    await cancelGift(tx, order.id, now);
    if (order.couponId) await returnCouponUse(tx, order.couponId);
    await markOrderRefunded(tx, order.id, now);
    await issueCreditNote(tx, context.invoicing, order.id, now);
    const details = { amount: toRupees(order.amountPaise), note: note ?? null };
    await recordAuditEvent(tx, {
      actorId: admin.id,
      action: 'order.refund',
      target: { type: 'order', id: order.id },
      details,
    });

    if (order.amountPaise === 0 || !order.gatewayPaymentId) return { message: REFUND_MESSAGES.nothingToPay };
    await queueRefund(tx, context.jobs, {
      orderId: order.id,
      paymentId: order.gatewayPaymentId,
      amountPaise: order.amountPaise,
      currency: order.currency,
      reason: 'admin',
      requestedBy: admin.id,
      note: note ?? null,
    });
    return { message: REFUND_MESSAGES.started };
  });
}

/**
 * A refund's outcome as the gateway's webhook reports it, handled once per event: the event is
 * recorded in the same transaction as the refund's change.
 */
export async function applyReportedRefund(
  db: Database,
  jobs: Pick<JobQueue, 'enqueue' | 'nudge'>,
  reported: ReportedRefund,
  now: Date = new Date(),
): Promise<'updated' | 'duplicate-event' | 'unknown-refund' | 'no-change'> {
  return db.transaction(async (tx) => {
    if (
      reported.eventId &&
      !(await recordPaymentEvent(tx, {
        eventId: reported.eventId,
        type: reported.eventType,
        receivedAt: now,
      }))
    )
      return 'duplicate-event';
    return applyRefundOutcome(tx, jobs, reported, now);
  });
}
