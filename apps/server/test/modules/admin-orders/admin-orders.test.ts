import {
  adminOrderDetailResponseSchema,
  adminOrdersResponseSchema,
  GST_REGISTER_COLUMNS,
} from '@academy/shared/admin-orders';
import { checkoutSuccessSchema, orderCreatedResponseSchema } from '@academy/shared/checkout';
import { gstinCheckCharacter } from '@academy/shared/gst';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/orders';
import { refunds } from '../../../src/db/schema/refunds';
import { csvCell, rupeesText } from '../../../src/modules/admin-orders/service';
import { findDocument, issueCreditNote, type TaxDocument } from '../../../src/modules/invoices/service';
import { invoiceOrder } from '../../../src/workflows/checkout/invoice';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

type Account = Awaited<ReturnType<typeof registerAndLogin>>;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** India's calendar day of an instant, YYYY-MM-DD. */
const indianDay = (instant: number) => new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);
/** YYYY-MM-DD → DD-MM-YYYY. */
const gstrDate = (day: string) => day.split('-').reverse().join('-');

/** A well-formed Karnataka GSTIN (its check character computed, not made up). */
const KARNATAKA_GSTIN = `29AABCR1234K1Z${gstinCheckCharacter('29AABCR1234K1Z')}`;

let t: TestApp;
let admin: Account;
let priya: Account;
let rohan: Account;
let bulk: Account;
const today = indianDay(Date.now());
const tomorrow = indianDay(Date.now() + DAY_MS);

type Paid = { orderId: string; paymentId: string; invoice: TaxDocument };
let intraState: Paid;
let interState: Paid;
let creditNote: TaxDocument;
let unpaidOrderId: string;

const get = (url: string, who: Account | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

async function createOrder(who: Account, product: { courseId: string } | { assetId: string }) {
  const url =
    'courseId' in product ? '/api/student/order/create-order' : '/api/student/assets/order/create-order';
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: bearer(who.token),
    payload: { userId: who.user._id, ...product },
  });
  expect(response.statusCode, response.body).toBe(200);
  return orderCreatedResponseSchema.parse(response.json()).data;
}

/**
 * An order paid through the sandbox checkout and verified, as the browser does it, with its
 * tax invoice (issued here if fulfilment does not issue it yet). `billing` sets the buyer's
 * state and GSTIN on the order as the checkout records them.
 */
async function payOrder(
  who: Account,
  product: { courseId: string } | { assetId: string },
  billing?: { buyerStateCode: string; buyerGstin: string; buyerLegalName: string },
): Promise<Paid> {
  const order = await createOrder(who, product);
  if (billing) await t.db.update(orders).set(billing).where(eq(orders.id, order.orderId));
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: bearer(who.token),
    payload: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const checkout = checkoutSuccessSchema.parse(paid.json());
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/student/order/verify-payment',
    headers: bearer(who.token),
    payload: {
      orderId: order.orderId,
      razorpayPaymentId: checkout.razorpay_payment_id,
      razorpayOrderId: order.razorpayOrderId,
      razorpaySignature: checkout.razorpay_signature,
    },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const invoice =
    (await findDocument(t.db, order.orderId, 'invoice')) ??
    (await invoiceOrder(t.db, t.config.invoicing, order.orderId, new Date()));
  if (!invoice) throw new Error('A paid order must have an invoice');
  return { orderId: order.orderId, paymentId: checkout.razorpay_payment_id, invoice };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  priya = await registerAndLogin(t.app, {
    name: 'Priya Deshpande',
    email: `priya-${Date.now()}@example.com`,
  });
  rohan = await registerAndLogin(t.app, { name: 'Rohan Iyer' });
  bulk = await registerAndLogin(t.app, { name: 'Bulk Buyer' });

  const course = await addTestCourse(t.app, { title: 'Typography Essentials', price: 1999 });
  const asset = await addTestAsset(t.app, { name: 'Watercolour Brushes', price: 1499 });
  const other = await addTestCourse(t.app, { title: 'Colour Theory', price: 999 });

  intraState = await payOrder(priya, { courseId: course._id });
  interState = await payOrder(
    rohan,
    { assetId: asset._id },
    { buyerStateCode: '29', buyerGstin: KARNATAKA_GSTIN, buyerLegalName: 'Rangoli Studio, LLP' },
  );
  // A credit note issued at ten past midnight in India: still "today" in UTC, tomorrow in India.
  const refunded = await issueCreditNote(
    t.db,
    t.config.invoicing,
    intraState.orderId,
    new Date(`${tomorrow}T00:10:00+05:30`),
  );
  if (!refunded) throw new Error('The credit note was not issued');
  creditNote = refunded;
  await t.db.insert(refunds).values({
    orderId: intraState.orderId,
    paymentId: intraState.paymentId,
    amountPaise: 199900,
    reason: 'admin',
    status: 'pending',
  });

  unpaidOrderId = (await createOrder(priya, { courseId: other._id })).orderId;
  // Placed on 1 March 2026 in India (the evening before in UTC).
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-03-01T00:30:00+05:30') })
    .where(eq(orders.id, unpaidOrderId));

  // 21 orders, a minute apart, for paging.
  const start = Date.parse('2026-02-01T10:00:00Z');
  await t.db.insert(orders).values(
    Array.from({ length: 21 }, (_, index) => ({
      userId: bulk.user._id,
      kind: 'course' as const,
      gateway: 'sandbox' as const,
      subtotalPaise: 100 * (index + 1),
      amountPaise: 100 * (index + 1),
      status: 'failed' as const,
      createdAt: new Date(start + index * 60_000),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const response = await get(`/api/admin/orders${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrdersResponseSchema.parse(response.json()).data;
}

const ids = (page: { orders: { orderId: string }[] }) => page.orders.map((order) => order.orderId);

describe('who may read the order register', () => {
  const urls = () => [
    '/api/admin/orders',
    `/api/admin/orders/${intraState.orderId}`,
    `/api/admin/orders/export.csv?from=${today}&to=${today}`,
  ];

  it('asks a visitor to sign in', async () => {
    for (const url of urls()) expect((await get(url, null)).statusCode, url).toBe(401);
  });

  it('refuses a student, even for their own order', async () => {
    for (const url of urls()) expect((await get(url, priya)).statusCode, url).toBe(403);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists orders newest first with what a row shows', async () => {
    const page = await list('');
    expect(page.total).toBe(24);
    expect(page.pageSize).toBe(20);
    expect(page.orders).toHaveLength(20);
    const created = page.orders.map((order) => order.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const row = page.orders.find((order) => order.orderId === intraState.orderId);
    expect(row).toEqual({
      orderId: intraState.orderId,
      orderNumber: expect.stringMatching(/^KDA-\d{4}-\d{6,}$/),
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      status: 'paid',
      buyer: { name: 'Priya Deshpande', email: priya.user.email },
      total: 1999,
      invoiceNumber: intraState.invoice.number,
      paymentId: intraState.paymentId,
      itemCount: 1,
      firstTitle: 'Typography Essentials',
      refundStatus: 'pending',
    });
    expect(page.orders.find((order) => order.orderId === interState.orderId)?.refundStatus).toBeNull();
  });

  it('pages through the register', async () => {
    const first = await list(`?q=${encodeURIComponent(bulk.user.email)}`);
    expect(first).toMatchObject({ total: 21, page: 1 });
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0]?.total).toBe(21);
    const second = await list(`?q=${encodeURIComponent(bulk.user.email)}&page=2`);
    expect(second).toMatchObject({ total: 21, page: 2 });
    expect(second.orders.map((order) => order.total)).toEqual([1]);
    const beyond = await list(`?q=${encodeURIComponent(bulk.user.email)}&page=3`);
    expect(beyond).toMatchObject({ total: 21, orders: [] });
  });

  it('finds orders by the buyer’s email, whole or in part, in any case', async () => {
    expect(ids(await list(`?q=${encodeURIComponent(priya.user.email)}`)).sort()).toEqual(
      [intraState.orderId, unpaidOrderId].sort(),
    );
    const part = priya.user.email.split('@')[0]?.toUpperCase() ?? '';
    expect(ids(await list(`?q=${encodeURIComponent(part)}`)).sort()).toEqual(
      [intraState.orderId, unpaidOrderId].sort(),
    );
  });

  it('finds an order by its number or id, its payment id, its invoice or credit note number', async () => {
    const [row] = (await list(`?q=${interState.orderId}`)).orders;
    expect(row?.orderNumber).toMatch(/^KDA-\d{4}-\d{6,}$/);
    expect(ids(await list(`?q=${row?.orderNumber}`))).toEqual([interState.orderId]);
    expect(ids(await list(`?q=${row?.orderNumber.toLowerCase()}`))).toEqual([interState.orderId]);
    expect(ids(await list(`?q=${interState.orderId}`))).toEqual([interState.orderId]);
    expect(ids(await list(`?q=${interState.orderId.toUpperCase()}`))).toEqual([interState.orderId]);
    expect(ids(await list(`?q=${interState.paymentId}`))).toEqual([interState.orderId]);
    expect(ids(await list(`?q=${encodeURIComponent(interState.invoice.number)}`))).toEqual([
      interState.orderId,
    ]);
    expect(ids(await list(`?q=${encodeURIComponent(interState.invoice.number.toLowerCase())}`))).toEqual([
      interState.orderId,
    ]);
    expect(ids(await list(`?q=${encodeURIComponent(creditNote.number)}`))).toEqual([intraState.orderId]);
  });

  it('finds nothing for text that matches nothing, including LIKE wildcards', async () => {
    expect(await list('?q=nobody-at-all')).toMatchObject({ total: 0, orders: [] });
    expect(await list('?q=%25')).toMatchObject({ total: 0, orders: [] });
    expect(await list('?q=_')).toMatchObject({ total: 0, orders: [] });
  });

  it('filters by status', async () => {
    const paid = await list('?status=paid');
    expect(ids(paid).sort()).toEqual([intraState.orderId, interState.orderId].sort());
    expect((await list('?status=failed')).total).toBe(21);
    expect(ids(await list('?status=created'))).toEqual([unpaidOrderId]);
    expect((await list('?status=refunded')).total).toBe(0);
    expect((await list('?status=')).total).toBe(24);
  });

  it('filters by India’s calendar days, both ends included', async () => {
    // Placed at 00:30 on 1 March in India, 28 February in UTC.
    expect(ids(await list('?from=2026-03-01&to=2026-03-01'))).toEqual([unpaidOrderId]);
    expect((await list('?from=2026-02-28&to=2026-02-28')).total).toBe(0);
    expect((await list('?from=2026-02-01&to=2026-02-01')).total).toBe(21);
    expect(ids(await list(`?from=${today}`)).sort()).toEqual([intraState.orderId, interState.orderId].sort());
    expect((await list('?to=2026-03-01')).total).toBe(22);
    expect(ids(await list(`?q=priya&status=created&to=${today}`))).toEqual([unpaidOrderId]);
  });

  it('answers 400 naming the field for a bad status, date, range or page', async () => {
    const cases: [string, RegExp][] = [
      ['?status=shipped', /status/],
      ['?from=2026-13-01', /from must be a date/],
      ['?to=2026-02-30', /to must be a date/],
      ['?from=01-03-2026', /from must be a date/],
      ['?from=2026-03-02&to=2026-03-01', /from must be on or before to/],
      ['?page=0', /page/],
      ['?page=abc', /page/],
      [`?q=${'x'.repeat(201)}`, /q must be at most 200/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/orders${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(message);
    }
  });
});

describe('GET /api/admin/orders/:orderId', () => {
  it('answers the order with the admin’s fields', async () => {
    const response = await get(`/api/admin/orders/${interState.orderId}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const order = adminOrderDetailResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({
      orderId: interState.orderId,
      status: 'paid',
      buyerId: rohan.user._id,
      buyer: { name: 'Rohan Iyer', email: rohan.user.email },
      gateway: 'sandbox',
      paymentId: interState.paymentId,
      invoiceNumber: interState.invoice.number,
      billing: {
        placeOfSupply: '29',
        placeOfSupplyName: 'Karnataka',
        gstin: KARNATAKA_GSTIN,
        legalName: 'Rangoli Studio, LLP',
      },
      tax: { rateBasisPoints: 1800, taxable: 1270.34, cgst: 0, sgst: 0, igst: 228.66 },
      total: 1499,
    });
    expect(order.gatewayOrderId).toMatch(/^order_/);
    expect(order.paidVia === null || order.paidVia === 'checkout').toBe(true);
  });

  it('shows the credit note and the refund of a refunded order', async () => {
    const response = await get(`/api/admin/orders/${intraState.orderId}`, admin);
    const order = adminOrderDetailResponseSchema.parse(response.json()).data;
    expect(order.creditNote?.number).toBe(creditNote.number);
    expect(order.refunds).toMatchObject([{ status: 'pending', reason: 'admin', amount: 1999 }]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    const malformed = await get('/api/admin/orders/not-an-id', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/orderId/);
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  const header = GST_REGISTER_COLUMNS.join(',');

  async function exportCsv(from: string, to: string) {
    const response = await get(`/api/admin/orders/export.csv?from=${from}&to=${to}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="gst-register-${from}-to-${to}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const text = response.body.slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    return text.slice(0, -2).split('\r\n');
  }

  it('writes one row per invoice and credit note, the columns GSTR-1 is filed from', async () => {
    const lines = await exportCsv(today, tomorrow);
    expect(lines).toEqual([
      header,
      [
        'Invoice',
        intraState.invoice.number,
        gstrDate(indianDay(intraState.invoice.issuedAt.getTime())),
        '',
        intraState.orderId,
        'Priya Deshpande',
        '',
        '27-Maharashtra',
        'Intra-state',
        '18',
        '1694.06',
        '152.47',
        '152.47',
        '0.00',
        '1999.00',
      ].join(','),
      [
        'Invoice',
        interState.invoice.number,
        gstrDate(indianDay(interState.invoice.issuedAt.getTime())),
        '',
        interState.orderId,
        '"Rangoli Studio, LLP"',
        KARNATAKA_GSTIN,
        '29-Karnataka',
        'Inter-state',
        '18',
        '1270.34',
        '0.00',
        '0.00',
        '228.66',
        '1499.00',
      ].join(','),
      [
        'Credit note',
        creditNote.number,
        gstrDate(tomorrow),
        intraState.invoice.number,
        intraState.orderId,
        'Priya Deshpande',
        '',
        '27-Maharashtra',
        'Intra-state',
        '18',
        '1694.06',
        '152.47',
        '152.47',
        '0.00',
        '1999.00',
      ].join(','),
    ]);
  });

  it('counts a document on the India calendar day it was issued', async () => {
    const todayOnly = await exportCsv(today, today);
    expect(todayOnly.map((line) => line.split(',')[0])).toEqual(['Document type', 'Invoice', 'Invoice']);
    const tomorrowOnly = await exportCsv(tomorrow, tomorrow);
    expect(tomorrowOnly.map((line) => line.split(',')[1])).toEqual(['Document number', creditNote.number]);
  });

  it('writes only the header for days without documents', async () => {
    expect(await exportCsv('2025-04-01', '2025-04-30')).toEqual([header]);
  });

  it('answers 400 without both days, or with a bad one', async () => {
    const cases: [string, RegExp][] = [
      ['', /from is required/],
      [`?from=${today}`, /to is required/],
      ['?from=2026-04-31&to=2026-05-01', /from must be a date/],
      ['?from=2026-05-02&to=2026-05-01', /from must be on or before to/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/orders/export.csv${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(message);
    }
  });
});

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('Meera Kulkarni')).toBe('Meera Kulkarni');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Rangoli Studio, LLP')).toBe('"Rangoli Studio, LLP"');
    expect(csvCell('The "Pune" Studio')).toBe('"The ""Pune"" Studio"');
    expect(csvCell('Line\nbreak')).toBe('"Line\nbreak"');
  });

  it('writes paise as rupees with two decimals, exactly', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(199950)).toBe('1999.50');
    expect(rupeesText(123456789)).toBe('1234567.89');
  });
});

describe('an admin refund, as the register shows it', () => {
  it('marks the order refunded, its refund processed, and puts its credit note in the GST register', async () => {
    const course = await addTestCourse(t.app, { title: 'Brand Identity', price: 2499 });
    const order = await payOrder(priya, { courseId: course._id });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refund`,
      headers: bearer(admin.token),
      payload: { note: 'Asked within the refund window' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.app.jobs.drain();

    const [row] = (await list(`?q=${order.orderId}`)).orders;
    expect(row).toMatchObject({
      status: 'refunded',
      refundStatus: 'processed',
      invoiceNumber: order.invoice.number,
    });
    const detail = adminOrderDetailResponseSchema.parse(
      (await get(`/api/admin/orders/${order.orderId}`, admin)).json(),
    ).data;
    expect(detail).toMatchObject({ status: 'refunded', gateway: 'sandbox', paidVia: 'checkout' });
    const creditNoteNumber = detail.creditNote?.number ?? '';
    expect(creditNoteNumber).toMatch(/^CN\//);

    const csv = await get(`/api/admin/orders/export.csv?from=${today}&to=${today}`, admin);
    const creditNoteRow = csv.body
      .split('\r\n')
      .find((line) => line.startsWith(`Credit note,${creditNoteNumber},`));
    expect(creditNoteRow).toBe(
      [
        'Credit note',
        creditNoteNumber,
        gstrDate(today),
        order.invoice.number,
        order.orderId,
        'Priya Deshpande',
        '',
        '27-Maharashtra',
        'Intra-state',
        '18',
        '2117.80',
        '190.60',
        '190.60',
        '0.00',
        '2499.00',
      ].join(','),
    );
  });
});
