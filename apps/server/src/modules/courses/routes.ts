import { messageResponseSchema } from '@academy/shared/auth';
import {
  courseDetailResponseSchema,
  courseInputSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseSavedResponseSchema,
  courseSummariesResponseSchema,
  idParamSchema,
  recommendationQuerySchema,
} from '@academy/shared/catalogue-api';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import * as catalogue from './service';

const viewerOf = (request: FastifyRequest): catalogue.Viewer =>
  request.caller ? { id: request.caller.id, role: request.caller.role } : null;

/** SPEC §7 Student courses (the catalogue part) and Admin courses. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/student/course/get',
    {
      config: { access: 'public' },
      schema: { querystring: courseListQuerySchema, response: { 200: courseListResponseSchema } },
    },
    async (request) => {
      const { items, page, limit, total } = await catalogue.listCourses(app.db, request.query);
      return { success: true as const, data: items, pagination: { page, limit, total } };
    },
  );

  app.get(
    '/student/course/get/details/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamSchema, response: { 200: courseDetailResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.getCourseDetail(app.db, request.params.id, {
        viewer: viewerOf(request),
        signer: app.mediaSigner,
      }),
    }),
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
    { config: { access: 'admin' }, schema: { response: { 200: courseSummariesResponseSchema } } },
    async () => {
      const { items } = await catalogue.listCourses(app.db, { includeUnpublished: true });
      return { success: true as const, data: items };
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
      data: await catalogue.getCourseDetail(app.db, request.params.id, {
        viewer: viewerOf(request),
        signer: app.mediaSigner,
        includeUnpublished: true,
      }),
    }),
  );

  app.post(
    '/admin/course/add',
    {
      config: { access: 'admin' },
      schema: { body: courseInputSchema, response: { 201: courseSavedResponseSchema } },
    },
    async (request, reply) => {
      const course = await catalogue.createCourse(app.db, request.body, {
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
    async (request) => ({
      success: true as const,
      message: SERVER_MESSAGES.courseUpdated,
      data: await catalogue.updateCourse(app.db, request.params.id, request.body, {
        editor: requireCaller(request),
        signer: app.mediaSigner,
      }),
    }),
  );

  app.delete(
    '/admin/course/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await catalogue.deleteCourse(app.db, request.params.id);
      return { success: true, message: SERVER_MESSAGES.courseDeleted };
    },
  );
};
