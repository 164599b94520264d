import { useSyncExternalStore } from 'react';
import { SERVICE_WORKER_URL } from '@/service-worker/protocol';

/*
 * The page's side of the service worker (issue 32, src/service-worker/service-worker.ts). A new
 * release's worker waits until the student takes it: taking it in the middle of a page would
 * leave the tab running the old code beside the new worker's files. The store offers it instead
 * ("A new version of the store is available", UpdateOffer), and reloads once it is in charge.
 */

/** Takes the waiting release, once the student says so; null while none waits. */
let takeWaitingUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function offerUpdate(take: () => void) {
  takeWaitingUpdate = take;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting release's taker, or null: the server renders none, and neither does a first visit. */
export const useWaitingUpdate = (): (() => void) | null =>
  useSyncExternalStore(
    subscribe,
    () => takeWaitingUpdate,
    () => null,
  );

/** Once the page is in and the browser idle, so that the worker's install never slows a first load. */
function whenIdle(work: () => void) {
  const start = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(work, { timeout: 5000 })
      : window.setTimeout(work, 1000);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Registers the store's service worker in a production build, where the browser has them. Its
 * code (workbox-window, 3 kB) is fetched only then, outside the first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    void import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox(SERVICE_WORKER_URL);
        workbox.addEventListener('waiting', () =>
          offerUpdate(() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }),
        );
        return workbox.register();
      })
      // Without a worker the store works as before, online; nothing to tell the student.
      .catch((error: unknown) => console.warn('The service worker was not registered', error));
  });
}
