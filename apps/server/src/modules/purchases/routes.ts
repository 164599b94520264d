import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const purchaseRoutes: FastifyPluginAsyncZod = async () => {};
