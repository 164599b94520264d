import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';
import { mailAlreadyWritten } from '../../infrastructure/mail/already-written';
import type { MailAttachment, Mailer, OutgoingMail } from '../../infrastructure/mail/mailer';
import type { PdfWorkers } from '../../pdf-pool';
import { taxDocumentFilename } from '../invoices/formatting';
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
import { findRefund } from '../refunds/service';
import { findAccount } from '../users/lookups';
import { orderNumberOf } from './order-number';
import { findOrder, orderLinesOf } from './service';
import { SEND_RECEIPT_JOB } from './job-kinds';

/*
 * The jobs that write the receipt and refund emails (issue 12). The order and refund services
 * enqueue them in the transactions that pay or refund; these handlers read what they need and
 * write the message, with its PDF, to the outbox. A job may run twice (a retry after a crash,
 * or two enqueues of the same news), so each message is written once: under a lock on its key,
 * a message of the same kind to the same account that names the same order (or payment) counts
 * as already sent.
 */

export type OrderMailDependencies = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  pdfWorkers: PdfWorkers;
};

type RefundStage = keyof typeof REFUND_KINDS;

/**
 * The document as a PDF attachment, laid out by a PDF worker (issue 25). When the workers are
 * too busy the job fails and its retry comes back later.
 */
async function attachmentOf(
  pdfWorkers: PdfWorkers,
  document: TaxDocument,
  invoice?: TaxDocument,
): Promise<MailAttachment> {
  return {
    filename: taxDocumentFilename(document),
    contentType: 'application/pdf',
    content: await pdfWorkers.run('taxDocument', document, invoice),
  };
}

/**
 * Writes `mail` unless a message of its kind to `userId` whose text names `reference` exists
 * (written at or after `since`, when given: an admin's resend asks for one more).
 * The transaction-scoped advisory lock makes two runs for the same key take turns.
 */
async function sendOnce(
  { db, mailer }: OrderMailDependencies,
  key: string,
  reference: string,
  mail: OutgoingMail & { userId: string },
  since?: Date,
): Promise<void> {
  await db.transaction(async (tx: Executor) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const sent = await mailAlreadyWritten(tx, { kind: mail.kind, userId: mail.userId, reference, since });
    if (sent) return;
    await mailer.send(tx, mail);
  });
}

/**
 * The receipt of a paid order, with its tax invoice attached when it has one. `resentAt`: an
 * admin asked for it again then (issue 26), so one more is written, once, whatever came before.
 */
export async function sendReceipt(
  deps: OrderMailDependencies,
  orderId: string,
  resentAt?: Date,
): Promise<void> {
  const { db, publicUrl } = deps;
  const order = await findOrder(db, orderId);
  // Never paid (or gone): there is nothing to give a receipt for.
  if (!order?.paidAt) return;
  const buyer = await findAccount(db, order.userId);
  if (!buyer) return;
  const [items, invoice] = await Promise.all([
    orderLinesOf(db, order.id),
    findDocument(db, order.id, 'invoice'),
  ]);
  const mail = receiptEmail(
    buyer,
    {
      id: order.id,
      number: orderNumberOf(order),
      paidAt: order.paidAt,
      gatewayPaymentId: order.gatewayPaymentId,
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      couponCode: order.couponCode,
      amountPaise: order.amountPaise,
      items,
      giftTo: order.giftTo,
    },
    invoice,
    publicUrl,
  );
  await sendOnce(
    deps,
    `receipt:${order.id}`,
    order.id,
    {
      ...mail,
      userId: buyer.id,
      attachments: invoice ? [await attachmentOf(deps.pdfWorkers, invoice)] : [],
    },
    resentAt,
  );
}

/** Tells the buyer a refund started, went through, or failed; an admin's refund carries its credit note. */
export async function sendRefundEmail(
  deps: OrderMailDependencies,
  refundId: string,
  stage: RefundStage,
): Promise<void> {
  const { db, publicUrl } = deps;
  const refund = await findRefund(db, refundId);
  if (!refund) return;
  const order = await findOrder(db, refund.orderId);
  if (!order) return;
  const buyer = await findAccount(db, order.userId);
  if (!buyer) return;
  const items = await orderLinesOf(db, refund.orderId);
  const notice: RefundNotice = {
    reason: refund.reason,
    amountPaise: refund.amountPaise,
    paymentId: refund.paymentId,
    gatewayRefundId: refund.gatewayRefundId,
    order: { id: order.id, couponCode: order.couponCode, titles: items.map((item) => item.title) },
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
      attachments: creditNote ? [await attachmentOf(deps.pdfWorkers, creditNote, invoice)] : [],
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
  queue.register(
    SEND_RECEIPT_JOB,
    async (payload) => {
      const { orderId, resentAt } = payload as { orderId: string; resentAt?: string };
      await sendReceipt(deps, orderId, resentAt ? new Date(resentAt) : undefined);
    },
    { lane: 'documents' },
  );
  queue.register(
    SEND_REFUND_EMAIL_JOB,
    async (payload) => {
      const { refundId, stage } = payload as { refundId: string; stage: unknown };
      if (!isStage(stage)) throw new Error(`Unknown refund email stage ${String(stage)}`);
      await sendRefundEmail(deps, refundId, stage);
    },
    { lane: 'documents' },
  );
}
