import { MESSAGES } from '@academy/shared/messages';
import { type AnswerOf, ApiError, apiUrl, type PathParams, refusal, type Routes } from './api-client';
import { storage } from './storage';

/** Called with a whole percent (0-100) as the bytes leave the browser. */
export type OnProgress = (percent: number) => void;

const TOO_LARGE = 'This file is too large to upload.';
const UPLOAD_INTERRUPTED =
  'The upload stopped before it finished: the file may be too large, or the connection dropped. Please try again.';

/**
 * A multipart POST to an endpoint of the ApiContract that reports upload progress, answering
 * the contract's type. fetch cannot report the bytes sent, so this one request goes through
 * XMLHttpRequest, with the same Bearer token, the same ApiError and the same sign-out on a 401 as
 * every other call. Only the admin area and a student's project page upload, so vite.config.ts
 * keeps this out of the storefront's shared chunk.
 */
export function upload<P extends keyof Routes<'POST'> & string>(
  path: P,
  form: FormData,
  {
    onProgress,
    signal,
    params,
  }: { onProgress: OnProgress; signal?: AbortSignal | undefined } & PathParams<P>,
): Promise<AnswerOf<Routes<'POST'>[P]>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, params));
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
        // As for every call (api-client.ts): the route's schema encoded this answer.
        resolve(payload as AnswerOf<Routes<'POST'>[P]>);
      } else {
        const fallback = xhr.status === 413 ? TOO_LARGE : MESSAGES.genericFailure;
        reject(refusal(xhr.status, payload, token, fallback));
      }
    };
    // The server reads a refused upload's body before it answers (issue 25), so a refusal (a 401
    // that asks to sign in again, a 403, 413 or 415) arrives in onload with its message. Only a
    // dropped connection, or a body past the server's largest limit, ends here.
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
