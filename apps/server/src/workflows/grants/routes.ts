import {
  grantManualAccessBodySchema,
  grantManualAccessResponseSchema,
  manualAccessListResponseSchema,
  removeManualAccessBodySchema,
  studentSearchQuerySchema,
  studentSearchResponseSchema,
} from '@academy/shared/admin-access';
import { messageResponseSchema } from '@academy/shared/auth';
import { adminManualAccessListQuerySchema } from '@academy/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { searchStudents } from '../../modules/access/manual';
import { listManualAccess } from '../../modules/access/manual-list';
import { grantManualAccess, grantMessage, removeManualAccess } from './grants';

/**
 * SPEC §7 Admin courses, manual access: grant, list, remove; and the student picker of the
 * Grant Access form (beyond the spec: students by name or email).
 */
export const manualAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/course/grant-manual-access',
    {
      config: { access: 'admin' },
      schema: { body: grantManualAccessBodySchema, response: { 200: grantManualAccessResponseSchema } },
    },
    async (request) => {
      const admin = requireCaller(request);
      const result = await grantManualAccess(
        app.db,
        { courseId: request.body.id, students: request.body.studentIds },
        admin,
      );
      return {
        success: true as const,
        message: grantMessage(result),
        data: {
          courseId: result.course.id,
          granted: result.granted,
          alreadyHadAccess: result.alreadyHadAccess,
        },
      };
    },
  );

  app.get(
    '/admin/course/all-manual-access',
    {
      config: { access: 'admin' },
      schema: {
        querystring: adminManualAccessListQuerySchema,
        response: { 200: manualAccessListResponseSchema },
      },
    },
    async (request) => {
      const { records, pagination } = await listManualAccess(app.db, request.query);
      return { success: true as const, data: records, pagination };
    },
  );

  app.delete(
    '/admin/course/remove-manual-access',
    {
      config: { access: 'admin' },
      schema: { body: removeManualAccessBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { student, course } = await removeManualAccess(
        app.db,
        { student: request.body.studentId, courseId: request.body.courseId },
        requireCaller(request),
      );
      return { success: true, message: `Manual access to “${course.title}” removed for ${student.name}.` };
    },
  );

  app.get(
    '/admin/users/search',
    {
      config: { access: 'admin' },
      schema: { querystring: studentSearchQuerySchema, response: { 200: studentSearchResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await searchStudents(app.db, request.query.q) }),
  );
};
