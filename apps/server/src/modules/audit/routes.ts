import { auditQuerySchema, auditResponseSchema } from '@academy/shared/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEvents } from './service';

/** Admin → Audit log (issue 26): who changed money, access, roles or content, newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
    },
    async (request) => {
      const { events, pagination } = await listAuditEvents(app.db, request.query);
      return { success: true as const, data: events, pagination };
    },
  );
};
