import type { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import { startWorkerThread } from '../infrastructure/worker-pool';
import {
  type Envelope,
  type QueryRequest,
  type Reply,
  type Request,
  type Target,
  uncrossError,
  type WorkerData,
} from './pglite-thread-protocol';

/*
 * The embedded PGlite run in a thread of its own (decision 037), behind the part of PGlite's
 * interface the store uses: `query`, `exec`, `transaction`, `listen` and `close`. Drizzle's
 * PGlite driver and the callers' accounts take it for a PGlite.
 *
 * - A transaction is held open in the thread, and its statements go there by its id. PGlite's
 *   locks make everything else wait for it, as in one thread.
 * - A query's parsers are functions and cannot cross: the thread returns those types as
 *   PostgreSQL's text, and they are parsed here.
 * - A notice is posted before the result of the statement that committed it, and messages keep
 *   their order, so a listener has heard it before the writer goes on.
 * - The thread keeps the process alive only while a statement is in flight, as PGlite in this
 *   thread would not keep it alive at all.
 */

/** The worker's entry: its source beside this file, or dist/pglite-worker.js beside the bundled server. */
export const PGLITE_WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? '../pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

export type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  paramTypes?: number[];
};

/** What a transaction of the thread's offers: PGlite's, less `sql` and `listen`. */
export type ThreadTransaction = Pick<Transaction, 'exec' | 'rollback' | 'closed'> & {
  query<T>(statement: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

type Pending = { resolve(result: unknown): void; reject(error: Error): void };

export class PGliteThreadStoppedError extends Error {
  override name = 'PGliteThreadStoppedError';
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #whenStopped: Array<(error: Error) => void> = [];
  #nextId = 1;
  #stopped: Error | undefined;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => {
      this.#stop(new PGliteThreadStoppedError(`The embedded database's thread exited (code ${code})`));
    });
  }

  /**
   * Opens the PGlite in `directory` in a new thread; resolves once it answers. `heapLimitMb` caps
   * the thread's JavaScript heap (the tests make it run out), which has no cap by default.
   */
  static async open(
    directory: string,
    { heapLimitMb }: { heapLimitMb?: number } = {},
  ): Promise<PGliteThread> {
    const worker = startWorkerThread(
      PGLITE_WORKER_ENTRY,
      { directory } satisfies WorkerData,
      heapLimitMb === undefined ? undefined : { maxOldGenerationSizeMb: heapLimitMb },
    );
    await new Promise<void>((ready, failed) => {
      const settle = (error?: Error) => {
        worker.off('message', onMessage).off('error', settle).off('exit', onExit);
        if (!error) return ready();
        void worker.terminate();
        failed(error);
      };
      const onMessage = (reply: Reply) => {
        if ('ready' in reply) settle();
        else if ('failed' in reply) settle(uncrossError(reply.failed));
      };
      const onExit = (code: number) =>
        settle(new PGliteThreadStoppedError(`The embedded database's thread exited (code ${code})`));
      worker.on('message', onMessage).on('error', settle).on('exit', onExit);
    });
    return new PGliteThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Calls `listener` if the thread stops without `close`: a crash, or its memory run out. */
  whenStopped(listener: (error: Error) => void): void {
    this.#whenStopped.push(listener);
  }

  query<T>(statement: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query<T>({}, statement, params, options);
  }

  async exec(statement: string): Promise<Results[]> {
    return (await this.#call({ op: 'exec', statement })) as Results[];
  }

  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const transaction = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const target: Target = { transaction };
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ThreadTransaction = {
      query: <R>(statement: string, params: unknown[] = [], options: QueryOptions = {}) => {
        checkOpen();
        return this.#query<R>(target, statement, params, options);
      },
      exec: async (statement: string) => {
        checkOpen();
        return (await this.#call({ op: 'exec', statement, transaction })) as Results[];
      },
      rollback: async () => {
        checkOpen();
        await this.#call({ op: 'rollback', transaction });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: 'end', transaction, commit: false });
      throw error;
    }
    closed = true;
    await this.#call({ op: 'end', transaction, commit: true });
    return result;
  }

  /** Calls `callback` with each notice on `channel`; resolves to a function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      try {
        await this.#call({ op: 'listen', channel });
      } catch (error) {
        this.#listeners.delete(channel);
        throw error;
      }
    }
    listeners.add(callback);
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(callback) || current.size > 0) return;
      this.#listeners.delete(channel);
      if (!this.#closed) await this.#call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#stopped) await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  async #query<T>(
    target: Target,
    statement: string,
    params: unknown[],
    { parsers, rowMode, paramTypes, ...others }: QueryOptions,
  ): Promise<Results<T>> {
    const refused = Object.keys(others);
    if (refused.length > 0) throw new Error(`PGlite's thread does not take ${refused.join(', ')}`);
    const request: QueryRequest = {
      op: 'query',
      ...target,
      statement,
      params,
      textTypes: parsers ? Object.keys(parsers).map(Number) : [],
      ...(rowMode && { rowMode }),
      ...(paramTypes && { paramTypes }),
    };
    const results = (await this.#call(request)) as Results<T>;
    if (parsers) parseText(results, parsers);
    return results;
  }

  #call(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } satisfies Envelope);
    });
  }

  #receive(reply: Reply) {
    if ('notice' in reply) {
      for (const listener of this.#listeners.get(reply.notice.channel) ?? []) listener(reply.notice.payload);
      return;
    }
    if (!('id' in reply)) return;
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ('error' in reply) pending.reject(uncrossError(reply.error));
    else pending.resolve(reply.result);
  }

  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = this.#closed ? new Error('PGlite is closed') : error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    if (!this.#closed) for (const listener of this.#whenStopped) listener(error);
  }
}

/** Applies the caller's parsers to the columns the thread left as text, as PGlite would have. */
function parseText(results: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>) {
  const columns = results.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, typeId: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return;
  for (const row of results.rows as unknown[]) {
    for (const { index, name, typeId, parse } of columns) {
      const record = row as Record<string | number, unknown>;
      const key = Array.isArray(row) ? index : name;
      const value = record[key];
      if (typeof value === 'string') record[key] = parse(value, typeId);
    }
  }
}
