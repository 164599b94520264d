import { RESEND_RECEIPT_MESSAGES, resendReceiptResponseSchema } from '@academy/shared/admin-orders';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../src/db/schema/infrastructure';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { RECEIPT_KIND } from '../../../src/modules/orders/emails';
import { SEND_RECEIPT_JOB } from '../../../src/modules/orders/job-kinds';
import { ORDER_MESSAGES } from '../../../src/modules/orders/messages';
import { invoiceOrder } from '../../../src/workflows/checkout/invoice';
import { bearer, createAdmin, registerAndLogin } from '../../support/app';
import { useMailCapture } from '../../support/mail-capture';

/* Issue 26: Admin → Orders → Resend receipt: the receipt and its invoice, emailed again. */

const capture = useMailCapture('10.27');
type Student = Awaited<ReturnType<typeof registerAndLogin>>;
let adminToken: string;
let student: Student;

beforeAll(async () => {
  adminToken = (await createAdmin(capture.t.app)).token;
  student = await registerAndLogin(capture.t.app, { name: 'Ananya Kulkarni' });
});

/** An order written straight to the tables, paid and invoiced as fulfilment leaves it, or not. */
async function order(status: 'paid' | 'created') {
  const { t } = capture;
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: student.user._id,
      kind: 'course',
      status,
      gateway: 'sandbox',
      subtotalPaise: 199900,
      discountPaise: 0,
      amountPaise: 199900,
      gatewayPaymentId: status === 'paid' ? `pay_${Math.random().toString(36).slice(2, 16)}` : null,
      paidAt: status === 'paid' ? new Date() : null,
      paidVia: status === 'paid' ? 'checkout' : null,
    })
    .returning();
  if (!row) throw new Error('no order');
  await t.db.insert(orderItems).values({
    orderId: row.id,
    itemType: 'Course',
    title: 'Brand Identity for Small Studios',
    listPricePaise: 199900,
    pricePaise: 199900,
  });
  if (status === 'paid') await invoiceOrder(t.db, t.config.invoicing, row.id, row.paidAt ?? new Date());
  return row;
}

const resend = (orderId: string, token = adminToken) =>
  capture.t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/resend-receipt`,
    headers: bearer(token),
  });

const receiptsOf = (orderId: string) =>
  capture.smtp
    .to(student.credentials.email)
    .filter((mail) => mail.text.includes(orderId) && mail.subject.includes('receipt'));

describe('POST /api/admin/orders/:orderId/resend-receipt', () => {
  it('emails the receipt of a paid order again, with its invoice PDF, once per request', async () => {
    const { t } = capture;
    const paid = await order('paid');
    await t.app.jobs.enqueue(
      t.db,
      SEND_RECEIPT_JOB,
      { orderId: paid.id },
      { singletonKey: `receipt:${paid.id}` },
    );
    await t.app.jobs.drain();
    expect(receiptsOf(paid.id)).toHaveLength(1);

    const response = await resend(paid.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(resendReceiptResponseSchema.parse(response.json()).message).toBe(RESEND_RECEIPT_MESSAGES.queued);
    await t.app.jobs.drain();

    const receipts = receiptsOf(paid.id);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.subject).toBe(receipts[0]?.subject);
    expect(receipts[1]?.attachments).toHaveLength(1);
    expect(receipts[1]?.attachments[0]?.contentType).toBe('application/pdf');
    expect(receipts[1]?.attachments[0]?.filename).toMatch(/\.pdf$/);

    // Asked twice, sent twice; nothing more comes of draining again.
    expect((await resend(paid.id)).statusCode).toBe(200);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(receiptsOf(paid.id)).toHaveLength(3);
  });

  it('writes one receipt per request even when its job runs twice', async () => {
    const { t } = capture;
    const paid = await order('paid');
    const resentAt = new Date().toISOString();
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: paid.id, resentAt });
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: paid.id, resentAt });
    await t.app.jobs.drain();
    const written = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, RECEIPT_KIND), eq(mailMessages.userId, student.user._id)));
    expect(written.filter((message) => message.text.includes(paid.id))).toHaveLength(1);
  });

  it('refuses an unpaid order with 409, an unknown one with 404, and a student with 403', async () => {
    const unpaid = await order('created');
    const refused = await resend(unpaid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: RESEND_RECEIPT_MESSAGES.notPaid });

    const unknown = await resend('00000000-0000-4000-8000-000000000027');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: ORDER_MESSAGES.orderNotFound });

    const paid = await order('paid');
    expect((await resend(paid.id, student.token)).statusCode).toBe(403);
    await capture.t.app.jobs.drain();
    expect(receiptsOf(paid.id)).toHaveLength(0);
  });
});
