import { orderIdParamSchema } from '@academy/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkersBusyError } from '../../infrastructure/worker-pool';
import { NotFoundError } from '../../lib/errors';
import type { PdfWorkers } from '../../pdf-pool';
import { requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { findOwnOrder } from './service';
import { taxDocumentFilename } from '../invoices/formatting';
import { findDocument } from '../invoices/service';

export const INVOICE_MESSAGES = {
  unpaid: 'This order has no tax invoice: it has not been paid.',
  free: 'This order has no tax invoice: it cost nothing, so there was no tax to charge.',
  notIssued: 'This order has no tax invoice: none was issued for it. Please write to us for one.',
  noCreditNote: 'This order has no credit note: it has not been refunded.',
} as const;

/**
 * Invoice and credit-note downloads per account per minute: each is up to a second of a PDF
 * worker's time (issue 25), and one account should not keep the workers from everyone else.
 */
export const INVOICE_DOWNLOADS_PER_MINUTE = 10;

/**
 * The tax invoice and credit note of an order as PDFs (issue 12), for its buyer or an admin.
 * Made afresh from the stored document on each download: nothing to keep in step. The document
 * is read here and laid out by a PDF worker (issue 25).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ pdfWorkers: PdfWorkers }> = async (
  app,
  { pdfWorkers },
) => {
  const limitDownloads = rateLimit({
    name: 'invoice-pdf',
    max: INVOICE_DOWNLOADS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => request.caller?.id ?? request.ip,
  });
  const routes = [
    { path: '/orders/:orderId/invoice', type: 'invoice' },
    { path: '/orders/:orderId/credit-note', type: 'credit-note' },
  ] as const;
  for (const { path, type } of routes) {
    app.get(
      path,
      {
        config: { access: 'user' },
        preHandler: limitDownloads,
        schema: {
          params: orderIdParamSchema,
          openapiResponses: { 200: { contentTypes: ['application/pdf'], description: `The ${type}.` } },
        },
      },
      async (request, reply) => {
        const order = await findOwnOrder(app.db, requireCaller(request), { orderId: request.params.orderId });
        const document = await findDocument(app.db, order.id, type);
        if (!document) {
          if (type === 'credit-note') throw new NotFoundError(INVOICE_MESSAGES.noCreditNote);
          if (!order.paidAt) throw new NotFoundError(INVOICE_MESSAGES.unpaid);
          throw new NotFoundError(
            order.amountPaise === 0 ? INVOICE_MESSAGES.free : INVOICE_MESSAGES.notIssued,
          );
        }
        const invoice = type === 'credit-note' ? await findDocument(app.db, order.id, 'invoice') : undefined;
        const pdf = await pdfWorkers.run('taxDocument', document, invoice).catch((error: unknown) => {
          if (error instanceof WorkersBusyError) reply.header('retry-after', error.retryAfterSeconds);
          throw error;
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${taxDocumentFilename(document)}"`)
          .header('cache-control', 'private, no-store')
          .header('content-length', pdf.length)
          .send(pdf);
      },
    );
  }
};
