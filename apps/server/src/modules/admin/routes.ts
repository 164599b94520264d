import { dashboardResponseSchema } from '@academy/shared/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboard } from './service';

/** The admin dashboard (SPEC §2): totals, and beyond the spec revenue, orders and searches. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    { config: { access: 'admin' }, schema: { response: { 200: dashboardResponseSchema } } },
    async () => ({ success: true as const, data: await getDashboard(app.db) }),
  );
};
