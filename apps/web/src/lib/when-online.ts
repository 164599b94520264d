/** The browser says it has no network: a failure is that, not the server's. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A code chunk fetched while the browser is offline (a phone's network dropped after the page
 * loaded) is fetched again once it is back online, instead of failing: a failed lazy component
 * would take the page down with it, for a dialog the buyer has not even opened. Online, a failure
 * is still one (a chunk gone after a deploy), for the page's error boundary to show.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch(
      (error: unknown) =>
        new Promise<T>((resolve, reject) => {
          if (!isOffline()) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          window.addEventListener('online', () => attempt().then(resolve, reject), { once: true });
        }),
    );
  return attempt;
}
