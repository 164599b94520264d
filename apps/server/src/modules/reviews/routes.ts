import { idParamSchema } from '@academy/shared/catalogue-api';
import { paginationOf } from '@academy/shared/paging';
import {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewReplyInputSchema,
  adminReviewResponseSchema,
  adminReviewVisibilitySchema,
  myReviewQuerySchema,
  myReviewResponseSchema,
  reviewDeletedResponseSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSavedResponseSchema,
} from '@academy/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMicroCache, type MicroCache } from '../../lib/micro-cache';
import { answerSerializer, type SerializedAnswer, sendSerialized } from '../../lib/serialized-answers';
import { requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { ADMIN_REVIEW_MESSAGES, REVIEW_MESSAGES } from './messages';
import { deleteReview, listReviewsForAdmin, replyToReview, setReviewHidden } from './moderation';
import { myReview, reviewPage, saveReview } from './service';

const HOUR_MS = 60 * 60_000;
/** Reviews one account may write or rewrite in an hour: more than an honest student needs. */
const REVIEWS_PER_HOUR = 20;

/**
 * How long this instance reuses a page of a product's reviews (issue 33): every caller gets the
 * same page for the same query, so under load it is read once a second. Any write through this
 * instance that succeeds forgets them (app.ts), so a review written, hidden or erased with its
 * account shows at once there; one made elsewhere (another instance) shows within the second, as
 * decision 005 allows the course's page.
 */
export const REVIEW_PAGE_TTL_MS = 1000;
const REVIEW_PAGES_MAX = 500;

/** The pages of reviews an instance reuses, as their JSON, by query. */
export type ReviewPages = MicroCache<string, SerializedAnswer>;
export const createReviewPages = (now: () => number): ReviewPages =>
  createMicroCache({ ttlMs: REVIEW_PAGE_TTL_MS, maxEntries: REVIEW_PAGES_MAX, now });

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewPages = app.kept.reviewPages;
  const serializePage = answerSerializer(reviewListResponseSchema);

  app.get(
    '/reviews',
    {
      config: { access: 'public' },
      schema: { querystring: reviewListQuerySchema, response: { 200: reviewListResponseSchema } },
    },
    async (request, reply) => {
      const { query } = request;
      const answer = await reviewPages.get(JSON.stringify(query), async () => {
        const { summary, reviews, nextCursor, total, limit } = await reviewPage(app.db, query);
        const pagination = paginationOf(query.page, limit, total);
        return serializePage({
          success: true,
          data: { summary, reviews, nextCursor },
          // A page read after a review is not counted by number: its next is nextCursor.
          pagination: query.after === undefined ? pagination : { ...pagination, nextPage: null },
        });
      });
      return sendSerialized(reply, answer);
    },
  );

  app.get(
    '/reviews/mine',
    {
      config: { access: 'user' },
      schema: { querystring: myReviewQuerySchema, response: { 200: myReviewResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await myReview(app.db, requireCaller(request).id, request.query),
    }),
  );

  app.post(
    '/reviews',
    {
      config: { access: 'user' },
      preHandler: rateLimit({
        name: 'review',
        max: REVIEWS_PER_HOUR,
        windowMs: HOUR_MS,
        key: (request) => requireCaller(request).id,
        message: REVIEW_MESSAGES.tooManyReviews,
      }),
      schema: {
        body: reviewInputSchema,
        response: { 200: reviewSavedResponseSchema, 201: reviewSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const { review, created } = await saveReview(app.db, requireCaller(request).id, request.body);
      return reply.status(created ? 201 : 200).send({
        success: true as const,
        message: created ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.updated,
        data: review,
      });
    },
  );

  app.delete(
    '/reviews/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: reviewDeletedResponseSchema } },
    },
    async (request) => {
      await deleteReview(app.db, requireCaller(request), request.params.id);
      return { success: true as const, message: REVIEW_MESSAGES.deleted };
    },
  );

  app.get(
    '/admin/reviews',
    {
      config: { access: 'admin' },
      schema: { querystring: adminReviewListQuerySchema, response: { 200: adminReviewListResponseSchema } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { reviews, total } = await listReviewsForAdmin(app.db, request.query);
      return { success: true as const, data: reviews, pagination: paginationOf(page, limit, total) };
    },
  );

  app.patch(
    '/admin/reviews/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: adminReviewVisibilitySchema,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => {
      const review = await setReviewHidden(
        app.db,
        requireCaller(request).id,
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        message: request.body.hidden ? ADMIN_REVIEW_MESSAGES.hidden : ADMIN_REVIEW_MESSAGES.shown,
        data: review,
      };
    },
  );

  app.post(
    '/admin/reviews/:id/reply',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: adminReviewReplyInputSchema,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => {
      const review = await replyToReview(app.db, app.jobs, request.params.id, request.body.text);
      return { success: true as const, message: ADMIN_REVIEW_MESSAGES.replied, data: review };
    },
  );
};
