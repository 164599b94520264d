import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments, mailMessages } from '../../../src/db/schema/infrastructure';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { refunds } from '../../../src/db/schema/refunds';
import { issueCreditNote } from '../../../src/modules/invoices/service';
import { invoiceOrder } from '../../../src/workflows/checkout/invoice';
import { RECEIPT_KIND, REFUND_KINDS } from '../../../src/modules/orders/emails';
import { SEND_RECEIPT_JOB } from '../../../src/modules/orders/job-kinds';
import { SEND_REFUND_EMAIL_JOB } from '../../../src/modules/refunds/job-kinds';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

const PUBLIC_URL = 'https://kalakriti.example.in';

type Student = Awaited<ReturnType<typeof registerAndLogin>>;

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await document.destroy();
  }
}

/** A paid order written straight to the tables, as fulfilment leaves it. */
async function paidOrder(
  t: TestApp,
  student: Student,
  { prices = [199900], couponCode = null as string | null, discountPaise = 0, paymentId = 'pay_' } = {},
) {
  const subtotalPaise = prices.reduce((sum, price) => sum + price, 0);
  const amountPaise = subtotalPaise - discountPaise;
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: student.user._id,
      kind: prices.length > 1 ? 'cart' : 'course',
      status: 'paid',
      gateway: amountPaise === 0 ? 'none' : 'sandbox',
      subtotalPaise,
      discountPaise,
      couponCode,
      amountPaise,
      gatewayPaymentId: amountPaise === 0 ? null : `${paymentId}${Math.random().toString(36).slice(2, 16)}`,
      paidAt: new Date('2026-11-24T06:36:00Z'),
      paidVia: amountPaise === 0 ? 'free' : 'checkout',
    })
    .returning();
  if (!order) throw new Error('no order');
  const share = prices.length > 0 ? Math.floor(discountPaise / prices.length) : 0;
  await t.db.insert(orderItems).values(
    prices.map((price, index) => ({
      orderId: order.id,
      itemType: 'Course' as const,
      title: index === 0 ? 'Brand Identity for Small Studios' : `Course ${index + 1}`,
      listPricePaise: price,
      pricePaise: price - (index === 0 ? discountPaise - share * (prices.length - 1) : share),
    })),
  );
  const invoice = await invoiceOrder(t.db, t.config.invoicing, order.id, order.paidAt ?? new Date());
  return { order, invoice };
}

const receiptsTo = (t: TestApp, userId: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, RECEIPT_KIND)));

describe('receipts over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let student: Student;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    student = await registerAndLogin(t.app, { name: 'Ananya Kulkarni' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the receipt with the items, the coupon, the GST inside the total and the invoice PDF attached', async () => {
    const { order, invoice } = await paidOrder(t, student, {
      prices: [199900, 149900],
      couponCode: 'DIWALI10',
      discountPaise: 34980,
    });
    if (!invoice) throw new Error('no invoice');
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: order.id });
    await t.app.jobs.drain();

    const mails = smtp.to(student.credentials.email).filter((mail) => mail.subject.includes('receipt'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(
      `Your receipt and tax invoice ${invoice.number}: Brand Identity for Small Studios and Course 2`,
    );
    expect(mail?.headers.get('x-academy-mail-kind')).toBe(RECEIPT_KIND);
    const text = mail?.text ?? '';
    expect(text).toContain('Namaste Ananya,');
    expect(text).toContain(`Order number: KDA-2026-${String(order.number).padStart(6, '0')}`);
    expect(text).toContain('Paid on: 24 Nov 2026, 12:06 pm');
    expect(text).toContain(`Payment ID: ${order.gatewayPaymentId}`);
    expect(text).toContain(`Tax invoice: ${invoice.number}`);
    expect(text).toContain('Brand Identity for Small Studios: ₹1,999');
    expect(text).toContain('Course 2: ₹1,499');
    expect(text).toContain('Subtotal: ₹3,498');
    expect(text).toContain('Discount (coupon DIWALI10): −₹349.80');
    expect(text).toContain('Total paid: ₹3,148.20');
    expect(text).toContain(
      [
        'GST included (18%): ₹480.24',
        'Taxable value: ₹2,667.96',
        'CGST 9%: ₹240.12',
        'SGST 9%: ₹240.12',
      ].join('\n'),
    );
    expect(text).toContain(`Your tax invoice ${invoice.number} is attached as a PDF.`);
    expect(text).toContain(`View your order: ${PUBLIC_URL}/my-courses/orders/${order.id}`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/my-courses/orders/${order.id}"`);

    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe(`Invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect((await pdfText(attachment?.content ?? Buffer.alloc(0))).replace(/\s+/g, '')).toContain(
      invoice.number,
    );
  });

  it('writes one receipt per order however often the job runs, even side by side', async () => {
    const { order } = await paidOrder(t, student);
    await Promise.all([1, 2, 3].map(() => t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: order.id })));
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain()]);
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: order.id });
    await t.app.jobs.drain();

    const written = (await receiptsTo(t, student.user._id)).filter((row) => row.text.includes(order.id));
    expect(written).toHaveLength(1);
    const arrived = smtp.to(student.credentials.email).filter((mail) => mail.text.includes(order.id));
    expect(arrived).toHaveLength(1);
  });

  it('confirms a free order without an invoice, and sends nothing for an unpaid one', async () => {
    const { order, invoice } = await paidOrder(t, student, { prices: [0] });
    expect(invoice).toBeNull();
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: order.id });

    const [unpaid] = await t.db
      .insert(orders)
      .values({
        userId: student.user._id,
        kind: 'course',
        gateway: 'sandbox',
        subtotalPaise: 100,
        amountPaise: 100,
      })
      .returning({ id: orders.id });
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: unpaid?.id });
    await t.app.jobs.drain();

    const [mail] = smtp.to(student.credentials.email).filter((received) => received.text.includes(order.id));
    expect(mail?.subject).toBe('Your order is confirmed: Brand Identity for Small Studios');
    expect(mail?.text).toContain('Total: Free');
    expect(mail?.text).toContain('No tax invoice comes with this order');
    expect(mail?.attachments).toEqual([]);
    expect(
      smtp.to(student.credentials.email).some((received) => received.text.includes(unpaid?.id ?? '-')),
    ).toBe(false);
  });

  describe('refund emails', () => {
    async function refundOf(
      orderId: string,
      paymentId: string,
      reason: (typeof refunds.$inferInsert)['reason'],
      amountPaise: number,
    ) {
      const [refund] = await t.db
        .insert(refunds)
        .values({ orderId, paymentId, reason, amountPaise, status: 'queued' })
        .returning();
      if (!refund) throw new Error('no refund');
      return refund;
    }

    const mailsAbout = (paymentId: string) =>
      smtp.to(student.credentials.email).filter((mail) => mail.text.includes(paymentId));

    it("tells the buyer of an admin's refund, with access removed and the credit note attached", async () => {
      const { order, invoice } = await paidOrder(t, student);
      const note = await issueCreditNote(t.db, t.config.invoicing, order.id, new Date());
      const paymentId = order.gatewayPaymentId ?? '';
      const refund = await refundOf(order.id, paymentId, 'admin', order.amountPaise);
      await t.app.jobs.enqueue(t.db, SEND_REFUND_EMAIL_JOB, { refundId: refund.id, stage: 'started' });
      await t.app.jobs.enqueue(t.db, SEND_REFUND_EMAIL_JOB, { refundId: refund.id, stage: 'started' });
      await t.app.jobs.drain();

      const mails = mailsAbout(paymentId);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe('Your order has been refunded');
      expect(mail?.headers.get('x-academy-mail-kind')).toBe(REFUND_KINDS.started);
      expect(mail?.text).toContain(
        'We have refunded your order for Brand Identity for Small Studios: ₹1,999',
      );
      expect(mail?.text).toContain(
        'Access to Brand Identity for Small Studios has been removed from your account.',
      );
      expect(mail?.text).toContain(
        `The credit note ${note?.number}, which cancels tax invoice ${invoice?.number},`,
      );
      expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([
        `Credit-note-${note?.number.replaceAll('/', '-')}.pdf`,
      ]);
      const text = (await pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).replace(/\s+/g, '');
      expect(text).toContain('CREDITNOTE');
      expect(text).toContain(invoice?.number);

      await t.app.jobs.enqueue(t.db, SEND_REFUND_EMAIL_JOB, { refundId: refund.id, stage: 'processed' });
      await t.app.jobs.drain();
      const processed = mailsAbout(paymentId).find(
        (received) => received.subject === 'Your refund is on its way',
      );
      expect(processed?.text).toContain('5–7 working days');
      expect(processed?.attachments).toEqual([]);
    });

    it('explains each automatic refund in plain words, without a credit note', async () => {
      const reasons = {
        'duplicate-payment': 'was already paid when a second payment of ₹1,999',
        'order-closed': 'for an order that had already been replaced by a newer checkout or closed',
        'already-owned': 'which you already own',
        'coupon-used-up': 'The coupon FESTIVE50 was used up by other buyers',
      } as const;
      for (const [reason, words] of Object.entries(reasons)) {
        const { order } = await paidOrder(t, student, { couponCode: 'FESTIVE50' });
        const paymentId = `pay_${reason.replaceAll('-', '')}${Math.random().toString(36).slice(2, 8)}`;
        const refund = await refundOf(order.id, paymentId, reason as keyof typeof reasons, 199900);
        await t.app.jobs.enqueue(t.db, SEND_REFUND_EMAIL_JOB, { refundId: refund.id, stage: 'started' });
        await t.app.jobs.drain();
        const [mail] = mailsAbout(paymentId);
        expect(mail?.subject, reason).toBe('We are refunding your payment');
        expect(mail?.text, reason).toContain(words);
        expect(mail?.attachments, reason).toEqual([]);
      }
    });

    it('says when the refund could not be made automatically', async () => {
      const { order } = await paidOrder(t, student);
      const paymentId = order.gatewayPaymentId ?? '';
      const refund = await refundOf(order.id, paymentId, 'admin', order.amountPaise);
      await t.app.jobs.enqueue(t.db, SEND_REFUND_EMAIL_JOB, { refundId: refund.id, stage: 'failed' });
      await t.app.jobs.drain();
      const [mail] = mailsAbout(paymentId);
      expect(mail?.subject).toBe('We could not refund your payment automatically');
      expect(mail?.text).toContain('We will contact you within two working days');
    });
  });
});

describe('without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds the receipt in the outbox with its invoice stored beside it, and erasure takes both', async () => {
    const student = await registerAndLogin(t.app);
    const { order, invoice } = await paidOrder(t, student);
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: order.id });
    await t.app.jobs.drain();

    const [message] = await receiptsTo(t, student.user._id);
    expect(message?.status).toBe('held');
    const stored = await t.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.messageId, message?.id ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.filename).toBe(`Invoice-${invoice?.number.replaceAll('/', '-')}.pdf`);
    expect(stored[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // An admin reading the outbox sees what is attached, without the bytes.
    const admin = await createAdmin(t.app);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${message?.id}`,
      headers: bearer(admin.token),
    });
    expect(shown.json<{ data: { attachments: unknown[] } }>().data.attachments).toEqual([
      { filename: stored[0]?.filename, contentType: 'application/pdf', size: stored[0]?.content.length },
    ]);

    await t.app.mailer.deleteFor(t.db, student.user._id);
    expect(
      await t.db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.messageId, message?.id ?? '')),
    ).toEqual([]);
  });
});
