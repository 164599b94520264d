import type { ClientErrorReport } from '@academy/shared/client-errors';
import { CLIENT_ERROR_LIMITS } from '@academy/shared/limits';
import { isChunkLoadError } from './new-release';

/**
 * Errors met in the browser, sent to the server (`POST /api/client-errors`, issue 26), which logs
 * them with the release and counts them for the operator's alerts. What the error boundaries
 * catch (a page that failed to render) and what nothing caught (window `error`,
 * `unhandledrejection`) are sent; the same error once, and at most MAX_REPORTS a page load, so a
 * loop of failures cannot flood the server. A report never throws and never waits: it leaves
 * with `fetch(…, { keepalive })`, which outlives the page if the visitor leaves it.
 */

export const CLIENT_ERRORS_URL = '/api/client-errors';

/** Reports one page load sends at most; the server takes 10 a minute from one address. */
export const MAX_REPORTS = 5;

/**
 * The build this code came from: the name of its hashed file (`/assets/app-B3x9zQ1c.js`), which
 * changes with every build that changes any page, since each chunk's hash covers the hashed names
 * of the chunks it loads. A development server's modules have no hash.
 */
export const release = (moduleUrl: string = import.meta.url): string =>
  /\/assets\/([\w.-]+?)\.js$/
    .exec(new URL(moduleUrl, 'http://localhost').pathname)?.[1]
    ?.slice(0, CLIENT_ERROR_LIMITS.release) ?? 'development';

const reported = new Set<string>();

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function describe(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: undefined };
  } catch {
    return { message: String(error), stack: undefined };
  }
}

/** Sends `error` to the server, unless it was sent already, the page sent enough, or it is not a bug. */
export function reportError(
  error: unknown,
  kind: ClientErrorReport['kind'],
  componentStack?: string | null,
): void {
  // A page whose code a deployment removed reloads for the new release (new-release.ts).
  if (typeof window === 'undefined' || isChunkLoadError(error)) return;
  const { message, stack } = describe(error);
  const key = `${kind}\n${message}\n${stack?.split('\n')[1] ?? ''}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS) return;
  reported.add(key);
  const trace = [stack, componentStack && `Components:${componentStack}`].filter(Boolean).join('\n');
  const { origin, pathname } = window.location;
  const report: ClientErrorReport = {
    kind,
    message: clip(message.trim() || 'Unknown error', CLIENT_ERROR_LIMITS.message),
    ...(trace ? { stack: clip(trace, CLIENT_ERROR_LIMITS.stack) } : {}),
    // Never the query: a reset or verification link carries its token there.
    url: clip(`${origin}${pathname}`, CLIENT_ERROR_LIMITS.url),
    release: release(),
    userAgent: clip(navigator.userAgent, CLIENT_ERROR_LIMITS.userAgent),
  };
  try {
    void fetch(CLIENT_ERRORS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (offline, a blocked keepalive) loses the report, nothing else.
  }
}

/** Reports what no code caught: uncaught errors and rejected promises nobody handled. */
export function watchUncaughtErrors(target: Window): void {
  target.addEventListener('error', (event) => reportError(event.error ?? event.message, 'error'));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
}
