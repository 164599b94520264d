import { activeCouponsResponseSchema } from '@academy/shared/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveCoupons, toActiveCoupon } from './service';

/** The admin coupon API and applying a coupon come with the commerce work; this is the banner's list. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons/active',
    { config: { access: 'public' }, schema: { response: { 200: activeCouponsResponseSchema } } },
    async () => {
      const rows = await listActiveCoupons(app.db);
      return { success: true as const, data: rows.map(toActiveCoupon) };
    },
  );
};
