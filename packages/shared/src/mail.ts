import { z } from './zod';

/**
 * The outbox (Admin → Outbox): every email the store wrote, whether SMTP delivered it or, with
 * no mail server configured, it is held here to be read.
 */

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const OUTBOX_PAGE_SIZE = 20;

export const outboxQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page must be at most 100000')
    .default(1),
});

export const outboxMessageSummarySchema = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessageSummary = z.infer<typeof outboxMessageSummarySchema>;

export const outboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    messages: z.array(outboxMessageSummarySchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** False when no SMTP_URL is set: nothing leaves the store, every message is held here. */
    delivers: z.boolean(),
  }),
});
export type OutboxPage = z.infer<typeof outboxResponseSchema>['data'];

export const outboxMessageParamsSchema = z.object({
  id: z.uuid('id must be a message id'),
});

/** A file sent with a message (a receipt's tax invoice): its name and size, not its bytes. */
export const outboxAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
});

export const outboxMessageResponseSchema = z.object({
  success: z.literal(true),
  data: outboxMessageSummarySchema.extend({
    html: z.string(),
    text: z.string(),
    attachments: z.array(outboxAttachmentSchema),
  }),
});
export type OutboxMessage = z.infer<typeof outboxMessageResponseSchema>['data'];

/**
 * `POST /admin/outbox/{id}/resend` (issue 26): the message written again as a new one, with its
 * attachments, and sent. Answers the new message's id.
 */
export const outboxResendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string() }),
});

export const OUTBOX_RESEND_MESSAGES = {
  queued: 'The email was written again and will be sent in a moment.',
  linkRemoved: 'This mail held a one-time link that has been removed; ask the student to request a new one.',
  stillSending: 'This email is still waiting to be sent; resend it only once it has been sent or has failed.',
  noMailServer: 'No mail server is configured (SMTP_URL), so a resent email would only be held here again.',
} as const;
