import {
  courseProgressResponseSchema,
  markLectureViewedSchema,
  progressParamsSchema,
  resetProgressSchema,
  watchReportSchema,
  watchReportResponseSchema,
} from '@academy/shared/learning';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/serialized-answers';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { progressAnswer } from './answer';
import * as progress from './service';

/** The answer carries signed media URLs made for this caller: no cache may keep it. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export type ProgressRoutesOptions = {
  /** The clock the watch rule reads: the server's own, never the client's. Tests move it. */
  now?: (() => Date) | undefined;
};

/**
 * SPEC §7 Purchases and progress: a student's progress through a course, for the student
 * themselves or an admin (403 for anyone else).
 */
export const progressRoutes: FastifyPluginAsyncZod<ProgressRoutesOptions> = async (
  app,
  { now = () => new Date() },
) => {
  app.get(
    '/student/course-progress/get/:userId/:courseId',
    {
      config: { access: 'user' },
      schema: { params: progressParamsSchema, response: { 200: courseProgressResponseSchema } },
    },
    async (request, reply) => {
      const { userId, courseId } = request.params;
      const caller = assertSelfOrAdmin(request, userId);
      const record = await progress.getCourseProgress(
        app.db,
        { userId, courseId, caller, signer: app.mediaSigner, jobs: app.jobs },
        app.kept,
        now,
      );
      noStore(reply);
      return sendSerialized(reply, progressAnswer(record));
    },
  );

  // Issue 14: what the player actually played of a lecture, the evidence a mark needs.
  app.post(
    '/student/course-progress/watch',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: watchReportSchema, response: { 200: watchReportResponseSchema } },
    },
    async (request, reply) => {
      const { userId, courseId, lectureId, ranges, duration } = request.body;
      const caller = assertSelfOrAdmin(request, userId);
      const data = await progress.reportWatch(
        app.db,
        {
          userId,
          courseId,
          lectureId,
          caller,
          signer: app.mediaSigner,
          jobs: app.jobs,
          evidence: { ranges, duration },
        },
        now,
      );
      noStore(reply);
      return { success: true as const, data };
    },
  );

  app.post(
    '/student/course-progress/mark-lecture-viewed',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: markLectureViewedSchema, response: { 200: courseProgressResponseSchema } },
    },
    async (request, reply) => {
      const { userId, courseId, lectureId, watched } = request.body;
      const caller = assertSelfOrAdmin(request, userId);
      const record = await progress.markLectureViewed(
        app.db,
        { userId, courseId, lectureId, watched, caller, signer: app.mediaSigner, jobs: app.jobs },
        app.kept,
        now,
      );
      noStore(reply);
      return sendSerialized(reply, progressAnswer(record, progress.PROGRESS_MESSAGES.lectureViewed));
    },
  );

  app.post(
    '/student/course-progress/reset-progress',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { body: resetProgressSchema, response: { 200: courseProgressResponseSchema } },
    },
    async (request, reply) => {
      const { userId, courseId } = request.body;
      const caller = assertSelfOrAdmin(request, userId);
      const record = await progress.resetProgress(
        app.db,
        { userId, courseId, caller, signer: app.mediaSigner, jobs: app.jobs },
        app.kept,
        now,
      );
      noStore(reply);
      return sendSerialized(reply, progressAnswer(record, progress.PROGRESS_MESSAGES.progressReset));
    },
  );
};
