import { STORAGE_KEYS } from '@academy/shared/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepOfflineInStep } from '@/features/learning/lib/licence-check';
import { registerServiceWorker } from '@/lib/service-worker';
import { SAVED_LECTURES_CACHE } from '@/service-worker/saved-lectures';
import { startServiceWorker } from './service-worker';

// jsdom has neither service workers nor Cache Storage: the worker's registration and the licence
// check (each tested on its own, and in the browser tests) stand in here, and `caches` is a map.
vi.mock('@/lib/service-worker', () => ({ registerServiceWorker: vi.fn() }));
vi.mock('@/features/learning/lib/licence-check', () => ({ keepOfflineInStep: vi.fn() }));

let cacheNames: Set<string>;
beforeEach(() => {
  cacheNames = new Set();
  vi.stubGlobal('caches', {
    has: (name: string) => Promise.resolve(cacheNames.has(name)),
    delete: (name: string) => Promise.resolve(cacheNames.delete(name)),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

/** Until the starter's own promises (Cache Storage, the lazy import) have run. */
const settled = () => vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledOnce());

describe('startServiceWorker', () => {
  it('deletes the lectures saved here once nobody is signed in, and checks no licence', async () => {
    cacheNames.add(SAVED_LECTURES_CACHE);
    window.localStorage.setItem(STORAGE_KEYS.watchOutbox, '[]');

    startServiceWorker();

    await settled();
    await vi.waitFor(() => expect(cacheNames.has(SAVED_LECTURES_CACHE)).toBe(false));
    expect(keepOfflineInStep).not.toHaveBeenCalled();
  });

  it("keeps a signed-in student's saved lectures and watching in step", async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    cacheNames.add(SAVED_LECTURES_CACHE);

    startServiceWorker();

    await vi.waitFor(() => expect(keepOfflineInStep).toHaveBeenCalledOnce());
    expect(cacheNames.has(SAVED_LECTURES_CACHE)).toBe(true);
  });

  it('sends watching kept for later (a report a dropped connection lost) with nothing saved here', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    window.localStorage.setItem(STORAGE_KEYS.watchOutbox, '[]');

    startServiceWorker();

    await vi.waitFor(() => expect(keepOfflineInStep).toHaveBeenCalledOnce());
  });

  it('loads nothing more for a signed-in student with nothing saved and nothing kept', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    let asked = false;
    vi.stubGlobal('caches', {
      has: (name: string) => {
        asked = true;
        return Promise.resolve(cacheNames.has(name));
      },
    });

    startServiceWorker();

    await vi.waitFor(() => expect(asked).toBe(true));
    // A task's turn: the answer's continuation, and an import it would start, have run by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keepOfflineInStep).not.toHaveBeenCalled();
  });
});
