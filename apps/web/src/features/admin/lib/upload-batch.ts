import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import type { OnProgress } from '../api/media';
import type { OnNotice, UploadNotice } from '../api/resumable-upload';

/** A file of the batch: a browser File, or anything with its size. */
type Sized = { size: number };

export type BatchFailure<F> = { file: F; index: number; message: string };

export type BatchReport<F> = {
  stored: number;
  /** The server would not take these files as they are: another try would be refused again. */
  refused: BatchFailure<F>[];
  /**
   * Cut short by the connection, the session or the server (another try may well work), and,
   * after such a failure, the files that were never started (message null).
   */
  unfinished: { file: F; index: number; message: string | null }[];
};

export type BatchOptions<F, T> = {
  /** Uploads one file; its own percent and notices are folded into the batch's. */
  upload: (file: F, onProgress: OnProgress, onNotice: OnNotice) => Promise<T>;
  /**
   * Called once per stored file, in the order the files were given, as soon as that file and
   * every file before it has finished (stored or failed): the lectures appear in the order
   * picked even when a later file is stored first.
   */
  onStored: (result: T, file: F, index: number) => void | Promise<void>;
  /** The batch's percent of all bytes, 100 only once every file is stored. */
  onProgress: OnProgress;
  onNotice: OnNotice;
  /** Files on their way at once. */
  concurrency?: number;
};

/** Statuses for which the problem is not the file: the next file would fail the same way. */
const TRANSIENT = new Set([0, 401, 403, 408, 409, 423, 429]);

const stopsTheBatch = (error: unknown) =>
  !(error instanceof ApiError) || TRANSIENT.has(error.status) || error.status >= 500;

type Settled<T> =
  | { state: 'stored'; result: T }
  | { state: 'refused'; message: string }
  | { state: 'unfinished'; message: string };

/**
 * Uploads files one after another, `concurrency` at a time, each on its own (one resumable
 * upload per file), so a failure costs only that file. A file the server refuses is reported and
 * the rest carry on; a failure of the connection, session or server stops the batch from
 * starting more files (they would only fail too), lets the ones on their way finish, and reports
 * what is left so that it can be tried again.
 */
export async function uploadBatch<F extends Sized, T>(
  files: readonly F[],
  { upload, onStored, onProgress, onNotice, concurrency = 2 }: BatchOptions<F, T>,
): Promise<BatchReport<F>> {
  const settled: (Settled<T> | undefined)[] = files.map(() => undefined);
  // A zero-byte file still counts for something, so the bar moves past it.
  const weights = files.map((file) => Math.max(file.size, 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const sent = files.map(() => 0);
  const notices: UploadNotice[] = files.map(() => null);
  let next = 0;
  let stopped = false;
  let delivered = 0;
  let deliveries = Promise.resolve();
  let lastPercent = -1;

  const reportProgress = () => {
    const done = sent.reduce((sum, fraction, index) => sum + fraction * (weights[index] ?? 0), 0);
    const percent = Math.min(99, Math.floor((done / total) * 100));
    if (percent === lastPercent) return;
    lastPercent = percent;
    onProgress(percent);
  };
  const reportNotice = () =>
    onNotice(notices.includes('retrying') ? 'retrying' : notices.includes('resuming') ? 'resuming' : null);

  const deliver = async () => {
    for (let outcome = settled[delivered]; outcome; outcome = settled[delivered]) {
      const index = delivered;
      delivered += 1;
      if (outcome.state === 'stored') await onStored(outcome.result, files[index]!, index);
    }
  };

  const worker = async () => {
    while (!stopped && next < files.length) {
      const index = next;
      next += 1;
      const file = files[index]!;
      try {
        const result = await upload(
          file,
          (percent) => {
            sent[index] = percent / 100;
            reportProgress();
          },
          (notice) => {
            notices[index] = notice;
            reportNotice();
          },
        );
        settled[index] = { state: 'stored', result };
      } catch (error) {
        if (stopsTheBatch(error)) {
          stopped = true;
          settled[index] = { state: 'unfinished', message: errorMessage(error, 'The upload failed.') };
        } else {
          settled[index] = { state: 'refused', message: errorMessage(error, 'The upload failed.') };
        }
      }
      if (settled[index]?.state !== 'unfinished') sent[index] = 1;
      notices[index] = null;
      reportNotice();
      reportProgress();
      deliveries = deliveries.then(deliver);
    }
  };

  onProgress(0);
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  await deliveries;

  const report: BatchReport<F> = { stored: 0, refused: [], unfinished: [] };
  files.forEach((file, index) => {
    const outcome = settled[index];
    if (!outcome) report.unfinished.push({ file, index, message: null });
    else if (outcome.state === 'stored') report.stored += 1;
    else if (outcome.state === 'refused') report.refused.push({ file, index, message: outcome.message });
    else report.unfinished.push({ file, index, message: outcome.message });
  });
  if (report.stored === files.length) onProgress(100);
  return report;
}
