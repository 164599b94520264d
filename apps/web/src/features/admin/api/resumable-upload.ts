import { RESUMABLE_CHUNK_BYTES } from '@academy/shared/admin-limits';
import type { MediaUploadResult } from '@academy/shared/admin-media';
import { useEffect } from 'react';
import type * as Tus from 'tus-js-client';
import type { DetailedError, HttpResponse, Upload } from 'tus-js-client';
import { ApiError, api, refusal } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import type { OnProgress } from './media';

/** What the bar says besides the percentage: carrying on from an earlier try, or waiting out a drop. */
export type UploadNotice = 'resuming' | 'retrying' | null;
export type OnNotice = (notice: UploadNotice) => void;

const ENDPOINT = '/api/media/uploads';
/**
 * After a dropped connection, tries again at once and then for about ten minutes in all, long
 * enough for office Wi-Fi to come back; each try first asks the server what it already has.
 */
const RETRY_DELAYS = [
  0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 120_000, 120_000, 120_000, 120_000,
];
const STORING_POLL_MS = 2000;
const CONNECTION_LOST =
  'The connection dropped and did not come back. Choose the same file again to carry on where it stopped.';

const parsed = (body: string | undefined): unknown => {
  try {
    return JSON.parse(body ?? '');
  } catch {
    return undefined;
  }
};

/**
 * The server's refusal as an ApiError (a 401 signs out, as for any call); no answer at all
 * means the connection is gone.
 */
function apiErrorOf(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  const response = (error as DetailedError).originalResponse;
  if (!response) return new ApiError(0, CONNECTION_LOST);
  // onBeforeRequest sent the stored token, if there was one.
  return refusal(response.getStatus(), parsed(response.getBody()), storage.getAccessToken());
}

/** Answers worth another try: none (the network), a busy upload, or the server's own trouble. */
const retriable = (status: number | undefined) =>
  status === undefined || status === 409 || status === 423 || (status >= 500 && status !== 507);

/**
 * The stored file: in the final PATCH's answer, or, when that answer was lost or the upload was
 * already whole (a resume after the end), from `GET /media/uploads/:id`, waiting while the
 * server stores it.
 */
async function resultOf(url: string, last: HttpResponse): Promise<MediaUploadResult> {
  try {
    const payload = JSON.parse(last.getBody() ?? '') as { data?: MediaUploadResult };
    if (payload.data?.public_id) return payload.data;
  } catch {
    // A HEAD's or a 204's empty body: ask for the result below.
  }
  const id = url.slice(url.lastIndexOf('/') + 1);
  for (;;) {
    const answer = await api.get('/media/uploads/:id', { params: { id } });
    if (answer.data.result) return answer.data.result;
    if (answer.data.status === 'receiving') throw new ApiError(0, CONNECTION_LOST);
    await new Promise((resolve) => window.setTimeout(resolve, STORING_POLL_MS));
  }
}

let uploader: Promise<typeof Tus> | undefined;

/**
 * tus-js-client, fetched once per page. An editor that offers an upload asks for it as it opens,
 * so that a file picked at once starts at once on a slow connection; a failed fetch is tried
 * again at the next call.
 */
export function loadUploader(): Promise<typeof Tus> {
  uploader ??= import('tus-js-client').catch((error: unknown) => {
    uploader = undefined;
    throw error;
  });
  return uploader;
}

/** Fetches the uploader as the calling editor opens; an upload that fails to fetch it says so. */
export function useUploaderFetchedEarly() {
  useEffect(() => {
    loadUploader().catch(() => undefined);
  }, []);
}

/**
 * Uploads a file with tus (`/api/media/uploads`) in RESUMABLE_CHUNK_BYTES requests, under the
 * rules of `/media/upload` (`media`) or `/media/raw/upload` (`raw`), and answers what those
 * answer. A dropped connection is retried from what the server has; the same file chosen again
 * (after a reload, say) carries on from there too, and `onNotice('resuming')` says so.
 * tus-js-client is loaded by `loadUploader`, so only the admin area ever fetches it.
 */
export async function uploadResumable(
  file: File,
  policy: 'media' | 'raw',
  onProgress: OnProgress,
  onNotice: OnNotice = () => undefined,
): Promise<MediaUploadResult> {
  const { Upload } = await loadUploader();
  onProgress(0);
  return new Promise<MediaUploadResult>((resolve, reject) => {
    let resuming = false;
    const upload = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type, policy },
      removeFingerprintOnSuccess: true,
      // Read at every request: the token may be renewed during a two-hour upload.
      onBeforeRequest(request) {
        const token = storage.getAccessToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress(sent, total) {
        // 100 only once the server has stored the file, not when the last byte left.
        if (total > 0) onProgress(Math.min(99, Math.floor((sent / total) * 100)));
      },
      onChunkComplete() {
        onNotice(resuming ? 'resuming' : null);
      },
      onShouldRetry(error) {
        const again = retriable((error as DetailedError).originalResponse?.getStatus());
        if (again) onNotice('retrying');
        return again;
      },
      onSuccess({ lastResponse }) {
        resultOf(upload.url ?? '', lastResponse).then(
          (result) => {
            onProgress(100);
            resolve(result);
          },
          (error: Error) => {
            const failure = apiErrorOf(error);
            if (failure.status !== 0) void forget(upload);
            reject(failure);
          },
        );
      },
      onError(error) {
        const failure = apiErrorOf(error);
        // Refused by the server: choosing the file again must start afresh, not find this upload.
        if (failure.status !== 0) void forget(upload);
        reject(failure);
      },
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) {
          resuming = true;
          onNotice('resuming');
          upload.resumeFromPreviousUpload(latest);
        }
        upload.start();
      })
      .catch((error: Error) => reject(apiErrorOf(error)));
  });
}

/** Drops what the browser remembers of this file's uploads. */
async function forget(upload: Upload) {
  const { defaultOptions } = await loadUploader();
  for (const previous of await upload.findPreviousUploads()) {
    await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
  }
}
