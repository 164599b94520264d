import { MESSAGES } from '@academy/shared/messages';
import { ApiError, api, refusal } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import type { MediaDeleteResponse, MediaUploadResult } from '@academy/shared/admin';

/** Called with a whole percent (0-100) as the bytes leave the browser. */
export type OnProgress = (percent: number) => void;

const TOO_LARGE = 'This file is too large to upload.';
const UPLOAD_INTERRUPTED =
  'The upload stopped before it finished: the file may be too large, or the connection dropped. Please try again.';

/**
 * A multipart POST under `/api` that reports upload progress. fetch cannot report the bytes
 * sent, so this one request goes through XMLHttpRequest, with the same Bearer token and the
 * same ApiError as every other call.
 */
export function postWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: OnProgress,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = storage.getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'text';

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(payload as T);
      } else {
        const fallback = xhr.status === 413 ? TOO_LARGE : MESSAGES.genericFailure;
        reject(refusal(xhr.status, payload, Boolean(token), fallback));
      }
    };
    // A refused upload (too large, say) may be answered before the body is sent, and the
    // connection closed: the browser then reports a network error, not the answer.
    xhr.onerror = () => reject(new ApiError(0, UPLOAD_INTERRUPTED));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));

    if (signal) {
      if (signal.aborted) {
        xhr.abort();
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    onProgress(0);
    xhr.send(form);
  });
}

/** SPEC §7 `POST /media/upload` (field `file`): a lecture video or an image. */
export async function uploadMedia(file: File, onProgress: OnProgress, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  const response = await postWithProgress<{ data: MediaUploadResult }>(
    '/media/upload',
    form,
    onProgress,
    signal,
  );
  return response.data;
}

/** SPEC §7 `DELETE /media/delete/{public_id}`. Resolves only once the server has confirmed. */
export const deleteMedia = (publicId: string) =>
  api<MediaDeleteResponse>(`/media/delete/${encodeURIComponent(publicId)}`, {
    method: 'DELETE',
  });
