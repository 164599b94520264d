import { billingDetailsResponseSchema, billingDetailsSchema } from '@academy/shared/gst';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { getBillingDetails, saveBillingDetails } from './service';

/**
 * The signed-in buyer's own billing details for GST invoices (issue 12): what the checkout
 * pre-fills and /account shows. Every call acts on the caller; no other account is reachable.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/billing',
    { config: { access: 'user' }, schema: { response: { 200: billingDetailsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await getBillingDetails(app.db, requireCaller(request).id),
    }),
  );

  app.put(
    '/account/billing',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: billingDetailsSchema, response: { 200: billingDetailsResponseSchema } },
    },
    async (request) => {
      const userId = requireCaller(request).id;
      await saveBillingDetails(app.db, userId, request.body);
      return { success: true as const, data: request.body };
    },
  );
};
