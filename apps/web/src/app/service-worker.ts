import { STORAGE_KEYS } from '@academy/shared/limits';
import { registerServiceWorker } from '@/lib/service-worker';
import { storage } from '@/lib/storage';
import { SAVED_LECTURES_CACHE } from '@/service-worker/saved-lectures';

/**
 * What main.tsx starts once the page is in and the browser idle: the service worker, and for a
 * student with lectures saved for offline (issue 32, decision 039), the check of their licences,
 * and the sending of what the network did not take of their watching, now and whenever it is back.
 */
export function startServiceWorker(): void {
  registerServiceWorker();
  if (!storage.getAccessToken()) {
    // Signed out since (the worker deletes them at a sign-out it sees; not at every other end of
    // a session): lectures saved here were licensed to a student who is no longer here.
    void caches.delete(SAVED_LECTURES_CACHE).catch(() => false);
    return;
  }
  void caches
    .has(SAVED_LECTURES_CACHE)
    .then(async (saved) => {
      // Watching kept for later: played offline, or a report or an end's mark lost to a dropped
      // connection while streaming.
      if (!saved && window.localStorage.getItem(STORAGE_KEYS.watchOutbox) === null) return;
      const { keepOfflineInStep } = await import('@/features/learning/lib/licence-check');
      keepOfflineInStep();
    })
    .catch(() => undefined);
}
