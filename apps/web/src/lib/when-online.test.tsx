import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from './when-online';

let online = true;
vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);

const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a code chunk wanted offline (issue 28)', () => {
  afterEach(() => {
    online = true;
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
  });

  it('is not fetched while the browser is offline, and is fetched once back online', async () => {
    online = false;
    const load = vi.fn(() => Promise.resolve('chunk'));
    const loaded = retryWhenOnline(load)();
    await settle();
    expect(load).not.toHaveBeenCalled();
    goOnline();
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched again once back online when the network went away under it', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        online = false;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      })
      .mockResolvedValue('chunk');
    const loaded = retryWhenOnline(load)();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched offline from the service worker that serves the page, and waits if it has none', async () => {
    online = false;
    // jsdom has no service workers: this page is served by one.
    Object.defineProperty(window.navigator, 'serviceWorker', {
      value: { controller: {} },
      configurable: true,
    });
    const kept = vi.fn(() => Promise.resolve('kept chunk'));
    await expect(retryWhenOnline(kept)()).resolves.toBe('kept chunk');

    const notKept = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('chunk');
    const loaded = retryWhenOnline(notKept)();
    await settle();
    expect(notKept).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(loaded).resolves.toBe('chunk');
    expect(notKept).toHaveBeenCalledTimes(2);
  });

  it('fails at once online: a chunk gone after a deploy is for the error boundary', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(retryWhenOnline(load)()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
