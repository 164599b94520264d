import { describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache';

function setup(maxEntries = 3) {
  let time = 1_000;
  const cache = createMicroCache<string, string>({ ttlMs: 1_000, maxEntries, now: () => time });
  const advance = (ms: number) => {
    time += ms;
  };
  return { cache, advance };
}

describe('createMicroCache', () => {
  it('answers a key from its first load until the entry is ttlMs old', async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => `loaded ${load.mock.calls.length}`);

    expect(await cache.get('a', load)).toBe('loaded 1');
    advance(999);
    expect(await cache.get('a', load)).toBe('loaded 1');
    advance(1);
    expect(await cache.get('a', load)).toBe('loaded 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one pending load between concurrent misses', async () => {
    const { cache } = setup();
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));

    const first = cache.get('a', load);
    const second = cache.get('a', load);
    finish('once');

    expect(await Promise.all([first, second])).toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load at once, so the next get loads again', async () => {
    const { cache } = setup();

    await expect(cache.get('a', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');

    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'found')).toBe('found');
  });

  it('forgets a key on delete', async () => {
    const { cache } = setup();
    await cache.get('a', async () => 'old');

    cache.delete('a');

    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache, advance } = setup(2);
    await cache.get('a', async () => 'a1');
    advance(10);
    await cache.get('b', async () => 'b1');
    advance(10);
    await cache.get('c', async () => 'c1');

    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});
