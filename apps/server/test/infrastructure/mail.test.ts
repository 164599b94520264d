import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/db/schema/infrastructure';
import { renderEmail } from '../../src/infrastructure/mail/layout';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../support/app';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

const sample = (to: string, kind = 'test-message') => ({
  kind,
  to,
  subject: 'Your course is waiting',
  ...renderEmail(
    {
      preheader: 'A note from the academy',
      heading: 'Welcome to Kalakriti',
      paragraphs: ['Namaste Asha,', 'Your first lecture is ready <when you are>.'],
      action: { label: 'Start learning', url: 'https://store.example/my-courses?from=mail&x=1' },
      footnote: 'You get this because you have an account.',
    },
    'en',
  ),
});

describe('the email layout', () => {
  it('writes HTML with the button and escaped text, and a plain-text twin with the link', () => {
    const { html, text } = sample('asha@example.com');
    expect(html).toContain('Welcome to Kalakriti');
    expect(html).toContain('&lt;when you are&gt;');
    expect(html).toContain('href="https://store.example/my-courses?from=mail&amp;x=1"');
    expect(html).toContain('Kalakriti Design Academy');
    expect(text).toContain('Your first lecture is ready <when you are>.');
    expect(text).toContain('Start learning: https://store.example/my-courses?from=mail&x=1');
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds the message in the outbox, where an admin reads it, and sends nothing', async () => {
    const { id } = await t.app.mailer.send(t.db, sample('held@example.com'));
    expect(await t.app.jobs.drain()).toBe(0);

    const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ status: 'held', toAddress: 'held@example.com', attempts: 0 });

    const admin = await createAdmin(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      success: true,
      data: { page: 1, pageSize: 20, delivers: false, total: expect.any(Number) },
    });
    const listed = list.json<{ data: { messages: { _id: string; to: string; status: string }[] } }>();
    expect(listed.data.messages[0]).toMatchObject({ _id: id, to: 'held@example.com', status: 'held' });

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${id}`,
      headers: bearer(admin.token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: { text: string; html: string } }>().data.text).toContain('Start learning:');
  });

  it('is for admins only, and answers 400 for a malformed id and 404 for an unknown one', async () => {
    const student = await registerAndLogin(t.app);
    const admin = await createAdmin(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(student.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
          headers: bearer(student.token),
        })
      ).statusCode,
    ).toBe(403);

    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/not-an-id',
      headers: bearer(admin.token),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/id must be a message id/);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
    const badPage = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?page=0',
      headers: bearer(admin.token),
    });
    expect(badPage.statusCode).toBe(400);
  });
});

describe('with SMTP_URL (a real SMTP server)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Kalakriti Design Academy" <mail@kalakriti.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the message from the queue, HTML and text, and records it as sent', async () => {
    const { id } = await t.app.mailer.send(t.db, sample('asha@example.com', 'welcome'));
    const [queued] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(queued?.status).toBe('queued');
    expect(smtp.to('asha@example.com')).toHaveLength(0);

    await t.app.jobs.drain();

    const [mail] = smtp.to('asha@example.com');
    expect(mail).toMatchObject({ from: 'mail@kalakriti.test', subject: 'Your course is waiting' });
    expect(mail?.html).toContain('Start learning');
    expect(mail?.text).toContain('Start learning: https://store.example/my-courses?from=mail&x=1');
    expect(mail?.headers.get('x-academy-mail-kind')).toBe('welcome');
    const [sent] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent?.messageId).toBeTruthy();
  });

  it('loses nothing while the mail server is down: the message waits, then goes', async () => {
    smtp.refuse(true);
    const { id } = await t.app.mailer.send(t.db, sample('ravi@example.com'));
    await t.app.jobs.drain();

    const [waiting] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.lastError).toMatch(/temporarily unavailable/);
    expect(smtp.to('ravi@example.com')).toHaveLength(0);

    smtp.refuse(false);
    // The retry's backoff passes.
    await t.db.execute(sql`update jobs set run_at = now() where kind = 'mail.send' and completed_at is null`);
    await t.app.jobs.drain();

    expect(smtp.to('ravi@example.com')).toHaveLength(1);
    const [sent] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a retry after a crash between SMTP and the record hands the message over with the same Message-ID', async () => {
    const { id } = await t.app.mailer.send(t.db, sample('meera@example.com'));
    await t.app.jobs.drain();
    // The worker died after SMTP took the message and before it wrote `sent`: the job runs again.
    await t.db.update(mailMessages).set({ status: 'queued' }).where(eq(mailMessages.id, id));
    await t.app.jobs.enqueue(t.db, 'mail.send', { messageId: id });
    await t.app.jobs.drain();

    const copies = smtp.to('meera@example.com');
    expect(copies).toHaveLength(2);
    // One Message-ID for both: the recipient's mailbox keeps one copy.
    expect(copies.map((mail) => mail.headers.get('message-id'))).toEqual([
      `<${id}@kalakriti.test>`,
      `<${id}@kalakriti.test>`,
    ]);
  });

  it('a message written in a transaction that rolls back is neither kept nor sent', async () => {
    await t.db
      .transaction(async (tx) => {
        await t.app.mailer.send(tx, sample('nobody@example.com'));
        throw new Error('the registration failed');
      })
      .catch(() => undefined);
    await t.app.jobs.drain();
    expect(smtp.to('nobody@example.com')).toHaveLength(0);
    const rows = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'nobody@example.com'));
    expect(rows).toHaveLength(0);
  });
});
