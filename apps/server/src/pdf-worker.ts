import { serveTasks } from './infrastructure/worker-pool';
import { renderCertificatePdf } from './modules/certificates/pdf';
import { renderTaxDocumentPdf } from './modules/invoices/pdf';

/*
 * The PDF worker thread's entry (issue 25): the documents are laid out here, off the event loop
 * that answers requests, from plain data the services read on the main thread. pdfkit and the
 * fonts load once per worker. Built as dist/pdf-worker.js beside dist/server.js.
 */
const pdfTasks = {
  taxDocument: renderTaxDocumentPdf,
  certificate: renderCertificatePdf,
};

export type PdfTasks = typeof pdfTasks;

serveTasks(pdfTasks);
