import { messageResponseSchema } from '@academy/shared/auth';
import {
  assetListQuerySchema,
  idParamSchema,
  recommendationQuerySchema,
} from '@academy/shared/catalogue-api';
import {
  adminAssetDetailResponseSchema,
  assetDetailResponseSchema,
  assetInputSchema,
  assetListResponseSchema,
  assetSavedResponseSchema,
  assetSummariesResponseSchema,
  assetUpdateInputSchema,
} from '@academy/shared/catalogue-assets';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { adminAssetListQuerySchema } from '@academy/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearOnWrite, createMicroCache } from '../../lib/micro-cache';
import { answerSerializer, type SerializedAnswer, sendSerialized } from '../../lib/serialized-answers';
import type { ProductDeletionHook } from '../catalogue/kind';
import { requireCaller } from '../../plugins/auth';
import { createAsset, deleteAsset, updateAsset } from './commands';
import * as assets from './service';

/**
 * How long this instance reuses a page of the storefront's asset list: every caller gets the
 * same page for the same query, so under load it is read once a second. A change made through
 * this instance clears it at once; one made through another shows within the second
 * (decision 015).
 */
export const LIST_PAGE_TTL_MS = 1000;

/**
 * How long this instance reuses a visitor's asset detail, as the course detail does (decision
 * 005; issue 33 found the asset page without it at a twentieth of the runtime's own speed).
 * Signed-in callers read the database, so a student sees a purchase's count at once.
 */
export const VISITOR_DETAIL_TTL_MS = 1000;

/**
 * SPEC §7 Digital assets (the catalogue part). The spec puts the admin's create, update and
 * delete under /student/digital-assets; they are admin-only all the same.
 */
export const assetRoutes: FastifyPluginAsyncZod<{ whenDeleting: ProductDeletionHook }> = async (
  app,
  { whenDeleting },
) => {
  const listPages = createMicroCache<string, SerializedAnswer>({
    ttlMs: LIST_PAGE_TTL_MS,
    maxEntries: 500,
  });
  const serializeList = answerSerializer(assetListResponseSchema);
  const visitorDetails = createMicroCache<string, SerializedAnswer>({
    ttlMs: VISITOR_DETAIL_TTL_MS,
    maxEntries: 1000,
  });
  const serializeDetail = answerSerializer(assetDetailResponseSchema);
  clearOnWrite(app, listPages, visitorDetails);

  app.get(
    '/student/digital-assets/get',
    {
      config: { access: 'public' },
      schema: { querystring: assetListQuerySchema, response: { 200: assetListResponseSchema } },
    },
    async (request, reply) => {
      const answer = await listPages.get(JSON.stringify(request.query), async () => {
        const { items, pagination } = await assets.listAssets(app.db, request.query);
        return serializeList({ success: true, data: items, pagination });
      });
      return sendSerialized(reply, answer);
    },
  );

  app.get(
    '/admin/digital-assets/get',
    {
      config: { access: 'admin' },
      schema: { querystring: adminAssetListQuerySchema, response: { 200: assetListResponseSchema } },
    },
    async (request) => {
      const { items, pagination } = await assets.listAdminAssets(app.db, request.query);
      return { success: true as const, data: items, pagination };
    },
  );

  app.get(
    '/student/digital-assets/detail/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamSchema, response: { 200: assetDetailResponseSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const load = () => assets.getAssetSummary(app.db, id);
      if (request.caller) return { success: true as const, data: await load() };
      const answer = await visitorDetails.get(id.toLowerCase(), async () =>
        serializeDetail({ success: true, data: await load() }),
      );
      return sendSerialized(reply, answer);
    },
  );

  app.get(
    '/student/digital-assets/recommendation',
    {
      config: { access: 'public' },
      schema: { querystring: recommendationQuerySchema, response: { 200: assetSummariesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await assets.listAssetRecommendations(app.db, request.query),
    }),
  );

  app.get(
    '/admin/digital-assets/detail/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: adminAssetDetailResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await assets.getAdminAssetDetail(app.db, request.params.id),
    }),
  );

  app.post(
    '/student/digital-assets/create',
    {
      config: { access: 'admin' },
      schema: { body: assetInputSchema, response: { 201: assetSavedResponseSchema } },
    },
    async (request, reply) => {
      const asset = await createAsset(app.db, request.body, { author: requireCaller(request) });
      return reply
        .status(201)
        .send({ success: true as const, message: SERVER_MESSAGES.assetCreated, data: asset });
    },
  );

  app.put(
    '/student/digital-assets/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: assetUpdateInputSchema,
        response: { 200: assetSavedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SERVER_MESSAGES.assetUpdated,
      data: await updateAsset(app.db, request.params.id, request.body, requireCaller(request)),
    }),
  );

  app.delete(
    '/student/digital-assets/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteAsset(app.db, request.params.id, requireCaller(request), whenDeleting);
      return { success: true, message: SERVER_MESSAGES.assetDeleted };
    },
  );
};
