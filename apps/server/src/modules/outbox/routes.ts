import {
  OUTBOX_PAGE_SIZE,
  outboxMessageParamsSchema,
  outboxMessageResponseSchema,
  outboxQuerySchema,
  OUTBOX_RESEND_MESSAGES,
  outboxResendResponseSchema,
  outboxResponseSchema,
} from '@academy/shared/mail';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxRow } from '../../infrastructure/mail/mailer';
import { resendMessage, type ResendRefusal } from '../../infrastructure/outbox-resend';
import { ConflictError, NotFoundError } from '../../lib/errors';

const summary = (row: OutboxRow) => ({
  _id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

const resendRefusal = (refusal: ResendRefusal) =>
  refusal === 'not-found'
    ? new NotFoundError(SERVER_MESSAGES.mailNotFound)
    : new ConflictError(
        {
          'link-removed': OUTBOX_RESEND_MESSAGES.linkRemoved,
          'still-sending': OUTBOX_RESEND_MESSAGES.stillSending,
          held: OUTBOX_RESEND_MESSAGES.noMailServer,
        }[refusal],
      );

/** Admin → Outbox: the store's emails, to read when no mail server is configured, and Resend. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'admin' },
      schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
    },
    async (request) => {
      const { page } = request.query;
      const { messages, total } = await app.mailer.list(page, OUTBOX_PAGE_SIZE);
      return {
        success: true as const,
        data: {
          messages: messages.map(summary),
          total,
          page,
          pageSize: OUTBOX_PAGE_SIZE,
          delivers: app.mailer.delivers,
        },
      };
    },
  );

  app.get(
    '/admin/outbox/:id',
    {
      config: { access: 'admin' },
      schema: { params: outboxMessageParamsSchema, response: { 200: outboxMessageResponseSchema } },
    },
    async (request) => {
      const message = await app.mailer.find(request.params.id);
      if (!message) throw new NotFoundError(SERVER_MESSAGES.mailNotFound);
      const attachments = await app.mailer.attachmentsOf(message.id);
      return {
        success: true as const,
        data: { ...summary(message), html: message.html, text: message.text, attachments },
      };
    },
  );

  app.post(
    '/admin/outbox/:id/resend',
    {
      config: { access: 'admin' },
      schema: { params: outboxMessageParamsSchema, response: { 200: outboxResendResponseSchema } },
    },
    async (request) => {
      const resent = await resendMessage(app.db, app.mailer, request.params.id);
      if ('refused' in resent) throw resendRefusal(resent.refused);
      return { success: true as const, message: OUTBOX_RESEND_MESSAGES.queued, data: { _id: resent.id } };
    },
  );
};
