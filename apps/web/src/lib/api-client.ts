import { MESSAGES } from '@academy/shared/messages';
import { storage } from './storage';

/** A failed call: the HTTP status and the server's message, ready for a toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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

const listeners = new Set<() => void>();

/** Called when the server says the stored token is no longer good. */
export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.genericFailure);
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : MESSAGES.genericFailure;
    if (response.status === 401 && token) listeners.forEach((listener) => listener());
    throw new ApiError(response.status, message);
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
