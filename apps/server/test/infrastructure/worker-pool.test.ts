import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool, WorkersBusyError } from '../../src/infrastructure/worker-pool';
import { UnavailableError } from '../../src/lib/errors';
import type { ProbeTasks } from '../support/probe-worker';

const PROBE_ENTRY = new URL('../support/probe-worker.ts', import.meta.url);

describe('a worker pool', () => {
  let pool: WorkerPool<ProbeTasks> | undefined;
  const open = (size: number, maxQueued: number) => {
    pool = createWorkerPool<ProbeTasks>({
      entry: PROBE_ENTRY,
      size,
      maxQueued,
      busyMessage: 'Busy, come back later.',
      retryAfterSeconds: 7,
    });
    return pool;
  };
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('runs each task in a worker thread, never on the thread that asked', async () => {
    const workers = open(2, 8);
    const ran = await Promise.all([1, 2, 3].map(() => workers.run('threadId')));
    // Not the process's main thread (0), nor Vitest's thread that runs this test.
    expect(ran.every((id) => id !== 0 && id !== threadId)).toBe(true);
    expect(new Set(ran).size).toBeLessThanOrEqual(2);
  });

  it('answers bytes as a Buffer and a task that throws with its message', async () => {
    const workers = open(1, 8);
    const bytes = await workers.run('bytes', 'नमस्ते %PDF');
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString()).toBe('नमस्ते %PDF');
    await expect(workers.run('fail', 'the layout broke')).rejects.toThrow('the layout broke');
    // The worker survives a failed task.
    expect(await workers.run('wait', 1)).toBe(1);
  });

  it('refuses a task past its queue with the time to come back, and takes tasks again once it drains', async () => {
    const workers = open(1, 1);
    const running = workers.run('wait', 200);
    const waiting = workers.run('wait', 1);
    const refused = workers.run('wait', 1);
    await expect(refused).rejects.toBeInstanceOf(WorkersBusyError);
    await expect(refused).rejects.toMatchObject({ message: 'Busy, come back later.', retryAfterSeconds: 7 });
    expect(await Promise.all([running, waiting])).toEqual([200, 1]);
    expect(await workers.run('wait', 1)).toBe(1);
  });

  it('refuses what waits and what comes after it is closed', async () => {
    const workers = open(1, 4);
    const outcomes = Promise.allSettled([workers.run('wait', 5_000), workers.run('wait', 1)]);
    await workers.close();
    const [running, waiting] = await outcomes;
    expect(running?.status).toBe('rejected');
    expect(waiting).toMatchObject({ status: 'rejected', reason: expect.any(UnavailableError) });
    await expect(workers.run('threadId')).rejects.toBeInstanceOf(UnavailableError);
  });
});
