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

  it('fails at once online: a chunk gone after a deploy is for the error boundary', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(retryWhenOnline(load)()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
