import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Page } from '@playwright/test';
import { apiLogin, buyCourseViaApi, expect, expectToastShown, findCourse, test } from './fixtures';
import { mailsTo } from './mail';
import { copyTemplate, startServer } from './servers';

/*
 * Issue 26, the operator's tools: Admin → Jobs shows a job that failed for good, with its error,
 * and Retry runs it again; "Resend receipt" on an order emails the receipt and its invoice again.
 * The server is the test's own, started on a copy of the run's template into which a failed job
 * was written first: no API makes a job fail on purpose, and waiting for one to fail would take
 * its whole backoff.
 */

const FAILED_JOB = {
  kind: 'orders.send-receipt',
  // An order that does not exist: run again, the job finds nothing to send and completes.
  orderId: '00000000-0000-4000-8000-000000002626',
  error: 'Connection timeout: the mail server did not answer',
};

/** A copy of the template with a failed job in its queue, as a worker leaves one out of attempts. */
async function seedFailedJob(dataDir: string) {
  const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await client.query(
      `insert into jobs (kind, payload, attempts, max_attempts, last_error, failed_at, run_at)
       values ($1, $2, 10, 10, $3, now(), now() - interval '1 hour')`,
      [FAILED_JOB.kind, JSON.stringify({ orderId: FAILED_JOB.orderId }), FAILED_JOB.error],
    );
  } finally {
    await client.close();
  }
}

/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its first
   parameter, which must be an object pattern even when it needs none. */
const jobsTest = test.extend<object, { jobsServer: { baseURL: string } }>({
  jobsServer: [
    async ({}, use, workerInfo) => {
      const templateDir = process.env['E2E_TEMPLATE_DIR'];
      const root = process.env['E2E_DATA_DIR'];
      if (!templateDir || !root) throw new Error('The global setup (e2e/global-setup.ts) did not run');
      const dataDir = mkdtempSync(path.join(root, `jobs-${workerInfo.workerIndex}-`));
      copyTemplate(templateDir, dataDir);
      await seedFailedJob(dataDir);
      const server = await startServer({ dataDir, label: "operator jobs tests' server", timeoutMs: 150_000 });
      try {
        await use({ baseURL: server.baseURL });
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ jobsServer }, use) => {
    await use(jobsServer.baseURL);
  },
});
/* eslint-enable no-empty-pattern */

const receiptsTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Your receipt'));

async function openJobs(page: Page) {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
}

jobsTest.describe('Admin → Jobs and resending', () => {
  jobsTest(
    'an admin sees a failed job with its error and retries it',
    async ({ page, admin, signIn }, testInfo) => {
      await signIn(page, admin);
      await openJobs(page);

      await expect(page.getByRole('tab', { name: /^Failed · 1$/, selected: true })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'Write a receipt email' });
      await expect(row).toContainText(FAILED_JOB.error);
      await expect(row).toContainText('10 of 10');
      await expect(row.getByRole('link', { name: `Order ${FAILED_JOB.orderId.slice(0, 8)}` })).toBeVisible();

      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: testInfo.outputPath(`jobs-failed-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1366, height: 900 });

      await row.getByRole('button', { name: /^Retry/ }).click();
      await expectToastShown(page, 'The job will run again now.');
      await expect(page.getByText('No failed jobs')).toBeVisible();
      await expect(page.getByRole('tab', { name: /^Failed · 0$/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('jobs-empty-1366.png'), fullPage: true });

      // The worker took it up at once and, with no such order, had nothing to send: it is done.
      await page.getByRole('tab', { name: /^Waiting/ }).click();
      await expect(page).toHaveURL(/state=queued/);
      await expect(page.getByRole('row').filter({ hasText: FAILED_JOB.orderId.slice(0, 8) })).toHaveCount(0);
    },
  );

  jobsTest(
    "an admin resends an order's receipt and the student gets it again, with the invoice",
    async ({ page, request, admin, createStudent, signIn }) => {
      // Three receipts, each with its PDF laid out and mailed: on a busy machine more than 45 s.
      jobsTest.slow();
      const student = await createStudent('resend');
      const session = await apiLogin(request, student);
      const course = await findCourse(request, 'Freelancing for Designers');
      await buyCourseViaApi(request, session, course._id);
      // The receipt's job lays out its PDF first: on a busy machine that outlasts the default 5 s.
      const receipts = () => receiptsTo(student.email).then((mails) => mails.length);
      await expect.poll(receipts, { message: 'the first receipt', timeout: 20_000 }).toBe(1);

      const orders = await request.get('/api/student/orders', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const [order] = ((await orders.json()) as { data: { orderId: string }[] }).data;
      if (!order) throw new Error('The student has no order');

      await signIn(page, admin);
      await page.goto(`/admin/orders/${order.orderId}`);
      await page.getByRole('button', { name: 'Resend receipt' }).click();
      await expectToastShown(page, 'The receipt will be emailed to the buyer again in a moment.');

      await expect.poll(receipts, { message: 'the receipt sent again', timeout: 20_000 }).toBe(2);
      const [first, again] = await receiptsTo(student.email);
      expect(again?.subject).toBe(first?.subject);
      expect(again?.text).toContain(order.orderId);
      expect(again?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

      // The same email, resent from the outbox: a new message, which opens, and arrives as well.
      await page.goto('/admin/outbox');
      await page
        .getByRole('row')
        .filter({ hasText: student.email })
        .getByRole('link', { name: first?.subject ?? '' })
        .first()
        .click();
      const resentFrom = new URL(page.url()).pathname;
      await page.getByRole('button', { name: 'Resend' }).click();
      await expectToastShown(page, 'The email was written again and will be sent in a moment.');
      await expect(page).not.toHaveURL(resentFrom);
      await expect.poll(receipts, { message: 'the receipt resent from the outbox', timeout: 20_000 }).toBe(3);
    },
  );

  jobsTest(
    'an admin resends an email from the outbox, but not one whose one-time link was removed',
    async ({ page, admin, createStudent, signIn, allowFailedResponse }) => {
      const student = await createStudent('outbox-resend');
      const welcome = 'Welcome to Kalakriti: please confirm your email';
      await expect
        .poll(async () => (await mailsTo(student.email)).length, { message: 'the welcome email' })
        .toBe(1);

      await signIn(page, admin);
      await page.goto('/admin/outbox');
      await page
        .getByRole('row')
        .filter({ hasText: student.email })
        .getByRole('link', { name: welcome })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
      const messagePath = new URL(page.url()).pathname;
      // Delivered, its confirmation link was removed from the stored copy: sending that would help nobody.
      allowFailedResponse(409, `/api${messagePath}/resend`);
      await page.getByRole('button', { name: 'Resend' }).click();
      await expectToastShown(
        page,
        'This mail held a one-time link that has been removed; ask the student to request a new one.',
      );
      await expect(page).toHaveURL(messagePath);
      expect(await mailsTo(student.email)).toHaveLength(1);
    },
  );
});
