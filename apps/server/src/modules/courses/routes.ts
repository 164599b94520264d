import { messageResponseSchema } from '@academy/shared/auth';
import {
  courseListQuerySchema,
  idParamSchema,
  recommendationQuerySchema,
} from '@academy/shared/catalogue-api';
import {
  courseDetailResponseSchema,
  courseInputSchema,
  courseListResponseSchema,
  courseSavedResponseSchema,
  courseSummariesResponseSchema,
} from '@academy/shared/catalogue-courses';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { adminCourseListQuerySchema } from '@academy/shared/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearOnWrite, createMicroCache } from '../../lib/micro-cache';
import { answerSerializer, type SerializedAnswer, sendSerialized } from '../../lib/serialized-answers';
import { requireCaller } from '../../plugins/auth';
import { holdsCourseKept } from '../access/kept-holdings';
import type { ProductDeletionHook } from '../catalogue/kind';
import { createCourse, deleteCourse, updateCourse } from './commands';
import * as catalogue from './service';

/**
 * How long this instance reuses a visitor's course detail (decision 005). Visitors all get the
 * same answer; students and admins never use the cache, and an update or delete through this
 * instance drops the course at once, so only changes made elsewhere (another instance, an
 * enrolment) can be seen this late.
 */
export const VISITOR_DETAIL_TTL_MS = 1000;
const VISITOR_DETAIL_MAX_COURSES = 1000;

/**
 * How long this instance reuses a page of the storefront's list (decision 015): every caller
 * gets the same page for the same query, so under load it is read once a second. A change
 * made through this instance clears it at once; one made through another shows within the
 * second, like the visitor's course detail (decision 005).
 */
export const LIST_PAGE_TTL_MS = 1000;
const LIST_PAGE_MAX = 500;

const viewerOf = (request: FastifyRequest): catalogue.Viewer =>
  request.caller ? { id: request.caller.id, role: request.caller.role } : null;

/** SPEC §7 Student courses (the catalogue part) and Admin courses. */
export const courseRoutes: FastifyPluginAsyncZod<{ whenDeleting: ProductDeletionHook }> = async (
  app,
  { whenDeleting },
) => {
  const visitorDetails = createMicroCache<string, SerializedAnswer>({
    ttlMs: VISITOR_DETAIL_TTL_MS,
    maxEntries: VISITOR_DETAIL_MAX_COURSES,
  });
  const courseKey = (id: string) => id.toLowerCase();
  const serializeDetail = answerSerializer(courseDetailResponseSchema);
  const listPages = createMicroCache<string, SerializedAnswer>({
    ttlMs: LIST_PAGE_TTL_MS,
    maxEntries: LIST_PAGE_MAX,
  });
  const serializeList = answerSerializer(courseListResponseSchema);
  clearOnWrite(app, listPages);

  app.get(
    '/student/course/get',
    {
      config: { access: 'public' },
      schema: { querystring: courseListQuerySchema, response: { 200: courseListResponseSchema } },
    },
    async (request, reply) => {
      const answer = await listPages.get(JSON.stringify(request.query), async () => {
        const { items, pagination } = await catalogue.listCourses(app.db, request.query);
        return serializeList({ success: true, data: items, pagination });
      });
      return sendSerialized(reply, answer);
    },
  );

  app.get(
    '/student/course/get/details/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamSchema, response: { 200: courseDetailResponseSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = viewerOf(request);
      if (viewer) {
        const answer = await catalogue.getSignedInCourseAnswer(app.db, id, {
          viewer,
          signer: app.mediaSigner,
          rows: app.kept.courseRows,
          holds: (courseId) => holdsCourseKept(app.db, app.kept.holdings, viewer.id, courseId),
        });
        return sendSerialized(reply, answer);
      }
      const answer = await visitorDetails.get(courseKey(id), async () =>
        serializeDetail({
          success: true,
          data: await catalogue.getCourseDetail(app.db, id, { signer: app.mediaSigner }),
        }),
      );
      return sendSerialized(reply, answer);
    },
  );

  app.get(
    '/student/course/recommendations',
    {
      config: { access: 'public' },
      schema: { querystring: recommendationQuerySchema, response: { 200: courseSummariesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.listCourseRecommendations(app.db, request.query),
    }),
  );

  app.get(
    '/admin/course/get',
    {
      config: { access: 'admin' },
      schema: { querystring: adminCourseListQuerySchema, response: { 200: courseListResponseSchema } },
    },
    async (request) => {
      const { items, pagination } = await catalogue.listAdminCourses(app.db, request.query);
      return { success: true as const, data: items, pagination };
    },
  );

  app.get(
    '/admin/course/get/details/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: courseDetailResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.getAdminCourseDetail(app.db, request.params.id, { signer: app.mediaSigner }),
    }),
  );

  app.post(
    '/admin/course/add',
    {
      config: { access: 'admin' },
      schema: { body: courseInputSchema, response: { 201: courseSavedResponseSchema } },
    },
    async (request, reply) => {
      const course = await createCourse(app.db, request.body, {
        author: requireCaller(request),
        signer: app.mediaSigner,
      });
      return reply
        .status(201)
        .send({ success: true as const, message: SERVER_MESSAGES.courseCreated, data: course });
    },
  );

  app.put(
    '/admin/course/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        body: courseInputSchema,
        response: { 200: courseSavedResponseSchema },
      },
    },
    async (request) => {
      const course = await updateCourse(app.db, request.params.id, request.body, {
        signer: app.mediaSigner,
        actor: requireCaller(request),
      });
      visitorDetails.delete(courseKey(request.params.id));
      return { success: true as const, message: SERVER_MESSAGES.courseUpdated, data: course };
    },
  );

  app.delete(
    '/admin/course/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteCourse(app.db, request.params.id, requireCaller(request), whenDeleting);
      visitorDetails.delete(courseKey(request.params.id));
      return { success: true, message: SERVER_MESSAGES.courseDeleted };
    },
  );
};
