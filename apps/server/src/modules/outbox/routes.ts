import {
  OUTBOX_PAGE_SIZE,
  outboxMessageParamsSchema,
  outboxMessageResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@academy/shared/mail';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxRow } from '../../infrastructure/mail/mailer';
import { NotFoundError } from '../../lib/errors';

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

/** Admin → Outbox: the store's emails, to read when no mail server is configured. */
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
};
