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
import { clearOnWrite, createMicroCache } from '../../lib/micro-cache';
import { answerSerializer, type SerializedAnswer, sendSerialized } from '../../lib/serialized-answers';
import { requireCaller } from '../../plugins/auth';
import { createBundle, deleteBundle, updateBundle } from './commands';
import { getAdminBundle, getBundle, listAdminBundles, listBundles } from './service';

/**
 * How long this instance reuses a page of the bundle list, and a visitor's bundle, as it does the
 * course detail and the catalogue's lists (decisions 005 and 015): a change made through this
 * instance drops them at once, one made elsewhere (or to an item's price) shows within the second.
 */
export const VISITOR_ANSWER_TTL_MS = 1000;

/**
 * Bundles (issue 31): the store's list and page (a signed-in student's page says what the
 * bundle costs them), and the admin's list, form and changes.
 */
export const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept as their JSON, as the course and asset answers are (serialized-answers.ts): kept as
  // objects, the list answered at 18 % of a bare server, every hit checked and stringified again.
  const listPages = createMicroCache<string, SerializedAnswer>({
    ttlMs: VISITOR_ANSWER_TTL_MS,
    maxEntries: 500,
  });
  const serializeList = answerSerializer(bundleListResponseSchema);
  const visitorBundles = createMicroCache<string, SerializedAnswer>({
    ttlMs: VISITOR_ANSWER_TTL_MS,
    maxEntries: 1000,
  });
  const serializeBundle = answerSerializer(bundleResponseSchema);
  clearOnWrite(app, listPages, visitorBundles);

  app.get(
    '/bundles',
    {
      config: { access: 'public' },
      schema: { querystring: bundleListQuerySchema, response: { 200: bundleListResponseSchema } },
    },
    async (request, reply) => {
      const answer = await listPages.get(JSON.stringify(request.query), async () => {
        const { items, pagination } = await listBundles(app.db, request.query);
        return serializeList({ success: true, data: items, pagination });
      });
      return sendSerialized(reply, answer);
    },
  );

  app.get(
    '/bundles/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamSchema, response: { 200: bundleResponseSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      // What a bundle costs depends on what the caller owns: never kept by a shared cache.
      if (request.caller) {
        reply.header('cache-control', 'private, no-store');
        const viewer = { id: request.caller.id, role: request.caller.role };
        return { success: true as const, data: await getBundle(app.db, id, viewer) };
      }
      const answer = await visitorBundles.get(id.toLowerCase(), async () =>
        serializeBundle({ success: true, data: await getBundle(app.db, id, null) }),
      );
      return sendSerialized(reply, answer);
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
