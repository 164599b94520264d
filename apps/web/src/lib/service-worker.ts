import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL, UPDATE_WAITING, type UpdateWaiting } from '@/service-worker/protocol';

/*
 * The page's side of the service worker (issue 32, src/service-worker/service-worker.ts), in a
 * chunk of its own that main.tsx loads once the page is in and the browser idle. A new release's
 * worker waits until the student takes it: taking it in the middle of a page would leave the tab
 * running the old code beside the new worker's files. The page is told (UPDATE_WAITING, which
 * UpdateOffer hears) and the tab reloads once the new worker is in charge.
 */

export function registerServiceWorker(): void {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    const takeUpdate = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    window.dispatchEvent(new CustomEvent<UpdateWaiting>(UPDATE_WAITING, { detail: { takeUpdate } }));
  });
  // Without a worker the store works as before, online: nothing to tell the student.
  workbox.register().catch((error: unknown) => console.warn('The service worker was not registered', error));
}
