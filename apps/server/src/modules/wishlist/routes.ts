import { wishlistParamsSchema, wishlistResponseSchema } from '@academy/shared/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { WISHLIST_MESSAGES } from './messages';
import { getWishlist, removeFromWishlist, saveToWishlist } from './service';

/**
 * Issue 31: the signed-in student's wishlist. The path names no account: every call is on the
 * caller's own, and answers it as it now is.
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = { response: { 200: wishlistResponseSchema } };

  app.get('/wishlist', { config: { access: 'user' }, schema: answers }, async (request) => ({
    success: true as const,
    data: await getWishlist(app.db, requireCaller(request).id),
  }));

  app.put(
    '/wishlist/:productType/:productId',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { params: wishlistParamsSchema, ...answers },
    },
    async (request) => {
      const data = await saveToWishlist(app.db, requireCaller(request).id, request.params);
      return { success: true as const, message: WISHLIST_MESSAGES.saved, data };
    },
  );

  app.delete(
    '/wishlist/:productType/:productId',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { params: wishlistParamsSchema, ...answers },
    },
    async (request) => {
      const data = await removeFromWishlist(app.db, requireCaller(request).id, request.params);
      return { success: true as const, message: WISHLIST_MESSAGES.removed, data };
    },
  );
};
