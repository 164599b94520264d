import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The durable job queue (src/infrastructure/jobs): background work survives a restart and is
 * retried with backoff. A worker claims due jobs with FOR UPDATE SKIP LOCKED, so several
 * server instances share the queue without taking the same job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** While a worker holds the job; a worker that died leaves it to be claimed again after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker that holds it (a random id per process): only it renews or finishes the job. */
    lockedBy: text('locked_by'),
    /** Higher is claimed first within its lane; the demo's streams wait below zero. */
    priority: smallint('priority').notNull().default(0),
    lastError: text('last_error'),
    /** One job per key at most, ever: a scheduled run per period, say. */
    singletonKey: text('singleton_key'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.priority.desc(), table.runAt)
      .where(sql`${table.completedAt} is null and ${table.failedAt} is null`),
    uniqueIndex('jobs_singleton_key_unique').on(table.singletonKey),
    index('jobs_finished_idx').on(table.completedAt),
  ],
);

/**
 * Every email the store writes (src/infrastructure/mail). With SMTP configured a job sends it;
 * without, it is held here for admins to read, so no message is ever lost.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about: 'verify-email', 'password-reset', ... */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'held'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The SMTP server's Message-ID once it accepted the message. */
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What in html and text grants access (a reset link's token), until it is blanked out there:
     * once the message is delivered, or, held, once it expires or is used (issue 25).
     */
    secret: text('secret'),
    /** When the secret stops working; kept after it is blanked, so a late delivery is not tried. */
    secretExpiresAt: timestamp('secret_expires_at', { withTimezone: true }),
    /**
     * Marketing mail's one-click unsubscribe address (RFC 8058): sent as its List-Unsubscribe
     * header, with List-Unsubscribe-Post.
     */
    unsubscribeUrl: text('unsubscribe_url'),
  },
  (table) => [
    index('mail_messages_created_idx').on(table.createdAt),
    index('mail_messages_user_idx').on(table.userId),
    index('mail_messages_secret_idx')
      .on(table.secret)
      .where(sql`${table.secret} is not null`),
    check('mail_messages_status_check', sql`${table.status} in ('queued', 'sent', 'failed', 'held')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files sent with a message (a receipt's tax invoice), kept with it until it is sent or erased. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('mail_attachments_message_idx').on(table.messageId)],
);

export type JobRow = typeof jobs.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
export type MailAttachmentRow = typeof mailAttachments.$inferSelect;

/**
 * The server processes sharing this database (src/infrastructure/instances): each one writes
 * its row at start and touches it while it runs, so a newcomer can tell whether it would
 * serve media the others cannot see (local disks on different machines).
 */
export const serverInstances = pgTable(
  'server_instances',
  {
    id: uuid('id').primaryKey(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    mediaStorage: text('media_storage', { enum: ['local', 's3'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('server_instances_seen_idx').on(table.seenAt)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
