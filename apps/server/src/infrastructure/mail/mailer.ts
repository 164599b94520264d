import type { FastifyBaseLogger } from 'fastify';
import { and, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../../db/client';
import { mailAttachments, type MailMessageRow, mailMessages } from '../../db/schema/infrastructure';
import type { JobQueue } from '../jobs';
import type { RenderedEmail } from './layout';

/*
 * Transactional email through an outbox (ARCHITECTURE: mail). `send` writes the message to
 * `mail_messages` and, with SMTP configured, enqueues the job that delivers it, in the
 * caller's transaction when there is one: a request never waits on SMTP, and an outage of the
 * mail server loses nothing (the job is retried with backoff). Without SMTP_URL the message is
 * held in the outbox, where admins read it (Admin → Outbox), and printed to the log in
 * development, so the whole flow works with no mail server.
 */

export const SEND_MAIL_JOB = 'mail.send';
/** The recurring job that blanks out the secrets of held (or undelivered) messages once they expire. */
export const FORGET_EXPIRED_MAIL_SECRETS_JOB = 'mail.forget-expired-secrets';
const FORGET_EXPIRED_SECRETS_EVERY_MS = 10 * 60_000;

/*
 * A message may carry a secret: the token of a reset or verification link, which opens the
 * account to whoever reads it. The account module keeps only its hash, and the outbox must not
 * undo that: any admin reads the outbox, and every backup copies it. So the stored copy keeps
 * the secret only while it is needed: until SMTP accepts the message (the job reads it from
 * here), or, for a message held without SMTP (admins pass such links on by hand), until the
 * link expires or is used. Then the secret is replaced in html and text by this word, and the
 * link in the stored copy leads to the page that says the link no longer works.
 */
export const REMOVED_SECRET = 'removed-once-delivered';

/** The message's html and text with its secret, if any, blanked out, and the secret forgotten. */
const withoutSecret = {
  html: sql`coalesce(replace(${mailMessages.html}, ${mailMessages.secret}, ${REMOVED_SECRET}), ${mailMessages.html})`,
  text: sql`coalesce(replace(${mailMessages.text}, ${mailMessages.secret}, ${REMOVED_SECRET}), ${mailMessages.text})`,
  secret: null,
};

/** Sending is retried for about a day and a half before the message is marked failed. */
const SEND_MAX_ATTEMPTS = 12;

/** A file sent with a message (a receipt's tax invoice). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = RenderedEmail & {
  /** What the message is about ('verify-email', 'password-reset', ...), for the outbox. */
  kind: string;
  to: string;
  subject: string;
  /** The account it concerns: erased with the account's other personal data. */
  userId?: string | null;
  attachments?: MailAttachment[];
  /** A value in html and text that grants access, and how long it does: see REMOVED_SECRET. */
  secret?: { value: string; validForMs: number };
  /**
   * Marketing mail only: where a mail client's one-click unsubscribe posts (RFC 8058). It goes
   * out as List-Unsubscribe with List-Unsubscribe-Post, so Gmail and others offer the button.
   */
  unsubscribeUrl?: string;
};

export type MailerOptions = {
  db: Database;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** smtp:// or smtps:// with credentials; without it, mail is held in the outbox. */
  smtpUrl: string | undefined;
  /** The From header: `"Name" <address>`. */
  from: string;
  /** Print held messages to the log (development). */
  logHeld: boolean;
};

/*
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket: a mail server
 * that accepts and then stalls held a worker that long (issue 26). Seconds are plenty for a
 * transactional message; a slow relay can be given more in SMTP_URL (`?socketTimeout=60000`).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** `"Academy" <mail@example.com>` → `example.com`: where the store's Message-IDs come from. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'kalakriti.local';
}

export function createMailer({ db, queue, log, smtpUrl, from, logHeld }: MailerOptions) {
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  const messageIdDomain = domainOf(from);

  queue.register(
    SEND_MAIL_JOB,
    async (payload) => {
      const { messageId } = payload as { messageId: string };
      const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
      // Sent already (a retry after a crash between sending and recording) or erased: nothing to do.
      if (!transport || !message || message.status === 'sent') return;
      if (message.secretExpiresAt && message.secretExpiresAt.getTime() <= Date.now()) {
        // Its link no longer works: delivering it now would only puzzle the recipient.
        await db
          .update(mailMessages)
          .set({
            status: 'failed',
            lastError: 'Its link expired before it could be delivered.',
            ...withoutSecret,
          })
          .where(eq(mailMessages.id, messageId));
        return;
      }
      const attachments = await storedAttachments(db, messageId);
      try {
        const info = await transport.sendMail({
          from,
          /*
           * The same on every attempt. When a worker dies between SMTP's acceptance and the
           * record of it, the job runs again and hands the message over again: with one
           * Message-ID the recipient's mailbox keeps one copy of it.
           */
          messageId: `<${message.id}@${messageIdDomain}>`,
          to: message.toAddress,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: {
            'X-Academy-Mail-Kind': message.kind,
            ...(message.unsubscribeUrl
              ? {
                  'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {}),
          },
          attachments,
        });
        await db
          .update(mailMessages)
          .set({
            status: 'sent',
            sentAt: sql`now()`,
            messageId: info.messageId,
            attempts: sql`${mailMessages.attempts} + 1`,
            lastError: null,
            ...withoutSecret,
          })
          .where(eq(mailMessages.id, messageId));
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const [updated] = await db
          .update(mailMessages)
          .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError })
          .where(eq(mailMessages.id, messageId))
          .returning({ attempts: mailMessages.attempts });
        if ((updated?.attempts ?? 0) >= SEND_MAX_ATTEMPTS) {
          await db.update(mailMessages).set({ status: 'failed' }).where(eq(mailMessages.id, messageId));
        }
        throw error;
      }
    },
    { lane: 'mail' },
  );

  queue.every(FORGET_EXPIRED_MAIL_SECRETS_JOB, FORGET_EXPIRED_SECRETS_EVERY_MS, async () => {
    await db
      .update(mailMessages)
      .set(withoutSecret)
      .where(and(isNotNull(mailMessages.secret), lte(mailMessages.secretExpiresAt, sql`now()`)));
  });

  const mailer = {
    /** Whether mail leaves the store (SMTP_URL), or is held for admins to read. */
    delivers: transport !== undefined,

    /**
     * Writes the message and its attachments to the outbox and, with SMTP, schedules its
     * delivery. Pass the caller's transaction so that the message goes with what it reports.
     */
    async send(executor: Executor, mail: OutgoingMail): Promise<{ id: string }> {
      const attachments = mail.attachments ?? [];
      if (attachments.length > 0 && executor === db) {
        // A message must never go out without the files it mentions: both or neither.
        return db.transaction((tx) => mailer.send(tx, mail));
      }
      const [row] = await executor
        .insert(mailMessages)
        .values({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          status: transport ? 'queued' : 'held',
          userId: mail.userId ?? null,
          unsubscribeUrl: mail.unsubscribeUrl ?? null,
          secret: mail.secret?.value ?? null,
          secretExpiresAt: mail.secret
            ? sql`now() + make_interval(secs => ${mail.secret.validForMs / 1000})`
            : null,
        })
        .returning({ id: mailMessages.id });
      if (!row) throw new Error('The outbox insert returned no row');
      if (attachments.length > 0) {
        await executor
          .insert(mailAttachments)
          .values(attachments.map((attachment) => ({ messageId: row.id, ...attachment })));
      }
      if (transport) {
        await queue.enqueue(
          executor,
          SEND_MAIL_JOB,
          { messageId: row.id },
          { maxAttempts: SEND_MAX_ATTEMPTS },
        );
        queue.nudge();
      } else if (logHeld) {
        log.info(`Mail held in the outbox (no SMTP_URL) to ${mail.to}: ${mail.subject}\n\n${mail.text}`);
      }
      return row;
    },

    /** The secret no longer works (its link was used): the messages that carry it forget it. */
    async forgetSecret(executor: Executor, secret: string): Promise<void> {
      await executor.update(mailMessages).set(withoutSecret).where(eq(mailMessages.secret, secret));
    },

    /** The outbox, newest first, a page at a time. */
    async list(page: number, pageSize: number): Promise<{ messages: MailMessageRow[]; total: number }> {
      const [messages, [totals]] = await Promise.all([
        db
          .select()
          .from(mailMessages)
          .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(mailMessages),
      ]);
      return { messages, total: totals?.total ?? 0 };
    },

    async find(id: string): Promise<MailMessageRow | undefined> {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      return row;
    },

    /** A message's attachments without their bytes: what the outbox shows. */
    async attachmentsOf(id: string): Promise<{ filename: string; contentType: string; size: number }[]> {
      return db
        .select({
          filename: mailAttachments.filename,
          contentType: mailAttachments.contentType,
          size: sql<number>`octet_length(${mailAttachments.content})`.mapWith(Number),
        })
        .from(mailAttachments)
        .where(eq(mailAttachments.messageId, id))
        .orderBy(mailAttachments.filename);
    },

    /**
     * Erasure of an account (issue 11): its messages name it and its address. Queued ones go
     * too; their delivery job then finds nothing and does nothing.
     */
    async deleteFor(executor: Executor, userId: string): Promise<void> {
      await executor.delete(mailMessages).where(eq(mailMessages.userId, userId));
    },

    async close(): Promise<void> {
      transport?.close();
    },
  };
  return mailer;
}

export type Mailer = ReturnType<typeof createMailer>;

/** A message's attachments with their bytes, in a stable order: what delivery and a resend send. */
export function storedAttachments(db: Executor, messageId: string): Promise<MailAttachment[]> {
  return db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, messageId))
    .orderBy(mailAttachments.filename);
}
export type OutboxRow = MailMessageRow;
