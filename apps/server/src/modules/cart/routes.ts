import {
  cartAssetAddSchema,
  cartBundleAddSchema,
  cartCourseAddSchema,
  cartResponseSchema,
  userIdParamSchema,
} from '@academy/shared/cart';
import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { holdsCourseKept } from '../access/kept-holdings';
import { addBundleToCart, removeBundleFromCart } from './bundle-lines';
import * as cart from './service';

/**
 * SPEC §7 Cart. Every call answers the cart as it now is. A student reaches only their own
 * cart (403 otherwise); admins reach anyone's.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = { response: { 200: cartResponseSchema } };

  app.post(
    '/student/cart/add',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: cartCourseAddSchema, ...answers },
    },
    async (request) => {
      const { userId, courseId } = request.body;
      const caller = assertSelfOrAdmin(request, userId);
      const data = await cart.addCourseToCart(app.db, userId, courseId, {
        isCaller: caller.id === userId,
        holdsCourse: (id) => holdsCourseKept(app.db, app.kept.holdings, userId, id),
      });
      return { success: true as const, message: SERVER_MESSAGES.courseAddedToCart, data };
    },
  );

  app.post(
    '/student/cart/assets/add',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: cartAssetAddSchema, ...answers },
    },
    async (request) => {
      const { userId, assetId } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await cart.addAssetToCart(app.db, userId, assetId);
      return { success: true as const, message: SERVER_MESSAGES.assetAddedToCart, data };
    },
  );

  app.get(
    '/student/cart/get/:userId',
    { config: { access: 'user' }, schema: { params: userIdParamSchema, ...answers } },
    async (request) => {
      const { userId } = request.params;
      assertSelfOrAdmin(request, userId);
      return { success: true as const, data: await cart.getCart(app.db, userId) };
    },
  );

  app.delete(
    '/student/cart/remove',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: cartCourseAddSchema, ...answers },
    },
    async (request) => {
      const { userId, courseId } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await cart.removeCourseFromCart(app.db, userId, courseId);
      return { success: true as const, message: MESSAGES.removedFromCart, data };
    },
  );

  app.delete(
    '/student/cart/assets/remove',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: cartAssetAddSchema, ...answers },
    },
    async (request) => {
      const { userId, assetId } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await cart.removeAssetFromCart(app.db, userId, assetId);
      return { success: true as const, message: MESSAGES.removedFromCart, data };
    },
  );

  app.post(
    '/student/cart/bundles/add',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: cartBundleAddSchema, ...answers },
    },
    async (request) => {
      const { userId, bundleId } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await addBundleToCart(app.db, userId, bundleId);
      return { success: true as const, message: SERVER_MESSAGES.bundleAddedToCart, data };
    },
  );

  app.delete(
    '/student/cart/bundles/remove',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: cartBundleAddSchema, ...answers },
    },
    async (request) => {
      const { userId, bundleId } = request.body;
      assertSelfOrAdmin(request, userId);
      const data = await removeBundleFromCart(app.db, userId, bundleId);
      return { success: true as const, message: MESSAGES.removedFromCart, data };
    },
  );
};
