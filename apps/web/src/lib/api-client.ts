import { MESSAGES } from '@academy/shared/messages';
import { storage } from './storage';

/**
 * A failed call: the HTTP status and the server's message, ready for a toast, and the request
 * key the server said the problem is about (dotted when nested), for a form to place it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a last report as the tab is hidden or closed). */
  keepalive?: boolean;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server renderer answers each page's calls in-process instead. */
let currentFetch: () => Fetch = () => fetch;

/** Used by entry-server.tsx: every call during a server render goes to the fetch this returns. */
export function setApiFetch(resolve: () => Fetch): void {
  currentFetch = resolve;
}

/** A call its caller cancelled (an AbortSignal), which is no failure to report. */
export const isAborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const listeners = new Set<() => void>();

/** Called when the server says the stored token is no longer good. */
export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The ApiError for a refused answer, from its parsed body: the server's message (else
 * `fallback`) and field. A 401 to a call that carried a token means the session is over, and
 * every onUnauthorized listener hears it, whichever way the call was made (fetch, XHR, tus).
 */
export function refusal(
  status: number,
  payload: unknown,
  sentToken: boolean,
  fallback: string = MESSAGES.genericFailure,
): ApiError {
  if (status === 401 && sentToken) listeners.forEach((listener) => listener());
  const { message, field } =
    payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  return new ApiError(
    status,
    typeof message === 'string' ? message : fallback,
    typeof field === 'string' ? field : undefined,
  );
}

/** Sends one request under `/api` with the Bearer token; a failed answer becomes an ApiError. */
async function request(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const token = storage.getAccessToken();
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await currentFetch()(`/api${path.startsWith('/') ? path : `/${path}`}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
      keepalive: options.keepalive ?? false,
    });
  } catch (error) {
    if (isAborted(error)) throw error;
    throw new ApiError(0, MESSAGES.genericFailure);
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw refusal(response.status, payload, Boolean(token));
  }
  return response;
}

/** Every call of SPEC §7, under `/api`, with the Bearer token when one is stored. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options, 'application/json');
  const payload: unknown = await response.json().catch(() => undefined);
  return payload as T;
}

/** A file the server makes for the signed-in user (a PDF, say), as a Blob. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await request(path, options, '*/*');
  try {
    return await response.blob();
  } catch {
    throw new ApiError(0, MESSAGES.genericFailure);
  }
}
