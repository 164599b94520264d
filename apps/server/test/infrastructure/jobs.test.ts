import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/infrastructure';
import { createJobQueue, retryDelayMs } from '../../src/infrastructure/jobs';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const silentLog = () => t.app.log.child({}, { level: 'silent' });
const jobById = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const jobsOfKind = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));
/** Brings a rescheduled job's retry time to now, as if its backoff had passed. */
const makeDue = (kind: string) =>
  t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.kind, kind));

describe('the job queue', () => {
  it('runs an enqueued job once with its payload and marks it done', async () => {
    const queue = createJobQueue(t.db, silentLog());
    const seen: unknown[] = [];
    queue.register('test.echo', async (payload) => {
      seen.push(payload);
    });

    await queue.enqueue(t.db, 'test.echo', { greeting: 'namaste' });

    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ greeting: 'namaste' }]);
    const [job] = await jobsOfKind('test.echo');
    expect(job).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    expect(job?.completedAt).toBeInstanceOf(Date);
  });

  it('retries a failing job later with backoff, and gives up after its last attempt', async () => {
    const queue = createJobQueue(t.db, silentLog(), { backoffMs: 60_000 });
    let calls = 0;
    queue.register('test.flaky', async () => {
      calls += 1;
      throw new Error(`refused ${calls}`);
    });
    await queue.enqueue(t.db, 'test.flaky', {}, { maxAttempts: 3 });

    await queue.drain();
    const [first] = await jobsOfKind('test.flaky');
    expect(first).toMatchObject({ attempts: 1, lastError: 'refused 1', failedAt: null, completedAt: null });
    // Not due again until its backoff (a minute here) has passed.
    expect(first!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await queue.drain()).toBe(0);

    await makeDue('test.flaky');
    await queue.drain();
    await makeDue('test.flaky');
    await queue.drain();

    const last = await jobById(first!.id);
    expect(calls).toBe(3);
    expect(last).toMatchObject({ attempts: 3, lastError: 'refused 3', completedAt: null });
    expect(last?.failedAt).toBeInstanceOf(Date);
    await makeDue('test.flaky');
    expect(await queue.drain()).toBe(0);
  });

  it('doubles the delay per attempt, up to the cap', () => {
    const delays = [1, 2, 3, 10].map((attempt) => retryDelayMs(attempt, 1000, 5000));
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[0]).toBeLessThanOrEqual(1200);
    expect(delays[1]).toBeGreaterThanOrEqual(2000);
    expect(delays[2]).toBeGreaterThanOrEqual(4000);
    expect(delays[3]).toBeGreaterThanOrEqual(5000);
    expect(delays[3]).toBeLessThanOrEqual(6000);
  });

  it('keeps one job per singleton key', async () => {
    const queue = createJobQueue(t.db, silentLog());
    queue.register('test.once', async () => undefined);
    await queue.enqueue(t.db, 'test.once', {}, { singletonKey: 'test.once@1' });
    await queue.enqueue(t.db, 'test.once', {}, { singletonKey: 'test.once@1' });
    expect(await jobsOfKind('test.once')).toHaveLength(1);
  });

  it('enqueues inside the caller’s transaction: a rolled-back change leaves no job', async () => {
    const queue = createJobQueue(t.db, silentLog());
    await t.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, 'test.rolled-back', {});
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await jobsOfKind('test.rolled-back')).toHaveLength(0);
  });

  it('two workers on one database run each job exactly once', async () => {
    const runs = new Map<number, number>();
    const handler = async (payload: unknown) => {
      const { n } = payload as { n: number };
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    const first = createJobQueue(t.db, silentLog(), { batchSize: 3 });
    const second = createJobQueue(t.db, silentLog(), { batchSize: 3 });
    first.register('test.shared', handler);
    second.register('test.shared', handler);
    for (let n = 0; n < 20; n += 1) await first.enqueue(t.db, 'test.shared', { n });

    const [a, b] = await Promise.all([first.drain(), second.drain()]);

    expect(a + b).toBe(20);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(20);
  });

  it('schedules a recurring job once per period, on whichever worker gets there first', async () => {
    let runs = 0;
    const queues = [createJobQueue(t.db, silentLog()), createJobQueue(t.db, silentLog())];
    for (const queue of queues) {
      queue.every('test.hourly', 60 * 60_000, async () => {
        runs += 1;
      });
    }
    for (const queue of queues) {
      queue.start();
      await queue.stop();
    }
    await queues[0]!.drain();
    await queues[1]!.drain();

    expect(runs).toBe(1);
    const [job] = await jobsOfKind('test.hourly');
    expect(job?.singletonKey).toMatch(/^test\.hourly@\d+$/);
  });

  it('a started worker picks up new work without being asked', async () => {
    const queue = createJobQueue(t.db, silentLog(), { pollMs: 20 });
    let resolveRun: () => void = () => undefined;
    const ran = new Promise<void>((resolve) => {
      resolveRun = resolve;
    });
    queue.register('test.background', async () => resolveRun());
    queue.start();
    try {
      await queue.enqueue(t.db, 'test.background', {});
      queue.nudge();
      await ran;
    } finally {
      await queue.stop();
    }
    const [job] = await jobsOfKind('test.background');
    expect(job?.completedAt).toBeInstanceOf(Date);
  });
});
