import { availableParallelism } from 'node:os';
import { createWorkerPool, type WorkerPool } from './infrastructure/worker-pool';
import type { PdfTasks } from './pdf-worker';

/*
 * The threads that lay out invoices, credit notes and certificates (issue 25). A PDF is up to a
 * second of one core's time: the workers leave a core to the event loop (on a 2-core machine,
 * one worker), and a few downloads wait their turn rather than pile up without end.
 */

export type PdfWorkers = WorkerPool<PdfTasks>;

/** The worker's entry: its source beside this file, or dist/pdf-worker.js beside the bundled server. */
export const PDF_WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js',
  import.meta.url,
);

export const PDF_BUSY_MESSAGE =
  'Many documents are being prepared just now. Please try again in a few seconds.';

export function createPdfWorkers(options: { size?: number; maxQueued?: number } = {}): PdfWorkers {
  return createWorkerPool<PdfTasks>({
    entry: PDF_WORKER_ENTRY,
    size: options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    // About ten seconds of work on one worker: a download kept waiting longer is better refused.
    maxQueued: options.maxQueued ?? 8,
    busyMessage: PDF_BUSY_MESSAGE,
    retryAfterSeconds: 5,
  });
}
