import { parentPort, type ResourceLimits, Worker } from 'node:worker_threads';
import { UnavailableError } from '../lib/errors';

/*
 * A few worker threads for CPU-bound work that would stall the event loop (issue 25: an invoice
 * PDF is up to a second of synchronous layout, during which no other request was answered).
 * Workers start on the first task, so a tool that builds the adapters and renders nothing starts
 * none, and an idle worker does not keep the process alive. Each worker takes one task at a
 * time; the rest wait in a bounded queue, and past its bound a task is refused at once rather
 * than answered minutes later.
 */

type TaskTable = Record<string, (...args: never[]) => unknown>;
type Request = { kind: string; args: unknown[] };
type Reply = { result: unknown } | { error: { message: string; stack?: string | undefined } };

/** The queue is full: the caller should come back in `retryAfterSeconds`. */
export class WorkersBusyError extends UnavailableError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export type WorkerPool<Tasks extends TaskTable> = {
  /** Runs `kind` in a worker; bytes (a Uint8Array) come back as a Buffer. */
  run<K extends keyof Tasks & string>(
    kind: K,
    ...args: Parameters<Tasks[K]>
  ): Promise<Awaited<ReturnType<Tasks[K]>>>;
  /** Stops the workers; waiting and running tasks are refused, and so is any later one. */
  close(): Promise<void>;
};

export type WorkerPoolOptions = {
  /** The worker's entry: a built .js file, or a .ts source (tests, `npm run dev`) run through tsx. */
  entry: URL;
  size: number;
  /** Tasks that may wait while every worker is busy; one more is refused with WorkersBusyError. */
  maxQueued: number;
  busyMessage: string;
  retryAfterSeconds: number;
};

type Job = { request: Request; resolve: (value: never) => void; reject: (error: unknown) => void };
type Slot = { worker: Worker; job?: Job | undefined };

/** Starts a thread at `entry`: a built .js file, or a .ts source (tests, `npm run dev`) run through tsx. */
export function startWorkerThread(
  entry: URL,
  workerData: Record<string, unknown> = {},
  resourceLimits?: ResourceLimits,
): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData, resourceLimits });
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
    workerData: { ...workerData, entry: entry.href },
    resourceLimits,
  });
}

export function createWorkerPool<Tasks extends TaskTable>(options: WorkerPoolOptions): WorkerPool<Tasks> {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  function settle(job: Job, reply: Reply) {
    if ('error' in reply) {
      const error = new Error(reply.error.message);
      error.stack = reply.error.stack;
      job.reject(error);
    } else {
      const { result } = reply;
      const bytes = result instanceof Uint8Array;
      job.resolve(
        (bytes ? Buffer.from(result.buffer, result.byteOffset, result.byteLength) : result) as never,
      );
    }
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorkerThread(options.entry) };
    slot.worker.on('message', (reply: Reply) => {
      const { job } = slot;
      slot.job = undefined;
      // An idle worker must not keep a process alive that has nothing else to do.
      slot.worker.unref();
      if (job) settle(job, reply);
      dispatch();
    });
    slot.worker.on('error', (error) => {
      slot.job?.reject(error);
      slot.job = undefined;
    });
    slot.worker.on('exit', () => {
      slots.splice(slots.indexOf(slot), 1);
      slot.job?.reject(new Error('The worker thread stopped before it finished'));
      if (!closed) dispatch();
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (queue.length > 0) {
      const slot =
        slots.find((candidate) => !candidate.job) ?? (slots.length < options.size ? spawn() : null);
      const job = slot && queue.shift();
      if (!slot || !job) return;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.request);
    }
  }

  return {
    run(kind, ...args) {
      if (closed) return Promise.reject(new UnavailableError('The server is stopping.'));
      return new Promise((resolve, reject) => {
        queue.push({ request: { kind, args }, resolve, reject });
        dispatch();
        // Still waiting, behind a full queue: refused at once, so the caller can come back later.
        if (queue.length > options.maxQueued) {
          queue.pop();
          reject(new WorkersBusyError(options.busyMessage, options.retryAfterSeconds));
        }
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new UnavailableError('The server is stopping.'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/** The worker's side: answers each task the pool sends with what `tasks[kind]` returns. */
export function serveTasks(tasks: TaskTable): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread, not in the main one');
  port.on('message', async ({ kind, args }: Request) => {
    try {
      const task = tasks[kind];
      if (!task) throw new Error(`This worker has no task ${kind}`);
      const result = await task(...(args as never[]));
      // Bytes that own their whole buffer are handed over rather than copied.
      const owned =
        result instanceof Uint8Array &&
        result.byteOffset === 0 &&
        result.byteLength === result.buffer.byteLength &&
        result.buffer instanceof ArrayBuffer;
      port.postMessage({ result } satisfies Reply, owned ? [result.buffer] : []);
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ error: { message, stack } } satisfies Reply);
    }
  });
}
