import { messageResponseSchema } from '@academy/shared/auth';
import {
  adminBundleListQuerySchema,
  bundleInputSchema,
  bundleListQuerySchema,
  bundleListResponseSchema,
  bundleResponseSchema,
  bundleSavedResponseSchema,
} from '@academy/shared/bundles';
import { idParamSchema } from '@academy/shared/catalogue-api';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { createBundle, deleteBundle, updateBundle } from './commands';
import { getAdminBundle, getBundle, listAdminBundles, listBundles } from './service';

/**
 * Bundles (issue 31): the store's list and page (a signed-in student's page says what the
 * bundle costs them), and the admin's list, form and changes.
 */
export const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bundles',
    {
      config: { access: 'public' },
      schema: { querystring: bundleListQuerySchema, response: { 200: bundleListResponseSchema } },
    },
    async (request) => {
      const { items, pagination } = await listBundles(app.db, request.query);
      return { success: true as const, data: items, pagination };
    },
  );

  app.get(
    '/bundles/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamSchema, response: { 200: bundleResponseSchema } },
    },
    async (request, reply) => {
      const viewer = request.caller ? { id: request.caller.id, role: request.caller.role } : null;
      // What a bundle costs depends on what the caller owns: never kept by a shared cache.
      if (viewer) reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await getBundle(app.db, request.params.id, viewer) };
    },
  );

  app.get(
    '/admin/bundles',
    {
      config: { access: 'admin' },
      schema: { querystring: adminBundleListQuerySchema, response: { 200: bundleListResponseSchema } },
    },
    async (request) => {
      const { items, pagination } = await listAdminBundles(app.db, request.query);
      return { success: true as const, data: items, pagination };
    },
  );

  app.get(
    '/admin/bundles/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: bundleResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await getAdminBundle(app.db, request.params.id) }),
  );

  app.post(
    '/admin/bundles',
    {
      config: { access: 'admin' },
      schema: { body: bundleInputSchema, response: { 201: bundleSavedResponseSchema } },
    },
    async (request, reply) => {
      const bundle = await createBundle(app.db, request.body, requireCaller(request));
      return reply
        .status(201)
        .send({ success: true as const, message: SERVER_MESSAGES.bundleCreated, data: bundle });
    },
  );

  app.put(
    '/admin/bundles/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: bundleInputSchema,
        response: { 200: bundleSavedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SERVER_MESSAGES.bundleUpdated,
      data: await updateBundle(app.db, request.params.id, request.body, requireCaller(request)),
    }),
  );

  app.delete(
    '/admin/bundles/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteBundle(app.db, request.params.id, requireCaller(request));
      return { success: true, message: SERVER_MESSAGES.bundleDeleted };
    },
  );
};
