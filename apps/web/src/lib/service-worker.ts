import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '@/service-worker/protocol';
import { type InstallPrompt, makeAppOffer } from './app-offers';
import { countVisit } from './install-offer';

/*
 * The page's side of the service worker (issue 32, src/service-worker/service-worker.ts), in a
 * chunk of its own that main.tsx loads once the page is in and the browser idle.
 *
 * A new release's worker waits until the student takes it: taking it in the middle of a page
 * would leave the tab running the old code beside the new worker's files. The store offers it
 * instead, and the tab reloads once the new worker is in charge. Chromium's offer to install the
 * store (held back by inline/install-prompt.js) is passed on for the store to make when it is due.
 */

declare global {
  interface Window {
    __installPrompt?: InstallPrompt;
  }
}

export function registerServiceWorker(): void {
  countVisit();
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () =>
    makeAppOffer({
      kind: 'update',
      takeUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    }),
  );
  // Without a worker the store works as before, online: nothing to tell the student.
  workbox.register().catch((error: unknown) => console.warn('The service worker was not registered', error));

  if (window.__installPrompt) makeAppOffer({ kind: 'install', prompt: window.__installPrompt });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    makeAppOffer({ kind: 'install', prompt: event as InstallPrompt });
  });
}
