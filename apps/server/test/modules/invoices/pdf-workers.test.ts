import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdapters } from '../../../src/adapters';
import { type App, buildApp } from '../../../src/app';
import { orderItems, orders } from '../../../src/db/schema/orders';
import { renderTaxDocumentPdf } from '../../../src/modules/invoices/pdf';
import { INVOICE_DOWNLOADS_PER_MINUTE } from '../../../src/modules/orders/invoice-routes';
import { findDocument } from '../../../src/modules/invoices/service';
import { invoiceOrder } from '../../../src/workflows/checkout/invoice';
import { createPdfWorkers, PDF_BUSY_MESSAGE, type PdfWorkers } from '../../../src/pdf-pool';
import { bearer, createTestApp, createTestConfig, registerAndLogin, type TestApp } from '../../support/app';

/*
 * Issue 25: an invoice PDF was up to a second of synchronous layout on the event loop, so four
 * downloads at once held every other request (the health check) for seconds. The layout now runs
 * in PDF worker threads; these tests hold the downloads to that, to the per-account limit and
 * to the workers' bounded queue.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A paid order of `lines` courses with its tax invoice issued; answers the order's id. */
async function invoicedOrder(userId: string, lines: number): Promise<string> {
  const amountPaise = 99900 * lines;
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      kind: 'cart',
      status: 'paid',
      gateway: 'sandbox',
      subtotalPaise: amountPaise,
      amountPaise,
      paidAt: new Date(),
      paidVia: 'checkout',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  await t.db.insert(orderItems).values(
    Array.from({ length: lines }, (_, index) => ({
      orderId: order.id,
      itemType: 'Course' as const,
      title: `देवनागरी अक्षरलेखन ${index + 1}: Devanagari Lettering for Designers`,
      listPricePaise: 99900,
      pricePaise: 99900,
    })),
  );
  await invoiceOrder(t.db, t.config.invoicing, order.id, new Date('2026-11-24T06:30:00Z'));
  return order.id;
}

const download = (app: App, orderId: string, token: string, document = 'invoice') =>
  app.inject({ method: 'GET', url: `/api/orders/${orderId}/${document}`, headers: bearer(token) });

/** The app on the test's database with these PDF workers; the caller closes it. */
async function appWith(pdfWorkers: PdfWorkers): Promise<App> {
  const config = createTestConfig();
  return buildApp({ config, db: t.db, adapters: { ...buildAdapters(config), pdfWorkers } });
}

describe('invoice PDFs in worker threads', () => {
  it('are laid out by the PDF workers, leaving the event loop free, with the same bytes', async () => {
    const workers = createPdfWorkers();
    const tasks: string[] = [];
    const app = await appWith({
      run: (kind, ...args) => {
        tasks.push(kind);
        return workers.run(kind, ...args);
      },
      close: () => workers.close(),
    });
    try {
      const student = await registerAndLogin(app);
      // Three pages each: laid out on the event loop, one held it for a second or more.
      const orderIds = await Promise.all([1, 2, 3, 4].map(() => invoicedOrder(student.user._id, 30)));

      // The share of the downloads' time the event loop spent working rather than waiting: laid
      // out on it, the four layouts kept it busy nearly throughout. A share, not a time, so a busy
      // machine, which stretches its work and its waits alike, does not change the verdict.
      const started = performance.eventLoopUtilization();
      const responses = await Promise.all(orderIds.map((orderId) => download(app, orderId, student.token)));
      const eventLoop = performance.eventLoopUtilization(started);

      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      expect(tasks).toEqual(['taxDocument', 'taxDocument', 'taxDocument', 'taxDocument']);

      const invoice = await findDocument(t.db, orderIds[0] ?? '', 'invoice');
      if (!invoice) throw new Error('no invoice');
      const bytes = await renderTaxDocumentPdf(invoice);
      expect(responses[0]?.rawPayload.equals(bytes)).toBe(true);

      expect(eventLoop.utilization).toBeLessThan(0.5);
    } finally {
      await app.close();
    }
  });

  it('are limited per account: past the limit in a minute, 429 with the time to come back', async () => {
    const student = await registerAndLogin(t.app);
    const orderId = await invoicedOrder(student.user._id, 1);
    // An order never refunded has no credit note: a quick 404 that still counts as a download.
    for (let attempt = 0; attempt < INVOICE_DOWNLOADS_PER_MINUTE; attempt += 1) {
      expect((await download(t.app, orderId, student.token, 'credit-note')).statusCode).toBe(404);
    }
    const refused = await download(t.app, orderId, student.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another account is not held back by this one.
    const other = await registerAndLogin(t.app);
    const own = await invoicedOrder(other.user._id, 1);
    expect((await download(t.app, own, other.token)).statusCode).toBe(200);
  });

  it('answer 503 with Retry-After when the workers and their queue are full', async () => {
    const app = await appWith(createPdfWorkers({ size: 1, maxQueued: 0 }));
    try {
      const student = await registerAndLogin(app);
      const orderIds = await Promise.all([1, 2].map(() => invoicedOrder(student.user._id, 1)));
      // One worker, no queue: the second download arrives while the first is being laid out.
      const responses = await Promise.all(orderIds.map((orderId) => download(app, orderId, student.token)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 503]);
      const busy = responses.find((response) => response.statusCode === 503);
      expect(busy?.headers['retry-after']).toBe('5');
      expect(busy?.json()).toEqual({ success: false, message: PDF_BUSY_MESSAGE });
    } finally {
      await app.close();
    }
  });
});
