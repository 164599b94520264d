import { randomUUID } from 'node:crypto';
import { billingDetailsResponseSchema, GST_MESSAGES } from '@academy/shared/gst';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingProfiles } from '../../../src/db/schema/billing';
import { invoices } from '../../../src/db/schema/invoices';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { getBillingDetails } from '../../../src/modules/billing/service';
import { invoiceOrder } from '../../../src/workflows/checkout/invoice';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';

/** Well-formed GSTINs whose check characters hold: Maharashtra (27) and Karnataka (29). */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const getBilling = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/billing', headers: token ? bearer(token) : {} });
const putBilling = (payload: object, token?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/account/billing', headers: token ? bearer(token) : {}, payload });

async function billingOf(token: string) {
  const response = await getBilling(token);
  expect(response.statusCode, response.body).toBe(200);
  return billingDetailsResponseSchema.parse(response.json()).data;
}

describe('GET and PUT /api/account/billing', () => {
  it('answers nothing saved for a new buyer', async () => {
    const student = await registerAndLogin(t.app);
    expect(await billingOf(student.token)).toEqual({ stateCode: null, gstin: null, legalName: null });
  });

  it('401 for a visitor, on both', async () => {
    expect((await getBilling()).statusCode).toBe(401);
    expect((await putBilling({ stateCode: '29' })).statusCode).toBe(401);
  });

  it('saves a state alone, then a business GSTIN (upper-cased, trimmed, fixing the state), then clears it', async () => {
    const student = await registerAndLogin(t.app);
    const stateOnly = await putBilling({ stateCode: '29' }, student.token);
    expect(stateOnly.statusCode, stateOnly.body).toBe(200);
    expect(stateOnly.json()).toEqual({
      success: true,
      data: { stateCode: '29', gstin: null, legalName: null },
    });
    expect(await billingOf(student.token)).toEqual({ stateCode: '29', gstin: null, legalName: null });

    const business = await putBilling(
      { stateCode: '', gstin: ` ${KARNATAKA_GSTIN.toLowerCase()} `, legalName: '  Bindu Studio LLP ' },
      student.token,
    );
    expect(business.statusCode, business.body).toBe(200);
    const saved = { stateCode: '29', gstin: KARNATAKA_GSTIN, legalName: 'Bindu Studio LLP' };
    expect(business.json()).toEqual({ success: true, data: saved });
    expect(await billingOf(student.token)).toEqual(saved);

    // Blank fields mean none: the buyer no longer wants a business invoice.
    const cleared = await putBilling({ stateCode: '', gstin: '', legalName: '' }, student.token);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await billingOf(student.token)).toEqual({ stateCode: null, gstin: null, legalName: null });
  });

  it("drops a business name sent without a GSTIN: it would print on nobody's invoice", async () => {
    const student = await registerAndLogin(t.app);
    const response = await putBilling({ stateCode: '07', legalName: 'Nobody Pvt Ltd' }, student.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await billingOf(student.token)).toEqual({ stateCode: '07', gstin: null, legalName: null });
  });

  it('each buyer reads and writes only their own details', async () => {
    const first = await registerAndLogin(t.app);
    const second = await registerAndLogin(t.app);
    await putBilling({ gstin: MAHARASHTRA_GSTIN, legalName: 'Rang Design Works' }, first.token);
    // A userId in the body is not a way to reach another account: it is not even read.
    const other = await putBilling({ stateCode: '07', userId: first.user._id }, second.token);
    expect(other.statusCode, other.body).toBe(200);
    expect(await billingOf(first.token)).toEqual({
      stateCode: '27',
      gstin: MAHARASHTRA_GSTIN,
      legalName: 'Rang Design Works',
    });
    expect(await billingOf(second.token)).toEqual({ stateCode: '07', gstin: null, legalName: null });
    expect(await billingOf(admin.token)).toEqual({ stateCode: null, gstin: null, legalName: null });
  });

  it.each([
    [
      'a mistyped GSTIN (check character)',
      { gstin: '27AAPFU0939F1ZW', legalName: 'X' },
      'gstin',
      GST_MESSAGES.badGstin,
    ],
    [
      'a GSTIN of the wrong length',
      { gstin: '27AAPFU0939F1Z', legalName: 'X' },
      'gstin',
      GST_MESSAGES.badGstin,
    ],
    [
      'a state the GSTIN does not belong to',
      { stateCode: '27', gstin: KARNATAKA_GSTIN, legalName: 'Bindu Studio LLP' },
      'stateCode',
      GST_MESSAGES.gstinStateMismatch,
    ],
    [
      'a GSTIN without the business name',
      { gstin: KARNATAKA_GSTIN },
      'legalName',
      GST_MESSAGES.legalNameNeeded,
    ],
    ['a state code that is none', { stateCode: '28' }, 'stateCode', GST_MESSAGES.unknownState],
    [
      'a business name too long',
      { gstin: KARNATAKA_GSTIN, legalName: 'x'.repeat(201) },
      'legalName',
      'The business name must be at most 200 characters',
    ],
    ['a state that is not text', { stateCode: 27 }, 'stateCode', null],
  ])('400 naming the field for %s, and saves nothing', async (_case, body, field, message) => {
    const student = await registerAndLogin(t.app);
    await putBilling({ stateCode: '33' }, student.token);
    const response = await putBilling(body, student.token);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ success: boolean; message: string }>();
    expect(answer.success).toBe(false);
    expect(answer.message.startsWith(`${field}: `), answer.message).toBe(true);
    if (message) expect(answer.message).toBe(`${field}: ${message}`);
    expect(await billingOf(student.token)).toEqual({ stateCode: '33', gstin: null, legalName: null });
  });

  it('400, never 500, for a body that is not an object', async () => {
    const student = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/billing',
      headers: { ...bearer(student.token), 'content-type': 'application/json' },
      payload: '"27"',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('erasure (DELETE /api/account) and billing', () => {
  /** A buyer with saved business details and a paid, invoiced order. */
  async function businessBuyer() {
    const student = await registerAndLogin(t.app);
    const userId = student.user._id;
    const saved = await putBilling({ gstin: KARNATAKA_GSTIN, legalName: 'Bindu Studio LLP' }, student.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const course = await addTestCourse(t.app);
    const [order] = await t.db
      .insert(orders)
      .values({
        userId,
        kind: 'course',
        status: 'paid',
        gateway: 'sandbox',
        subtotalPaise: 118_000,
        amountPaise: 118_000,
        gatewayPaymentId: `pay_${randomUUID()}`,
        paidAt: new Date(),
        buyerStateCode: '29',
        buyerGstin: KARNATAKA_GSTIN,
        buyerLegalName: 'Bindu Studio LLP',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      courseId: course._id,
      itemType: 'Course',
      title: course.title,
      listPricePaise: 118_000,
      pricePaise: 118_000,
    });
    const invoice = await t.db.transaction((tx) =>
      invoiceOrder(tx, t.config.invoicing, order!.id, new Date()),
    );
    expect(invoice).toMatchObject({
      buyerName: student.credentials.name,
      buyerEmail: student.credentials.email,
    });
    return { ...student, userId, order: order! };
  }

  it("deletes the saved billing details and clears the buyer's name and email from the invoices, keeping the invoice", async () => {
    const buyer = await businessBuyer();
    const bystander = await businessBuyer();

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(buyer.token),
      payload: { password: buyer.credentials.password },
    });
    expect(response.statusCode, response.body).toBe(200);

    expect(await t.db.select().from(billingProfiles).where(eq(billingProfiles.userId, buyer.userId))).toEqual(
      [],
    );
    expect(await getBillingDetails(t.db, buyer.userId)).toEqual({
      stateCode: null,
      gstin: null,
      legalName: null,
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, buyer.order.id));
    // The tax record stays whole: number, amounts, and the business's own GSTIN and name.
    expect(invoice).toMatchObject({
      type: 'invoice',
      buyerName: 'Erased account',
      buyerEmail: null,
      buyerGstin: KARNATAKA_GSTIN,
      buyerLegalName: 'Bindu Studio LLP',
      placeOfSupply: '29',
      totalPaise: 118_000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(JSON.stringify(invoice)).not.toContain(buyer.credentials.email);
    expect(JSON.stringify(invoice)).not.toContain(buyer.credentials.name);

    // Nobody else's details or invoices are touched.
    expect(await billingOf(bystander.token)).toEqual({
      stateCode: '29',
      gstin: KARNATAKA_GSTIN,
      legalName: 'Bindu Studio LLP',
    });
    const [other] = await t.db.select().from(invoices).where(eq(invoices.orderId, bystander.order.id));
    expect(other).toMatchObject({
      buyerName: bystander.credentials.name,
      buyerEmail: bystander.credentials.email,
    });
  });

  it('a refused erasure (wrong password) keeps the billing details and the invoice as they were', async () => {
    const buyer = await businessBuyer();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(buyer.token),
      payload: { password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(await billingOf(buyer.token)).toMatchObject({ gstin: KARNATAKA_GSTIN });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, buyer.order.id));
    expect(invoice).toMatchObject({ buyerEmail: buyer.credentials.email });
  });
});
