import { idParamSchema } from '@academy/shared/catalogue-api';
import { paginationOf } from '@academy/shared/paging';
import {
  PROJECT_IMAGE_MAX_BYTES,
  PROJECT_IMAGES_MAX,
  PROJECT_PDF_MAX_BYTES,
} from '@academy/shared/project-rules';
import {
  adminProjectListQuerySchema,
  adminProjectListResponseSchema,
  adminProjectResponseSchema,
  courseProjectsQuerySchema,
  courseProjectsResponseSchema,
  myCourseProjectResponseSchema,
  projectDeletedResponseSchema,
  projectPageResponseSchema,
  projectVisibilityInputSchema,
  studentProjectResponseSchema,
  studentProjectsResponseSchema,
} from '@academy/shared/projects';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, InvalidError } from '../../lib/errors';
import { requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { answerRefusalsAfterBody } from '../../plugins/refused-bodies';
import { deleteProject, setProjectPublic } from './changes';
import { ADMIN_PROJECT_MESSAGES, PROJECT_MESSAGES } from './messages';
import { adminProject, adminProjectList, courseProjectOf, studentProjects } from './service';
import { galleryPage, projectPage } from './gallery';
import { type SubmissionPart, submitProject } from './submission';

const HOUR_MS = 60 * 60_000;
/** Hand-ins one account may make in an hour: a student fixing a typo twice is far below it. */
const SUBMISSIONS_PER_HOUR = 10;
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 64 * 1024;
/** The most a whole form may carry: every picture at its limit, the PDF, and the fields. */
const MAX_FORM_BYTES =
  PROJECT_IMAGES_MAX * PROJECT_IMAGE_MAX_BYTES +
  PROJECT_PDF_MAX_BYTES +
  MAX_FIELDS * MAX_FIELD_BYTES +
  1024 * 1024;

/** The multipart parser's own refusals, in the words of the project form. */
function formError(error: unknown): Error {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_FILES_LIMIT') return new InvalidError(PROJECT_MESSAGES.tooManyPictures, 'images');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new InvalidError(PROJECT_MESSAGES.unknownField);
  }
  return new InvalidError(PROJECT_MESSAGES.sendAsForm);
}

/** The request's form, part by part, as submission.ts reads it. */
async function* formParts(request: FastifyRequest): AsyncIterable<SubmissionPart> {
  if (!request.isMultipart()) throw new InvalidError(PROJECT_MESSAGES.sendAsForm);
  const parts = request.parts({ limits: { files: PROJECT_IMAGES_MAX + 1 } });
  for (;;) {
    let next;
    try {
      next = await parts.next();
    } catch (error) {
      throw formError(error);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'field') {
      yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
    } else {
      yield { kind: 'file', name: part.fieldname, file: { stream: part.file, filename: part.filename } };
    }
  }
}

/**
 * Student projects (issue 30): handing in (`POST /courses/:id/projects`, multipart), the
 * student's own projects, the course's public gallery and a shown project's page, and the
 * academy's queue and answers.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin. Busboy's own cap sits above the largest file, so our counters (which
  // answer 413 in the form's words and clean up) always trip first.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(PROJECT_IMAGE_MAX_BYTES, PROJECT_PDF_MAX_BYTES) + 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: PROJECT_IMAGES_MAX + 1 + MAX_FIELDS,
    },
  });
  app.addHook('onSend', answerRefusalsAfterBody(MAX_FORM_BYTES));

  app.get(
    '/courses/:id/projects',
    {
      config: { access: 'public' },
      schema: {
        params: idParamSchema,
        querystring: courseProjectsQuerySchema,
        response: { 200: courseProjectsResponseSchema },
      },
    },
    async (request) => {
      const { projects, pagination } = await galleryPage(
        app.db,
        app.mediaSigner,
        request.params.id,
        request.query.page,
      );
      return { success: true as const, data: projects, pagination };
    },
  );

  app.get(
    '/courses/:id/projects/mine',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: myCourseProjectResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await courseProjectOf(app.db, app.mediaSigner, requireCaller(request).id, request.params.id),
    }),
  );

  app.post(
    '/courses/:id/projects',
    {
      config: { access: 'user' },
      preHandler: rateLimit({
        name: 'project',
        max: SUBMISSIONS_PER_HOUR,
        windowMs: HOUR_MS,
        key: (request) => requireCaller(request).id,
        message: PROJECT_MESSAGES.tooManySubmissions,
      }),
      schema: {
        params: idParamSchema,
        openapiBody: {
          contentType: 'multipart/form-data',
          description:
            '`title`, `description`, `public` (true|false), `images` (1-8 JPEG, PNG or WebP pictures, repeated) and an optional `pdf`.',
          files: {
            images: { description: 'A picture of the project (up to 15 MB).', repeated: true },
            pdf: { description: 'An optional PDF (up to 25 MB).' },
          },
        },
        response: { 201: studentProjectResponseSchema },
      },
    },
    async (request, reply) => {
      const project = await submitProject(
        { db: app.db, storage: app.storage, signer: app.mediaSigner, userId: requireCaller(request).id },
        request.params.id,
        formParts(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, message: PROJECT_MESSAGES.submitted, data: project });
    },
  );

  app.get(
    '/projects/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamSchema, response: { 200: projectPageResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await projectPage(app.db, app.mediaSigner, request.params.id),
    }),
  );

  app.delete(
    '/projects/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: projectDeletedResponseSchema } },
    },
    async (request) => {
      const caller = requireCaller(request);
      await deleteProject(app.db, app.storage, caller, request.params.id);
      return {
        success: true as const,
        message: caller.role === 'admin' ? ADMIN_PROJECT_MESSAGES.removed : PROJECT_MESSAGES.deleted,
      };
    },
  );

  app.get(
    '/student/projects',
    {
      config: { access: 'user' },
      schema: { response: { 200: studentProjectsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await studentProjects(app.db, app.mediaSigner, requireCaller(request).id),
    }),
  );

  app.patch(
    '/student/projects/:id',
    {
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        body: projectVisibilityInputSchema,
        response: { 200: studentProjectResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.public ? PROJECT_MESSAGES.shown : PROJECT_MESSAGES.hidden,
      data: await setProjectPublic(
        app.db,
        app.mediaSigner,
        requireCaller(request).id,
        request.params.id,
        request.body.public,
      ),
    }),
  );

  app.get(
    '/admin/projects',
    {
      config: { access: 'admin' },
      schema: { querystring: adminProjectListQuerySchema, response: { 200: adminProjectListResponseSchema } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await adminProjectList(app.db, app.mediaSigner, request.query);
      return { success: true as const, data: rows, pagination: paginationOf(page, limit, total) };
    },
  );

  app.get(
    '/admin/projects/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: adminProjectResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await adminProject(app.db, app.mediaSigner, request.params.id),
    }),
  );
};
