import { checkoutSuccessSchema, orderCreatedResponseSchema } from '@academy/shared/checkout';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../src/db/schema/invoices';
import { orderItems, orders } from '../../../src/db/schema/orders';
import {
  amountInWords,
  formatAmount,
  formatInvoiceDate,
  taxDocumentFilename,
} from '../../../src/modules/invoices/formatting';
import { renderTaxDocumentPdf } from '../../../src/modules/invoices/pdf';
import { INVOICE_MESSAGES } from '../../../src/modules/orders/invoice-routes';
import { findDocument, issueCreditNote } from '../../../src/modules/invoices/service';
import { invoiceOrder } from '../../../src/workflows/checkout/invoice';
import {
  documentNumber,
  financialYearOf,
  sumTaxes,
  taxOfInclusivePrice,
} from '../../../src/modules/invoices/tax';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';

describe('GST inside an inclusive price', () => {
  it('splits 18 % within the state into equal CGST and SGST that add up to the price', () => {
    expect(taxOfInclusivePrice(199900, 1800, true)).toEqual({
      taxablePaise: 169406,
      cgstPaise: 15247,
      sgstPaise: 15247,
      igstPaise: 0,
      totalPaise: 199900,
    });
  });

  it('charges IGST at the full rate across states', () => {
    expect(taxOfInclusivePrice(199900, 1800, false)).toEqual({
      taxablePaise: 169407,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 30493,
      totalPaise: 199900,
    });
  });

  it('rounds a half paisa up, each half on its own', () => {
    // ₹0.59 at 18 %: each half is exactly 4.5 paise.
    expect(taxOfInclusivePrice(59, 1800, true)).toMatchObject({
      cgstPaise: 5,
      sgstPaise: 5,
      taxablePaise: 49,
    });
    // 4.49… paise rounds down.
    expect(taxOfInclusivePrice(58, 1800, true)).toMatchObject({
      cgstPaise: 4,
      sgstPaise: 4,
      taxablePaise: 50,
    });
  });

  it('keeps CGST equal to SGST and the parts equal to the price for every price', () => {
    for (let price = 0; price <= 25_000; price += 7) {
      for (const rate of [0, 500, 1200, 1800, 2800]) {
        const intra = taxOfInclusivePrice(price, rate, true);
        expect(intra.cgstPaise).toBe(intra.sgstPaise);
        expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(price);
        const inter = taxOfInclusivePrice(price, rate, false);
        expect(inter.taxablePaise + inter.igstPaise).toBe(price);
        expect(inter.taxablePaise).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('charges nothing at a 0 % rate', () => {
    expect(taxOfInclusivePrice(149900, 0, true)).toEqual({
      taxablePaise: 149900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 149900,
    });
  });

  it('refuses fractions of a paisa, negative prices and odd rates', () => {
    expect(() => taxOfInclusivePrice(10.5, 1800, true)).toThrow(RangeError);
    expect(() => taxOfInclusivePrice(-1, 1800, true)).toThrow(RangeError);
    expect(() => taxOfInclusivePrice(100, 18.5, true)).toThrow(RangeError);
  });

  it('adds lines up exactly: the invoice totals are the sums of its lines', () => {
    const lines = [179910, 134910, 99].map((price) => taxOfInclusivePrice(price, 1800, true));
    const total = sumTaxes(lines);
    expect(total.totalPaise).toBe(179910 + 134910 + 99);
    expect(total.taxablePaise + total.cgstPaise + total.sgstPaise).toBe(total.totalPaise);
    expect(total.cgstPaise).toBe(total.sgstPaise);
  });
});

describe('financial years and document numbers', () => {
  it('turns the year at midnight of 1 April in India, not in UTC', () => {
    // 31 March 2027, 23:59:59 IST.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 1 April 2027, 00:00 IST: still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-24T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers documents with the prefix, the short year and five digits, within 16 characters', () => {
    expect(documentNumber('KDA', '2026-27', 1)).toBe('KDA/26-27/00001');
    expect(documentNumber('CN', '2026-27', 42)).toBe('CN/26-27/00042');
    expect(documentNumber('ABCD', '2026-27', 99_999).length).toBeLessThanOrEqual(16);
  });
});

describe('amounts and dates as the PDF prints them', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatAmount(12_345_600)).toBe('1,23,456.00');
    expect(formatAmount(199_910)).toBe('1,999.10');
    expect(formatAmount(5)).toBe('0.05');
  });

  it('writes the total in words in lakh and crore', () => {
    expect(amountInWords(199_900)).toBe('Rupees One Thousand Nine Hundred Ninety-Nine Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5050)).toBe('Rupees Fifty and Fifty Paise Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(12_345_678_900)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    );
  });

  it("dates documents by India's calendar day", () => {
    expect(formatInvoiceDate(new Date('2026-11-23T19:00:00Z'))).toBe('24 Nov 2026');
    expect(formatInvoiceDate(new Date('2026-09-05T10:00:00Z'))).toBe('5 Sep 2026');
  });

  it('names files without slashes', () => {
    expect(taxDocumentFilename({ type: 'invoice', number: 'KDA/26-27/00001' })).toBe(
      'Invoice-KDA-26-27-00001.pdf',
    );
    expect(taxDocumentFilename({ type: 'credit-note', number: 'CN/26-27/00001' })).toBe(
      'Credit-note-CN-26-27-00001.pdf',
    );
  });
});

const squash = (text: string) => text.replace(/\s+/g, '');

async function readPdf(
  bytes: Buffer,
): Promise<{ pages: number; width: number; height: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      // Words a line break split come back joined: compare text with its spaces squashed.
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const { width, height } = (await document.getPage(1)).getViewport({ scale: 1 });
    return { pages: document.numPages, width, height, text: squash(texts.join(' ')) };
  } finally {
    await document.destroy();
  }
}

describe('with a database', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  type Student = Awaited<ReturnType<typeof registerAndLogin>>;
  let student: Student;
  let other: Student;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    student = await registerAndLogin(t.app, { name: 'Ananya Kulkarni' });
    other = await registerAndLogin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An order written straight to the table, as the checkout leaves it. */
  async function insertOrder(
    userId: string,
    { status = 'paid', prices = [199900], buyerStateCode = null as string | null } = {},
  ): Promise<string> {
    const amountPaise = prices.reduce((sum, price) => sum + price, 0);
    const paid = status === 'paid';
    const [order] = await t.db
      .insert(orders)
      .values({
        userId,
        kind: prices.length > 1 ? 'cart' : 'course',
        status: status as 'paid' | 'created',
        gateway: amountPaise === 0 ? 'none' : 'sandbox',
        subtotalPaise: amountPaise,
        amountPaise,
        buyerStateCode,
        paidAt: paid ? new Date() : null,
        paidVia: paid ? (amountPaise === 0 ? 'free' : 'checkout') : null,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    await t.db.insert(orderItems).values(
      prices.map((price, index) => ({
        orderId: order.id,
        itemType: 'Course' as const,
        title: `Course ${index + 1}`,
        listPricePaise: price,
        pricePaise: price,
      })),
    );
    return order.id;
  }

  describe('issuing invoices and credit notes', () => {
    it('numbers concurrent fulfilments without gaps or repeats', async () => {
      // A financial year of its own, so nothing else in the file takes its numbers.
      const issuedAt = new Date('2031-05-01T06:00:00Z');
      const orderIds = await Promise.all(Array.from({ length: 16 }, () => insertOrder(student.user._id)));
      const issued = await Promise.all(
        orderIds.map((orderId) =>
          t.db.transaction((tx) => invoiceOrder(tx, t.config.invoicing, orderId, issuedAt)),
        ),
      );
      const sequences = issued.map((document) => document?.sequence).sort((a = 0, b = 0) => a - b);
      expect(sequences).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
      expect(new Set(issued.map((document) => document?.number)).size).toBe(16);
      expect(issued.every((document) => document?.financialYear === '2031-32')).toBe(true);
      expect(issued[0]?.number).toMatch(/^KDA\/31-32\/000\d\d$/);
    });

    it('gives a rolled-back number back, and answers the same invoice when asked again', async () => {
      const issuedAt = new Date('2032-05-01T06:00:00Z');
      const first = await insertOrder(student.user._id);
      await expect(
        t.db.transaction(async (tx) => {
          await invoiceOrder(tx, t.config.invoicing, first, issuedAt);
          throw new Error('the fulfilment failed after the invoice');
        }),
      ).rejects.toThrow('the fulfilment failed');
      expect(await findDocument(t.db, first, 'invoice')).toBeUndefined();

      const invoice = await invoiceOrder(t.db, t.config.invoicing, first, issuedAt);
      expect(invoice?.number).toBe('KDA/32-33/00001');
      const again = await invoiceOrder(t.db, t.config.invoicing, first, new Date('2032-06-01T06:00:00Z'));
      expect(again?.id).toBe(invoice?.id);
    });

    it('keeps credit notes in a series of their own, copying the invoice', async () => {
      const issuedAt = new Date('2033-05-01T06:00:00Z');
      const first = await insertOrder(student.user._id, { prices: [199900, 149900] });
      const second = await insertOrder(student.user._id);
      const invoice = await invoiceOrder(t.db, t.config.invoicing, first, issuedAt);
      await invoiceOrder(t.db, t.config.invoicing, second, issuedAt);
      const note = await issueCreditNote(t.db, t.config.invoicing, first, new Date('2033-05-02T06:00:00Z'));
      expect(note).toMatchObject({
        type: 'credit-note',
        number: 'CN/33-34/00001',
        invoiceId: invoice?.id,
        totalPaise: 349800,
        taxablePaise: invoice?.taxablePaise,
      });
      const third = await insertOrder(student.user._id);
      expect((await invoiceOrder(t.db, t.config.invoicing, third, issuedAt))?.number).toBe('KDA/33-34/00003');
      const later = new Date('2033-06-01T06:00:00Z');
      expect((await issueCreditNote(t.db, t.config.invoicing, first, later))?.id).toBe(note?.id);
      expect(await issueCreditNote(t.db, t.config.invoicing, third, later)).toMatchObject({
        number: 'CN/33-34/00002',
      });
    });

    it('issues none for an order that cost nothing, and IGST for another state', async () => {
      const free = await insertOrder(student.user._id, { prices: [0] });
      expect(await invoiceOrder(t.db, t.config.invoicing, free, new Date())).toBeNull();
      const karnataka = await insertOrder(student.user._id, { buyerStateCode: '29' });
      const invoice = await invoiceOrder(t.db, t.config.invoicing, karnataka, new Date());
      expect(invoice).toMatchObject({ placeOfSupply: '29', cgstPaise: 0, sgstPaise: 0, igstPaise: 30493 });
    });
  });

  describe('the PDF', () => {
    it('is an A4 portrait tax invoice with the number, both parties, the tax and the total in words', async () => {
      const orderId = await insertOrder(student.user._id, { prices: [179910, 134910] });
      const invoice = await invoiceOrder(t.db, t.config.invoicing, orderId, new Date('2026-11-24T06:30:00Z'));
      if (!invoice) throw new Error('no invoice');
      const bytes = await renderTaxDocumentPdf(invoice);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await readPdf(bytes);
      expect(pdf.pages).toBe(1);
      expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842]);
      expect(pdf.text).toContain(squash('TAX INVOICE'));
      expect(pdf.text).toContain(squash(invoice.number));
      expect(pdf.text).toContain(squash('24 Nov 2026'));
      expect(pdf.text).toContain(squash(t.config.invoicing.legalName));
      expect(pdf.text).toContain(squash(`GSTIN: ${t.config.invoicing.gstin}`));
      expect(pdf.text).toContain(squash('Maharashtra (27)'));
      expect(pdf.text).toContain(squash('Ananya Kulkarni'));
      expect(pdf.text).toContain(squash('CGST 9%'));
      expect(pdf.text).toContain(squash('SGST 9%'));
      expect(pdf.text).toContain(squash(formatAmount(invoice.cgstPaise)));
      expect(pdf.text).toContain(squash(`₹${formatAmount(314820)}`));
      expect(pdf.text).toContain(
        squash('Rupees Three Thousand One Hundred Forty-Eight and Twenty Paise Only'),
      );
      expect(pdf.text).toContain(squash('Prices include GST'));
      expect(pdf.text).toContain(squash('Tax payable on reverse charge: No'));
    });

    it('shows a business buyer by its registered name and GSTIN, and a credit note against its invoice', async () => {
      const orderId = await insertOrder(student.user._id, { buyerStateCode: '29' });
      await t.db
        .update(orders)
        .set({ buyerGstin: '29AABCU9603R1ZM', buyerLegalName: 'Ullas Studio LLP' })
        .where(eq(orders.id, orderId));
      const invoice = await invoiceOrder(t.db, t.config.invoicing, orderId, new Date('2026-11-20T06:30:00Z'));
      const note = await issueCreditNote(t.db, t.config.invoicing, orderId, new Date('2026-11-24T06:30:00Z'));
      if (!invoice || !note) throw new Error('no documents');
      const pdf = await readPdf(await renderTaxDocumentPdf(note, invoice));
      expect(pdf.text).toContain(squash('CREDIT NOTE'));
      expect(pdf.text).toContain(squash(note.number));
      expect(pdf.text).toContain(squash(`${invoice.number} dated 20 Nov 2026`));
      expect(pdf.text).toContain(squash('Ullas Studio LLP'));
      expect(pdf.text).toContain(squash('GSTIN: 29AABCU9603R1ZM'));
      expect(pdf.text).toContain(squash('Karnataka (29)'));
      expect(pdf.text).toContain(squash('IGST 18%'));
      expect(pdf.text).not.toContain(squash('CGST'));
    });

    it('sets Devanagari titles in a font that has them, and runs onto a second page when long', async () => {
      const prices = Array.from({ length: 14 }, () => 99900);
      const orderId = await insertOrder(student.user._id, { prices });
      await t.db
        .update(orderItems)
        .set({ title: 'देवनागरी अक्षरलेखन: Devanagari Lettering' })
        .where(eq(orderItems.orderId, orderId));
      const invoice = await invoiceOrder(t.db, t.config.invoicing, orderId, new Date());
      if (!invoice) throw new Error('no invoice');
      const pdf = await readPdf(await renderTaxDocumentPdf(invoice));
      expect(pdf.pages).toBe(2);
      expect(pdf.text).toContain(squash('देवनागरी अक्षरलेखन'));
    });
  });

  describe('GET /api/orders/:orderId/invoice and /credit-note', () => {
    const get = (orderId: string, who?: { token: string }, document = 'invoice') =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/${document}`,
        headers: who ? bearer(who.token) : {},
      });

    /** A course bought through the sandbox checkout, as a student does it. */
    async function buyCourse(who: Student): Promise<string> {
      const course = await addTestCourse(t.app, { price: 1999 });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/student/order/create-order',
        headers: bearer(who.token),
        payload: { userId: who.user._id, courseId: course._id },
      });
      const order = orderCreatedResponseSchema.parse(created.json()).data;
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/pay',
        headers: bearer(who.token),
        payload: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
      });
      const payment = checkoutSuccessSchema.parse(paid.json());
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/student/order/verify-payment',
        headers: bearer(who.token),
        payload: {
          orderId: order.orderId,
          razorpayOrderId: order.razorpayOrderId,
          razorpayPaymentId: payment.razorpay_payment_id,
          razorpaySignature: payment.razorpay_signature,
        },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      // Fulfilment issued the invoice.
      expect(await findDocument(t.db, order.orderId, 'invoice')).toBeDefined();
      return order.orderId;
    }

    it("gives the buyer and admins the paid order's invoice as a PDF download", async () => {
      const orderId = await buyCourse(student);
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      const response = await get(orderId, student);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Invoice-${invoice?.number.replaceAll('/', '-')}.pdf"`,
      );
      expect((await readPdf(response.rawPayload)).text).toContain(squash(invoice?.number ?? '-'));

      const forAdmin = await get(orderId, admin);
      expect(forAdmin.statusCode).toBe(200);
      expect(forAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('answers 401 to a visitor, 403 to another student, 404 to an unknown order and 400 to a bad id', async () => {
      const orderId = await buyCourse(student);
      expect((await get(orderId)).statusCode).toBe(401);
      const someoneElse = await get(orderId, other);
      expect(someoneElse.statusCode).toBe(403);
      expect(someoneElse.json()).toMatchObject({ message: expect.any(String) });
      expect((await get('00000000-0000-4000-8000-000000000000', student)).statusCode).toBe(404);
      const malformed = await get('not-an-order', student);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toMatch(/orderId/);
    });

    it('answers 404 naming why for an unpaid order, a free one and an order never refunded', async () => {
      const unpaid = await insertOrder(student.user._id, { status: 'created' });
      const response = await get(unpaid, student);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: INVOICE_MESSAGES.unpaid });

      const free = await insertOrder(student.user._id, { prices: [0] });
      expect((await get(free, student)).json()).toMatchObject({ message: INVOICE_MESSAGES.free });

      const paid = await buyCourse(student);
      const noNote = await get(paid, student, 'credit-note');
      expect(noNote.statusCode).toBe(404);
      expect(noNote.json()).toMatchObject({ message: INVOICE_MESSAGES.noCreditNote });
    });

    it('gives the credit note of a refunded order', async () => {
      const orderId = await buyCourse(student);
      const note = await issueCreditNote(t.db, t.config.invoicing, orderId, new Date());
      const response = await get(orderId, student, 'credit-note');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Credit-note-${note?.number.replaceAll('/', '-')}.pdf"`,
      );
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.text).toContain(squash('CREDIT NOTE'));
      expect(pdf.text).toContain(squash('Against invoice'));
    });
  });
});
