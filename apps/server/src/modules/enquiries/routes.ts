import {
  enquiryInputSchema,
  enquiryListQuerySchema,
  enquiryListResponseSchema,
  enquiryReceivedResponseSchema,
} from '@academy/shared/enquiries';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { paginationOf } from '@academy/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimit } from '../../plugins/rate-limit';
import { createEnquiry, forwardEnquiry, listEnquiries } from './service';

const HOUR_MS = 60 * 60_000;

export const enquiryRoutes: FastifyPluginAsyncZod<{
  /** Enquiries accepted per client address per hour. */
  rateLimitPerHour: number;
  /** Where each stored enquiry is also POSTed as JSON, when set. */
  forwardUrl: string | undefined;
  forwardTimeoutMs?: number;
}> = async (app, { rateLimitPerHour, forwardUrl, forwardTimeoutMs }) => {
  app.post(
    '/enquiries',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      preHandler: rateLimit({
        name: 'enquiry',
        max: rateLimitPerHour,
        windowMs: HOUR_MS,
        key: (request) => request.ip,
        message: SERVER_MESSAGES.tooManyEnquiries,
      }),
      schema: {
        body: enquiryInputSchema,
        response: { 201: enquiryReceivedResponseSchema },
      },
    },
    async (request, reply) => {
      const enquiry = await createEnquiry(app.db, request.body);
      if (forwardUrl) {
        // Stored already; the forward is best effort and bounded by its timeout.
        const outcome = await forwardEnquiry(app.db, enquiry, forwardUrl, forwardTimeoutMs);
        if (!outcome.forwarded) {
          request.log.warn({ enquiryId: enquiry._id, reason: outcome.reason }, 'enquiry not forwarded');
        }
      }
      return reply.status(201).send({
        success: true as const,
        message: enquiry.phone ? SERVER_MESSAGES.enquiryReceived : SERVER_MESSAGES.enquiryReceivedByEmail,
      });
    },
  );

  app.get(
    '/admin/enquiries',
    {
      config: { access: 'admin' },
      schema: { querystring: enquiryListQuerySchema, response: { 200: enquiryListResponseSchema } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { enquiries, total } = await listEnquiries(app.db, { page, limit });
      return { success: true as const, data: enquiries, pagination: paginationOf(page, limit, total) };
    },
  );
};
