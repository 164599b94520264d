/** The browser says it has no network: a failure is that, not the server's. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The store's service worker serves this page (issue 32): it may hold a chunk the network cannot give. */
const servedByWorker = () =>
  typeof navigator !== 'undefined' && (navigator.serviceWorker?.controller ?? null) !== null;

const backOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * A code chunk wanted while the browser is offline (a phone's network dropped after the page
 * loaded) is fetched once it is back online, instead of failing: a failed lazy component would
 * take the page down with it, for a dialog the buyer has not even opened. Known to be offline,
 * it does not even try (a doomed request only logs an error), unless the store's service worker
 * serves the page: it keeps the chunks of the pages opened before, so a page kept for offline
 * starts. A fetch that fails because the network went away under it waits too. Online, a failure
 * is still one (a chunk gone after a deploy), for the page's error boundary to show.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = async (): Promise<T> => {
    if (isOffline() && !servedByWorker()) await backOnline();
    try {
      return await load();
    } catch (error) {
      if (!isOffline()) throw error instanceof Error ? error : new Error(String(error));
      await backOnline();
      return attempt();
    }
  };
  return attempt;
}
