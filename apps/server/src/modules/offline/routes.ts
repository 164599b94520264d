import {
  offlineCheckBodySchema,
  offlineCheckResponseSchema,
  offlineCourseParamsSchema,
  offlineCourseResponseSchema,
  offlineLicenceBodySchema,
  offlinePlanResponseSchema,
  offlineReleaseParamsSchema,
  offlineReleaseResponseSchema,
} from '@academy/shared/offline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { OFFLINE_MESSAGES } from './messages';
import { checkOfflineCourses, offlinePlanOf, releaseOfflineCourse, saveCourseForOffline } from './service';

/**
 * Issue 32: lectures a student saves on a device to watch offline, under a licence per course and
 * device. The paths name no account: every call is on the caller's own licences.
 */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/student/offline/courses/:courseId',
    {
      config: { access: 'user' },
      schema: { params: offlineCourseParamsSchema, response: { 200: offlinePlanResponseSchema } },
    },
    async (request, reply) => {
      const lectures = await offlinePlanOf(app.db, app.mediaSigner, {
        userId: requireCaller(request).id,
        courseId: request.params.courseId,
      });
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: { lectures } };
    },
  );

  app.post(
    '/student/offline/courses/:courseId',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: {
        params: offlineCourseParamsSchema,
        body: offlineLicenceBodySchema,
        response: { 200: offlineCourseResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await saveCourseForOffline(app.db, app.mediaSigner, {
        userId: requireCaller(request).id,
        courseId: request.params.courseId,
        deviceId: request.body.deviceId,
      });
      // Its links are signed for this student: no cache may keep them.
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data };
    },
  );

  app.post(
    '/student/offline/check',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: offlineCheckBodySchema, response: { 200: offlineCheckResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await checkOfflineCourses(app.db, requireCaller(request).id, request.body),
    }),
  );

  app.delete(
    '/student/offline/devices/:deviceId/courses/:courseId',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { params: offlineReleaseParamsSchema, response: { 200: offlineReleaseResponseSchema } },
    },
    async (request) => {
      await releaseOfflineCourse(app.db, requireCaller(request).id, request.params);
      return { success: true as const, message: OFFLINE_MESSAGES.released };
    },
  );
};
