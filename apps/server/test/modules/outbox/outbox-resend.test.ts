import { OUTBOX_RESEND_MESSAGES, outboxResendResponseSchema } from '@academy/shared/mail';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailMessages } from '../../../src/db/schema/infrastructure';
import { REMOVED_SECRET } from '../../../src/infrastructure/mail/mailer';
import {
  bearer,
  createAdmin,
  createTestApp,
  registerAndLogin,
  registerUser,
  type TestApp,
} from '../../support/app';
import { useMailCapture } from '../../support/mail-capture';

/* Issue 26: Admin → Outbox → Resend writes a message again as a new one and sends it. */

const capture = useMailCapture('10.26');
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  adminToken = (await createAdmin(capture.t.app)).token;
  studentToken = (await registerAndLogin(capture.t.app)).token;
  await capture.t.app.jobs.drain();
});

const resend = (id: string, token = adminToken, t: TestApp = capture.t) =>
  t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/resend`, headers: bearer(token) });

const messageRow = async (id: string) =>
  (await capture.t.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0];

let noticeCounter = 0;
/** A message with no link in it and a PDF attached, as a receipt is. */
function notice(to: string, secret?: string) {
  noticeCounter += 1;
  const line = `Notice ${noticeCounter}${secret ? `: open https://store.example/reset?token=${secret}` : ''}`;
  return {
    kind: 'test-notice',
    to,
    subject: `Notice ${noticeCounter}`,
    html: `<p>${line}</p>`,
    text: line,
    attachments: [
      { filename: 'notice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') },
    ],
    ...(secret ? { secret: { value: secret, validForMs: 30 * 60_000 } } : {}),
  };
}

describe('POST /api/admin/outbox/:id/resend', () => {
  it('sends a delivered message again as a new message, with its attachment', async () => {
    const { t, smtp } = capture;
    const { id } = await t.app.mailer.send(t.db, notice('meera@example.com'));
    await t.app.jobs.drain();
    expect(smtp.to('meera@example.com')).toHaveLength(1);

    const response = await resend(id);
    expect(response.statusCode, response.body).toBe(200);
    const body = outboxResendResponseSchema.parse(response.json());
    expect(body.message).toBe(OUTBOX_RESEND_MESSAGES.queued);
    expect(body.data._id).not.toBe(id);
    await t.app.jobs.drain();

    const received = smtp.to('meera@example.com');
    expect(received).toHaveLength(2);
    expect(received[1]?.subject).toBe(received[0]?.subject);
    expect(received[1]?.attachments.map((file) => file.filename)).toEqual(['notice.pdf']);
    expect((await messageRow(body.data._id))?.status).toBe('sent');
    // The original stays as it was: the outbox keeps what happened to each.
    expect((await messageRow(id))?.status).toBe('sent');
  });

  it('refuses a delivered message whose one-time link was removed, with 409 and the reason', async () => {
    const { t } = capture;
    const student = await registerUser(t.app);
    await t.app.jobs.drain();
    const [welcome] = await t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, student.email));
    if (!welcome) throw new Error('no welcome mail');
    expect(welcome.text).toContain(REMOVED_SECRET);

    const response = await resend(welcome.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: OUTBOX_RESEND_MESSAGES.linkRemoved });
    const copies = await t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, student.email));
    expect(copies).toHaveLength(1);
  });

  it('sends a failed message whose link still works again, and blanks the link in the copy once delivered', async () => {
    const { t, smtp } = capture;
    const { id } = await t.app.mailer.send(t.db, notice('kabir@example.com', 'live-token-26'));
    // The mail server refused it until its attempts ran out, while its link still works.
    smtp.refuse(true);
    await t.app.jobs.drain();
    smtp.refuse(false);
    await t.db
      .update(jobs)
      .set({ failedAt: sql`now()` })
      .where(sql`${jobs.payload}->>'messageId' = ${id}`);
    await t.db.update(mailMessages).set({ status: 'failed' }).where(eq(mailMessages.id, id));
    expect(smtp.to('kabir@example.com')).toHaveLength(0);

    const response = await resend(id);
    expect(response.statusCode, response.body).toBe(200);
    const copyId = outboxResendResponseSchema.parse(response.json()).data._id;
    await t.app.jobs.drain();

    const received = smtp.to('kabir@example.com');
    expect(received).toHaveLength(1);
    expect(received.at(-1)?.text).toContain('token=live-token-26');
    const copy = await messageRow(copyId);
    expect(copy?.text).toContain(REMOVED_SECRET);
    expect(copy?.text).not.toContain('live-token-26');
  });

  it('refuses a message still waiting to be sent with 409', async () => {
    const { t } = capture;
    const { id } = await t.app.mailer.send(t.db, notice('zoya@example.com'));
    const response = await resend(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: OUTBOX_RESEND_MESSAGES.stillSending });
    await t.app.jobs.drain();
  });

  it('answers 404 for an unknown message and 403 for a student', async () => {
    const unknown = await resend('00000000-0000-4000-8000-000000000026');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: SERVER_MESSAGES.mailNotFound });

    const { t } = capture;
    const { id } = await t.app.mailer.send(t.db, notice('ira@example.com'));
    await t.app.jobs.drain();
    const refused = await resend(id, studentToken);
    expect(refused.statusCode).toBe(403);
    const copies = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'ira@example.com'));
    expect(copies).toHaveLength(1);
  });
});

describe('resending without a mail server', () => {
  let held: TestApp;
  beforeAll(async () => {
    held = await createTestApp();
  });
  afterAll(async () => {
    await held?.close();
  });

  it('refuses with 409: the copy would only be held beside the original', async () => {
    const token = (await createAdmin(held.app)).token;
    const { id } = await held.app.mailer.send(held.db, notice('anaya@example.com'));
    const response = await resend(id, token, held);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: OUTBOX_RESEND_MESSAGES.noMailServer });
  });
});
