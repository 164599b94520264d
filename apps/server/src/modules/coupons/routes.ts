import { messageResponseSchema } from '@academy/shared/auth';
import {
  activeCouponsResponseSchema,
  bannerChangedMessage,
  couponCodeParamSchema,
  couponIdParamSchema,
  couponInputSchema,
  couponResponseSchema,
  couponSavedResponseSchema,
  couponsResponseSchema,
  couponUpdateSchema,
} from '@academy/shared/coupons';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { adminCouponListQuerySchema } from '@academy/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import * as coupons from './service';

/**
 * SPEC §7 Coupons, plus the home banner's list. Everything under /admin/coupon is admin-only
 * except `apply`, which the asset page, the course page and the cart call for any signed-in
 * student (ARCHITECTURE, "Routes we add"). Fastify matches the static `/admin/coupon/all` before `/admin/coupon/:code`.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons/active',
    { config: { access: 'public' }, schema: { response: { 200: activeCouponsResponseSchema } } },
    async () => {
      const rows = await coupons.listActiveCoupons(app.db);
      return { success: true as const, data: rows.map(coupons.toActiveCoupon) };
    },
  );

  app.post(
    '/admin/coupon/create',
    {
      config: { access: 'admin' },
      schema: { body: couponInputSchema, response: { 201: couponSavedResponseSchema } },
    },
    async (request, reply) => {
      const row = await coupons.createCoupon(app.db, request.body, requireCaller(request));
      return reply.status(201).send({
        success: true as const,
        message: SERVER_MESSAGES.couponCreated,
        data: coupons.toCoupon(row),
      });
    },
  );

  app.get(
    '/admin/coupon/all',
    {
      config: { access: 'admin' },
      schema: { querystring: adminCouponListQuerySchema, response: { 200: couponsResponseSchema } },
    },
    async (request) => {
      const { rows, pagination } = await coupons.listCoupons(app.db, request.query);
      return { success: true as const, data: rows.map(coupons.toCoupon), pagination };
    },
  );

  app.get(
    '/admin/coupon/:code',
    {
      config: { access: 'admin' },
      schema: { params: couponCodeParamSchema, response: { 200: couponResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: coupons.toCoupon(await coupons.getCouponByCode(app.db, request.params.code)),
    }),
  );

  // The spec has no coupon edit; the banner flag is the one thing an admin changes afterwards.
  app.patch(
    '/admin/coupon/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: couponIdParamSchema,
        body: couponUpdateSchema,
        response: { 200: couponSavedResponseSchema },
      },
    },
    async (request) => {
      const row = await coupons.setCouponOnBanner(
        app.db,
        request.params.id,
        request.body.showOnBanner,
        requireCaller(request),
      );
      return {
        success: true as const,
        message: bannerChangedMessage(row.showOnBanner),
        data: coupons.toCoupon(row),
      };
    },
  );

  app.delete(
    '/admin/coupon/:id',
    {
      config: { access: 'admin' },
      schema: { params: couponIdParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await coupons.deleteCoupon(app.db, request.params.id, requireCaller(request));
      return { success: true, message: SERVER_MESSAGES.couponDeleted };
    },
  );
};
