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

  it('puts a recurring job in the queue once per period, not at every poll', async () => {
    const scheduled: string[] = [];
    let claims = 0;
    const counted = new Proxy(t.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'insert') {
          return (table: typeof jobs) => {
            const builder = target.insert(table);
            if (table !== jobs) return builder;
            return {
              values(row: typeof jobs.$inferInsert) {
                scheduled.push(row.kind);
                return builder.values(row);
              },
            };
          };
        }
        if (property === 'execute') {
          return (...args: Parameters<typeof target.execute>) => {
            claims += 1;
            return target.execute(...args);
          };
        }
        return value.bind(target);
      },
    });
    const queue = createJobQueue(counted, silentLog(), { pollMs: 10 });
    queue.every('test.daily', 24 * 60 * 60_000, async () => undefined);

    queue.start();
    await expect
      .poll(() => claims, { message: 'the worker has polled a dozen times', timeout: 30_000 })
      .toBeGreaterThan(12);
    await queue.stop();

    expect(scheduled.filter((kind) => kind === 'test.daily')).toEqual(['test.daily']);
    expect(scheduled, 'each recurring kind once').toEqual([...new Set(scheduled)]);
    expect(await jobsOfKind('test.daily')).toHaveLength(1);
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

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('lanes and leases (issue 26)', () => {
  it('a long job in the media lane does not hold back mail: the mail runs while the transcode is still going', async () => {
    const queue = createJobQueue(t.db, silentLog(), { pollMs: 20 });
    const transcode = gate();
    const transcodeStarted = gate();
    const mailed = gate();
    queue.register(
      'test.lane-transcode',
      async () => {
        transcodeStarted.open();
        await transcode.opened;
      },
      { lane: 'media' },
    );
    queue.register('test.lane-mail', async () => mailed.open(), { lane: 'mail' });
    queue.start();
    try {
      await queue.enqueue(t.db, 'test.lane-transcode', {});
      queue.nudge();
      await transcodeStarted.opened;
      await queue.enqueue(t.db, 'test.lane-mail', {});
      queue.nudge();
      await mailed.opened;
      const [mail] = await jobsOfKind('test.lane-mail');
      await expect.poll(async () => (await jobById(mail!.id))?.completedAt).toBeInstanceOf(Date);
      const [running] = await jobsOfKind('test.lane-transcode');
      expect(running).toMatchObject({ completedAt: null, failedAt: null });
    } finally {
      transcode.open();
      await queue.stop();
    }
    expect((await jobsOfKind('test.lane-transcode'))[0]?.completedAt).toBeInstanceOf(Date);
  });

  it('a running job keeps its lease past the lease time: another worker does not take it', async () => {
    // Fifteen heartbeats to a lease: a busy machine may delay a few, and the lease must still hold.
    const lease = { leaseMs: 1500, heartbeatMs: 100, pollMs: 20 };
    const holder = createJobQueue(t.db, silentLog(), lease);
    const other = createJobQueue(t.db, silentLog(), lease);
    const release = gate();
    const started = gate();
    let runs = 0;
    let taken = 0;
    holder.register('test.heartbeat', async () => {
      runs += 1;
      started.open();
      await release.opened;
    });
    // Returns at once: a job taken from the holder fails the test at once, never hangs it.
    other.register('test.heartbeat', async () => {
      taken += 1;
    });
    holder.start();
    try {
      await holder.enqueue(t.db, 'test.heartbeat', {});
      holder.nudge();
      await started.opened;
      const [job] = await jobsOfKind('test.heartbeat');
      const firstLease = job!.lockedUntil!.getTime();
      // Renewed past the first lease's end, and still held, while the other worker keeps looking.
      await expect
        .poll(
          async () => {
            expect(await other.drain()).toBe(0);
            return (await jobById(job!.id))!.lockedUntil!.getTime();
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(firstLease + lease.leaseMs);
    } finally {
      release.open();
      await holder.stop();
    }
    expect(runs).toBe(1);
    expect(taken).toBe(0);
  });

  it('a dead worker’s job is taken again once its lease lapses, not before', async () => {
    const queue = createJobQueue(t.db, silentLog());
    let runs = 0;
    queue.register('test.orphaned', async () => {
      runs += 1;
    });
    await queue.enqueue(t.db, 'test.orphaned', {});
    // Claimed by a worker that then died: its mark, a lease a moment from now, one attempt.
    await t.db
      .update(jobs)
      .set({ lockedBy: 'a-dead-worker', lockedUntil: sql`now() + interval '400 milliseconds'`, attempts: 1 })
      .where(eq(jobs.kind, 'test.orphaned'));

    expect(await queue.drain()).toBe(0);
    await expect.poll(() => queue.drain()).toBe(1);
    expect(runs).toBe(1);
    const [job] = await jobsOfKind('test.orphaned');
    expect(job).toMatchObject({ attempts: 2, lockedBy: null });
    expect(job?.completedAt).toBeInstanceOf(Date);
  });

  it('a worker whose lease was taken stops the job and records nothing', async () => {
    const queue = createJobQueue(t.db, silentLog(), { heartbeatMs: 50, pollMs: 20 });
    const started = gate();
    let aborted: unknown;
    queue.register('test.taken', async (_payload, { signal }) => {
      started.open();
      await new Promise<void>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = signal.reason;
          reject(new Error('stopped'));
        });
      });
    });
    queue.start();
    try {
      await queue.enqueue(t.db, 'test.taken', {});
      queue.nudge();
      await started.opened;
      await t.db.update(jobs).set({ lockedBy: 'the-new-holder' }).where(eq(jobs.kind, 'test.taken'));
      await expect.poll(() => aborted).toBeInstanceOf(Error);
    } finally {
      await queue.stop();
    }
    const [job] = await jobsOfKind('test.taken');
    expect(job).toMatchObject({
      lockedBy: 'the-new-holder',
      completedAt: null,
      failedAt: null,
      lastError: null,
    });
  });

  it('a job that finishes after another worker took it records nothing and is not counted', async () => {
    // No heartbeat in the test's time: the worker does not notice the takeover before the end.
    const queue = createJobQueue(t.db, silentLog(), { heartbeatMs: 60_000, pollMs: 20 });
    const outcomes: string[] = [];
    queue.observe((_kind, outcome) => outcomes.push(outcome));
    const started = gate();
    const finish = gate();
    queue.register('test.late', async () => {
      started.open();
      await finish.opened;
    });
    queue.start();
    try {
      await queue.enqueue(t.db, 'test.late', {});
      queue.nudge();
      await started.opened;
      await t.db.update(jobs).set({ lockedBy: 'the-new-holder' }).where(eq(jobs.kind, 'test.late'));
      finish.open();
    } finally {
      await queue.stop();
    }
    expect(outcomes).toEqual([]);
    const [job] = await jobsOfKind('test.late');
    expect(job).toMatchObject({ lockedBy: 'the-new-holder', completedAt: null });
  });

  it('stopping hands a long job back to the queue, due now, its attempt not counted', async () => {
    const queue = createJobQueue(t.db, silentLog(), { pollMs: 20, stopGraceMs: 50 });
    const started = gate();
    queue.register(
      'test.handed-back',
      async (_payload, { signal }) => {
        started.open();
        await new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('ffmpeg was stopped')));
        });
      },
      { lane: 'media' },
    );
    queue.start();
    await queue.enqueue(t.db, 'test.handed-back', {});
    queue.nudge();
    await started.opened;
    await queue.stop();

    const [job] = await jobsOfKind('test.handed-back');
    expect(job).toMatchObject({
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      failedAt: null,
      lastError: null,
    });
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('claims higher priority first, and leaves lanes it does not run to other workers', async () => {
    const mediaOnly = createJobQueue(t.db, silentLog(), { lanes: ['media'] });
    const order: string[] = [];
    mediaOnly.register(
      'test.priority',
      async (payload) => {
        order.push((payload as { name: string }).name);
      },
      { lane: 'media' },
    );
    mediaOnly.register('test.not-my-lane', async () => undefined, { lane: 'mail' });
    await mediaOnly.enqueue(t.db, 'test.priority', { name: 'demo stream' }, { priority: -10 });
    await mediaOnly.enqueue(t.db, 'test.priority', { name: 'new upload' });
    await mediaOnly.enqueue(t.db, 'test.not-my-lane', {});

    expect(await mediaOnly.drain()).toBe(2);
    expect(order).toEqual(['new upload', 'demo stream']);
    const [mail] = await jobsOfKind('test.not-my-lane');
    expect(mail).toMatchObject({ attempts: 0, completedAt: null });
  });
});

describe('the store’s job kinds (issue 26)', () => {
  it('each runs in its lane: mail apart from PDFs, money apart from both, transcodes on their own', () => {
    const lanes = Object.fromEntries(
      [
        'mail.send',
        'auth.send-password-reset',
        'orders.send-receipt',
        'refunds.send-email',
        'refunds.process',
        'payments.reconcile',
        'media.probe-videos',
        'media.transcode-video',
        'media.sweep',
        'media.sweep-stalled-uploads',
        'jobs.sweep-finished',
      ].map((kind) => [kind, t.app.jobs.laneOf(kind)]),
    );
    expect(lanes).toEqual({
      'mail.send': 'mail',
      'auth.send-password-reset': 'mail',
      'orders.send-receipt': 'documents',
      'refunds.send-email': 'documents',
      'refunds.process': 'money',
      'payments.reconcile': 'money',
      'media.probe-videos': 'media',
      'media.transcode-video': 'media',
      'media.sweep': 'media',
      'media.sweep-stalled-uploads': 'maintenance',
      'jobs.sweep-finished': 'maintenance',
    });
  });
});
