import { adminJobsResponseSchema, JOB_MESSAGES } from '@academy/shared/admin-jobs';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/db/schema/infrastructure';
import { SEND_RECEIPT_JOB } from '../../../src/modules/orders/job-kinds';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';

/* Issue 26: Admin → Jobs, the queue's failed, waiting and running jobs, with Retry and Discard. */

let t: TestApp;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAdmin(t.app)).token;
  studentToken = (await registerAndLogin(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ORDER = '00000000-0000-4000-8000-0000000000aa';

/** A job as the queue leaves it in each state, written straight to its table. */
async function insertJob(state: 'failed' | 'queued' | 'running', payload: Record<string, unknown> = {}) {
  const [job] = await t.db
    .insert(jobs)
    .values({
      kind: SEND_RECEIPT_JOB,
      payload,
      attempts: state === 'queued' ? 0 : 3,
      maxAttempts: 3,
      lastError: state === 'failed' ? 'SMTP server refused the message (451)' : null,
      failedAt: state === 'failed' ? sql`now()` : null,
      lockedUntil: state === 'running' ? sql`now() + interval '5 minutes'` : null,
      runAt: state === 'queued' ? sql`now() + interval '1 hour'` : sql`now()`,
    })
    .returning();
  if (!job) throw new Error('no job');
  return job;
}

const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

const list = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: bearer(token) });
const act = (id: number | string, action: 'retry' | 'discard', token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/${action}`, headers: bearer(token) });

const idsIn = async (state: string) => {
  const response = await list(`?state=${state}&limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  return adminJobsResponseSchema.parse(response.json()).data.jobs.map((job) => job.id);
};

describe('GET /api/admin/jobs', () => {
  it('is for admins only', async () => {
    const response = await list('', studentToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
  });

  it('lists failed jobs by default, newest first, with their error and the ids in the payload but nothing else of it', async () => {
    const older = await insertJob('failed', { orderId: UNKNOWN_ORDER });
    const newer = await insertJob('failed', {
      orderId: UNKNOWN_ORDER,
      email: 'ananya@example.com',
      name: 'Ananya Kulkarni',
    });
    await t.db
      .update(jobs)
      .set({ failedAt: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, older.id));

    const response = await list('');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('ananya@example.com');
    expect(response.body).not.toContain('Ananya');
    const { data } = adminJobsResponseSchema.parse(response.json());
    const ids = data.jobs.map((job) => job.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(data.jobs.find((job) => job.id === newer.id)).toMatchObject({
      kind: SEND_RECEIPT_JOB,
      state: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'SMTP server refused the message (451)',
      lockedUntil: null,
      references: { orderId: UNKNOWN_ORDER },
    });
    expect(data.jobs.every((job) => job.failedAt !== null)).toBe(true);
    expect(data.pagination).toMatchObject({ page: 1, limit: 25 });
  });

  it('separates waiting, running and failed jobs, and counts each', async () => {
    const [failed, queued, running] = [
      await insertJob('failed'),
      await insertJob('queued'),
      await insertJob('running'),
    ];
    expect(await idsIn('failed')).toContain(failed.id);
    const waiting = await idsIn('queued');
    expect(waiting).toContain(queued.id);
    expect(waiting).not.toContain(running.id);
    expect(waiting).not.toContain(failed.id);
    const runningIds = await idsIn('running');
    expect(runningIds).toEqual(expect.arrayContaining([running.id]));
    expect(runningIds).not.toContain(queued.id);

    const { data } = adminJobsResponseSchema.parse((await list('?state=running')).json());
    expect(data.jobs.find((job) => job.id === running.id)?.lockedUntil).not.toBeNull();
    expect(data.counts.running).toBe(runningIds.length);
    expect(data.counts.queued).toBe(waiting.length);
    expect(data.counts.failed).toBe((await idsIn('failed')).length);
  });

  it('pages, as the other admin lists do', async () => {
    await insertJob('failed');
    await insertJob('failed');
    const first = adminJobsResponseSchema.parse((await list('?state=failed&limit=1')).json()).data;
    const second = adminJobsResponseSchema.parse((await list('?state=failed&limit=1&page=2')).json()).data;
    expect(first.jobs).toHaveLength(1);
    expect(first.pagination.nextPage).toBe(2);
    expect(second.jobs[0]?.id).not.toBe(first.jobs[0]?.id);
    expect(second.pagination.total).toBe(first.pagination.total);
  });

  it('refuses an unknown state with 400 naming the field', async () => {
    const response = await list('?state=done');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'state' });
  });
});

describe('POST /api/admin/jobs/:id/retry', () => {
  it('is for admins only', async () => {
    const job = await insertJob('failed');
    expect((await act(job.id, 'retry', studentToken)).statusCode).toBe(403);
    expect((await jobRow(job.id))?.failedAt).not.toBeNull();
  });

  it('makes a failed job due now with fresh attempts, and the worker then runs it', async () => {
    const job = await insertJob('failed', { orderId: UNKNOWN_ORDER });
    const response = await act(job.id, 'retry');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: JOB_MESSAGES.retried });
    expect(await jobRow(job.id)).toMatchObject({ attempts: 0, failedAt: null, lastError: null });
    expect(await idsIn('queued')).toContain(job.id);
    expect(await idsIn('failed')).not.toContain(job.id);

    await t.app.jobs.drain();
    // The receipt of an order that does not exist is nothing to send: done.
    expect((await jobRow(job.id))?.completedAt).not.toBeNull();
  });

  it('refuses a job that has not failed with 409, and an unknown one with 404', async () => {
    const queued = await insertJob('queued');
    const running = await insertJob('running');
    for (const job of [queued, running]) {
      const response = await act(job.id, 'retry');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message: JOB_MESSAGES.notFailed });
    }
    expect((await jobRow(queued.id))?.runAt.getTime()).toBeGreaterThan(Date.now());

    const unknown = await act(987654321, 'retry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: JOB_MESSAGES.notFound });
    expect((await act('not-a-number', 'retry')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/jobs/:id/discard', () => {
  it('is for admins only', async () => {
    const job = await insertJob('failed');
    expect((await act(job.id, 'discard', studentToken)).statusCode).toBe(403);
    expect(await jobRow(job.id)).toBeDefined();
  });

  it('removes a failed or a waiting job from the queue', async () => {
    for (const job of [await insertJob('failed'), await insertJob('queued')]) {
      const response = await act(job.id, 'discard');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: JOB_MESSAGES.discarded });
      expect(await jobRow(job.id)).toBeUndefined();
    }
  });

  it('refuses a running job with 409 and leaves it to its worker, and an unknown one with 404', async () => {
    const running = await insertJob('running');
    const response = await act(running.id, 'discard');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: JOB_MESSAGES.running });
    expect(await jobRow(running.id)).toBeDefined();

    expect((await act(987654321, 'discard')).statusCode).toBe(404);
  });
});
