import { userIdParamSchema } from '@academy/shared/cart';
import { personalListQuerySchema } from '@academy/shared/orders';
import {
  assetDownloadParamsSchema,
  assetDownloadResponseSchema,
  assetPurchaseParamsSchema,
  coursePurchaseParamsSchema,
  purchasedAssetsResponseSchema,
  purchasedCoursesResponseSchema,
  purchaseInfoResponseSchema,
} from '@academy/shared/purchases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin, requireCaller } from '../../plugins/auth';
import { getAssetDownload } from '../assets/downloads';
import { assertAssetPurchased, assertCoursePurchased } from '../access/ownership';
import { listPurchasedAssets, listPurchasedCourses } from './service';

/**
 * SPEC §7 Purchases: the purchase checks (200 `data: true` when owned, 404 when not) and the
 * purchases lists, for the caller's own account unless the caller is an admin; and the asset
 * download link, for owners and admins.
 */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/student/course/purchase-info/:courseId/:userId',
    {
      config: { access: 'user' },
      schema: { params: coursePurchaseParamsSchema, response: { 200: purchaseInfoResponseSchema } },
    },
    async (request) => {
      const { courseId, userId } = request.params;
      assertSelfOrAdmin(request, userId);
      await assertCoursePurchased(app.db, userId, courseId);
      return { success: true as const, data: true as const };
    },
  );

  app.get(
    '/student/assets/bought/purchase-info/:assetId/:userId',
    {
      config: { access: 'user' },
      schema: { params: assetPurchaseParamsSchema, response: { 200: purchaseInfoResponseSchema } },
    },
    async (request) => {
      const { assetId, userId } = request.params;
      assertSelfOrAdmin(request, userId);
      await assertAssetPurchased(app.db, userId, assetId);
      return { success: true as const, data: true as const };
    },
  );

  app.get(
    '/student/bought/get/:userId',
    {
      config: { access: 'user' },
      schema: {
        params: userIdParamSchema,
        querystring: personalListQuerySchema,
        response: { 200: purchasedCoursesResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      assertSelfOrAdmin(request, userId);
      const { items, pagination } = await listPurchasedCourses(app.db, userId, request.query);
      return { success: true as const, data: items, pagination };
    },
  );

  app.get(
    '/student/assets/bought/get/:userId',
    {
      config: { access: 'user' },
      schema: {
        params: userIdParamSchema,
        querystring: personalListQuerySchema,
        response: { 200: purchasedAssetsResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      assertSelfOrAdmin(request, userId);
      const { items, pagination } = await listPurchasedAssets(app.db, userId, request.query);
      return { success: true as const, data: items, pagination };
    },
  );

  app.get(
    '/student/assets/download/:assetId',
    {
      config: { access: 'user' },
      schema: { params: assetDownloadParamsSchema, response: { 200: assetDownloadResponseSchema } },
    },
    async (request, reply) => {
      const data = await getAssetDownload(
        app.db,
        app.mediaSigner,
        requireCaller(request),
        request.params.assetId,
      );
      // A link for this caller only, and short-lived: no cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data };
    },
  );
};
