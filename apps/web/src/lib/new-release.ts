/**
 * A tab opened before a deployment still runs the previous build. The server keeps that build's
 * files for a while (docs/deploy.md, "Keeping the previous release's files"), but once they are
 * gone, the code of a page the tab has not visited yet fails to load. Reloading the page brings
 * the new build; it is done at most once per address, or a build that keeps failing would reload
 * the tab forever.
 */

/** sessionStorage: the address of the last reload done for a new release, and when. */
const ATTEMPT_KEY = 'newReleaseReload';
/** Long enough to outlast a reload on a slow phone, short enough for a later deployment to get its own. */
const ATTEMPT_WINDOW_MS = 5 * 60_000;

/** How Chromium, Firefox and Safari word a failed dynamic import, and Vite a failed CSS preload. */
const FAILED_IMPORT = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const failedImports = new WeakSet<object>();
let reloading = false;

/** Vite reports each dynamic import that failed (`vite:preloadError`): known then, whatever its message. */
export function watchFailedImports(target: Window): void {
  target.addEventListener('vite:preloadError', ({ payload }) => {
    if (payload instanceof Object) failedImports.add(payload);
  });
}

/** Whether an error is a chunk of the app's code that could not be loaded. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Object && (failedImports.has(error) || FAILED_IMPORT.test(String(error)));

/**
 * Reloads the page for a new release unless this address was reloaded for one moments ago.
 * True while a reload is under way; false when the page must say so instead (also when storage
 * is refused: without a record, a reload could not tell it had been tried).
 */
export function reloadOnce(reload = () => window.location.reload()): boolean {
  if (reloading) return true;
  const { href } = window.location;
  const now = Date.now();
  try {
    const last = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? '{}') as {
      url?: string;
      at?: number;
    };
    if (last.url === href && now - (last.at ?? 0) < ATTEMPT_WINDOW_MS) return false;
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ url: href, at: now }));
  } catch {
    return false;
  }
  reloading = true;
  reload();
  return true;
}
