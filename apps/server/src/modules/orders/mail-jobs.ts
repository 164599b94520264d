import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mailMessages } from '../../db/schema/infrastructure';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/refunds';
import { users } from '../../db/schema/users';
import type { JobQueue } from '../../infrastructure/jobs';
import type { MailAttachment, Mailer, OutgoingMail } from '../../infrastructure/mail/mailer';
import { taxDocumentFilename } from '../invoices/formatting';
import { renderTaxDocumentPdf } from '../invoices/pdf';
import { findDocument, type TaxDocument } from '../invoices/service';
import {
  receiptEmail,
  REFUND_KINDS,
  refundFailedEmail,
  refundProcessedEmail,
  type RefundNotice,
  refundStartedEmail,
} from './emails';
import { SEND_REFUND_EMAIL_JOB } from '../refunds/job-kinds';
import { SEND_RECEIPT_JOB } from './job-kinds';

/*
 * The jobs that write the receipt and refund emails (issue 12). The order and refund services
 * enqueue them in the transactions that pay or refund; these handlers read what they need and
 * write the message, with its PDF, to the outbox. A job may run twice (a retry after a crash,
 * or two enqueues of the same news), so each message is written once: under a lock on its key,
 * a message of the same kind to the same account that names the same order (or payment) counts
 * as already sent.
 */

export type OrderMailDependencies = { db: Database; mailer: Mailer; publicUrl: string };

type RefundStage = keyof typeof REFUND_KINDS;

async function attachmentOf(document: TaxDocument, invoice?: TaxDocument): Promise<MailAttachment> {
  return {
    filename: taxDocumentFilename(document),
    contentType: 'application/pdf',
    content: await renderTaxDocumentPdf(document, invoice),
  };
}

/**
 * Writes `mail` unless a message of its kind to `userId` whose text names `reference` exists.
 * The transaction-scoped advisory lock makes two runs for the same key take turns.
 */
async function sendOnce(
  { db, mailer }: OrderMailDependencies,
  key: string,
  reference: string,
  mail: OutgoingMail & { userId: string },
): Promise<void> {
  await db.transaction(async (tx: Executor) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [sent] = await tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.kind, mail.kind),
          eq(mailMessages.userId, mail.userId),
          sql`strpos(${mailMessages.text}, ${reference}) > 0`,
        ),
      )
      .limit(1);
    if (sent) return;
    await mailer.send(tx, mail);
  });
}

async function buyerOf(db: Database, userId: string) {
  const [buyer] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return buyer;
}

async function itemsOf(db: Database, orderId: string) {
  return (
    db
      .select({
        title: orderItems.title,
        listPricePaise: orderItems.listPricePaise,
        pricePaise: orderItems.pricePaise,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      // Courses first, then assets, each by title: as the order page lists them.
      .orderBy(desc(orderItems.itemType), asc(orderItems.title), asc(orderItems.id))
  );
}

/** The receipt of a paid order, with its tax invoice attached when it has one. */
export async function sendReceipt(deps: OrderMailDependencies, orderId: string): Promise<void> {
  const { db, publicUrl } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  // Never paid (or gone): there is nothing to give a receipt for.
  if (!order?.paidAt) return;
  const buyer = await buyerOf(db, order.userId);
  if (!buyer) return;
  const [items, invoice] = await Promise.all([itemsOf(db, order.id), findDocument(db, order.id, 'invoice')]);
  const mail = receiptEmail(
    buyer,
    {
      id: order.id,
      paidAt: order.paidAt,
      gatewayPaymentId: order.gatewayPaymentId,
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      couponCode: order.couponCode,
      amountPaise: order.amountPaise,
      items,
    },
    invoice,
    publicUrl,
  );
  await sendOnce(deps, `receipt:${order.id}`, order.id, {
    ...mail,
    userId: buyer.id,
    attachments: invoice ? [await attachmentOf(invoice)] : [],
  });
}

/** Tells the buyer a refund started, went through, or failed; an admin's refund carries its credit note. */
export async function sendRefundEmail(
  deps: OrderMailDependencies,
  refundId: string,
  stage: RefundStage,
): Promise<void> {
  const { db, publicUrl } = deps;
  const [refund] = await db
    .select({
      reason: refunds.reason,
      amountPaise: refunds.amountPaise,
      paymentId: refunds.paymentId,
      gatewayRefundId: refunds.gatewayRefundId,
      orderId: orders.id,
      userId: orders.userId,
      couponCode: orders.couponCode,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!refund) return;
  const buyer = await buyerOf(db, refund.userId);
  if (!buyer) return;
  const items = await itemsOf(db, refund.orderId);
  const notice: RefundNotice = {
    reason: refund.reason,
    amountPaise: refund.amountPaise,
    paymentId: refund.paymentId,
    gatewayRefundId: refund.gatewayRefundId,
    order: { id: refund.orderId, couponCode: refund.couponCode, titles: items.map((item) => item.title) },
  };

  let mail: OutgoingMail;
  if (stage === 'started') {
    // Only an admin's refund reverses the sale; an automatic one returns a payment nothing was bought with.
    const [creditNote, invoice] =
      refund.reason === 'admin'
        ? await Promise.all([
            findDocument(db, refund.orderId, 'credit-note'),
            findDocument(db, refund.orderId, 'invoice'),
          ])
        : [undefined, undefined];
    mail = {
      ...refundStartedEmail(buyer, notice, { creditNote, invoice }, publicUrl),
      attachments: creditNote ? [await attachmentOf(creditNote, invoice)] : [],
    };
  } else if (stage === 'processed') {
    mail = refundProcessedEmail(buyer, notice, publicUrl);
  } else {
    mail = refundFailedEmail(buyer, notice, publicUrl);
  }
  await sendOnce(deps, `refund-email:${refundId}:${stage}`, refund.paymentId, { ...mail, userId: buyer.id });
}

const isStage = (stage: unknown): stage is RefundStage =>
  typeof stage === 'string' && Object.hasOwn(REFUND_KINDS, stage);

/** Registers the receipt and refund email jobs on the queue. */
export function registerOrderMailJobs(queue: JobQueue, deps: OrderMailDependencies): void {
  queue.register(SEND_RECEIPT_JOB, async (payload) => {
    const { orderId } = payload as { orderId: string };
    await sendReceipt(deps, orderId);
  });
  queue.register(SEND_REFUND_EMAIL_JOB, async (payload) => {
    const { refundId, stage } = payload as { refundId: string; stage: unknown };
    if (!isStage(stage)) throw new Error(`Unknown refund email stage ${String(stage)}`);
    await sendRefundEmail(deps, refundId, stage);
  });
}
