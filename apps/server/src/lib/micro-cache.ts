import type { FastifyInstance } from 'fastify';
import { isSuccessfulWrite } from './writes';

/**
 * A very short-lived cache of answers in this process: an entry lives `ttlMs`, at most
 * `maxEntries` are kept (the oldest go first). It keeps the pending promise, so concurrent
 * misses for one key share one load; a load that fails is forgotten at once, so errors and 404s
 * are never served from it. Each server instance has its own, so a change made through another
 * instance shows here within `ttlMs`: use it only for answers that may be that stale (decision
 * 005 says which, and why).
 */
export type MicroCache<Key, Value> = {
  /** The cached value for `key`, or the result of `load()`, which is cached for `ttlMs`. */
  get(key: Key, load: () => Promise<Value>): Promise<Value>;
  /** Forgets `key`: the next `get` loads again. */
  delete(key: Key): void;
  /** Forgets everything. */
  clear(): void;
  readonly size: number;
};

export function createMicroCache<Key, Value>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): MicroCache<Key, Value> {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<Key, { expiresAt: number; value: Promise<Value> }>();

  return {
    get(key, load) {
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > time) return cached.value;
      entries.delete(key); // re-inserted last, so the Map stays in age order

      const value = load();
      entries.set(key, { expiresAt: time + ttlMs, value });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Forgets everything in `caches` when a write through `app`'s routes succeeds, before its answer
 * goes out: the writer's next read is never older than its write.
 */
export function clearOnWrite(
  app: FastifyInstance,
  ...caches: Array<Pick<MicroCache<unknown, unknown>, 'clear'>>
) {
  app.addHook('onSend', async (request, reply) => {
    if (isSuccessfulWrite(request, reply)) for (const cache of caches) cache.clear();
  });
}
