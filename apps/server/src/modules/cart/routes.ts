import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const cartRoutes: FastifyPluginAsyncZod = async () => {};
