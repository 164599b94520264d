import { MAX_BULK_UPLOAD_FILES } from '@academy/shared/admin-limits';
import {
  mediaBulkUploadResponseSchema,
  mediaUploadResponseSchema,
  type MediaUploadResult,
} from '@academy/shared/admin-media';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, InvalidError, TooLargeError } from '../../lib/errors';
import { requireCaller } from '../../plugins/auth';
import { answerRefusalsAfterBody } from '../../plugins/refused-bodies';
import { queueVideoWork } from './after-upload';
import { storeUpload, storeUploads } from './upload';
import type { IncomingFile, UploadContext, UploadLimits, UploadPolicy } from './upload-rules';

/** Form fields other than files (a lecture title, a client's own bookkeeping): ignored, but bounded. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;
/** What a form may carry besides its files: the fields and the parts' headers. */
const MAX_FORM_OVERHEAD_BYTES = MAX_FIELDS * MAX_FIELD_BYTES + 1024 * 1024;

/** Turns the multipart parser's own failures (malformed body, too many parts) into clear 4xx answers. */
function multipartError(error: unknown): Error {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_FILES_LIMIT') {
    return new TooLargeError(
      `A bulk upload can carry at most ${MAX_BULK_UPLOAD_FILES} files; send the rest in another one.`,
    );
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new TooLargeError(`The upload has too many form fields (at most ${MAX_FIELDS}).`);
  }
  const status = (error as { statusCode?: number } | undefined)?.statusCode;
  // The parser's other refusals carry their 4xx answer already; the error handler gives it.
  if (
    error instanceof Error &&
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    code !== 'FST_INVALID_MULTIPART_CONTENT_TYPE'
  ) {
    return error;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new InvalidError(`The upload could not be read as multipart/form-data (${detail}).`);
}

function requireMultipart(request: FastifyRequest, field: string) {
  if (!request.isMultipart()) {
    throw new InvalidError(
      `Send the upload as multipart/form-data, with the file in the form field '${field}'.`,
    );
  }
}

/**
 * SPEC §7 Media, admin only: `POST /media/upload` (field `file`: a lecture video or a picture),
 * `POST /media/bulk-upload` (field `files`, repeated: several at once, all or nothing),
 * `POST /media/raw/upload` (field `file`: an asset's download file, kept as sent) and
 * `DELETE /media/delete/:id`. What is accepted, the size limits and the delete rule are in
 * upload.ts and removal.ts.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<{ limits: UploadLimits }> = async (app, { limits }) => {
  // Scoped to this plugin: no other route parses multipart bodies. Busboy's own size cap sits
  // one byte above our largest limit, so our counter (which answers 413 and cleans up) always
  // trips first and busboy never silently truncates a file.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(limits.video, limits.image, limits.raw) + 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_BULK_UPLOAD_FILES + MAX_FIELDS,
    },
  });

  // A refused upload is answered once the rest of its body has been read and dropped (up to the
  // largest file and its form), or the client, still sending, sees a reset instead of the answer.
  app.addHook(
    'onSend',
    answerRefusalsAfterBody(Math.max(limits.video, limits.image, limits.raw) + MAX_FORM_OVERHEAD_BYTES),
  );

  const contextOf = (request: FastifyRequest): UploadContext => ({
    db: app.db,
    storage: app.storage,
    limits,
    signer: app.mediaSigner,
    uploadedBy: requireCaller(request).id,
  });

  /** The first file of the request, which must be in `field`. */
  async function singleFile(request: FastifyRequest, field: string): Promise<IncomingFile> {
    requireMultipart(request, field);
    let part;
    try {
      part = await request.file({ limits: { files: 1 } });
    } catch (error) {
      throw multipartError(error);
    }
    if (!part) throw new InvalidError(`No file was sent: put it in the form field '${field}'.`);
    if (part.fieldname !== field) {
      part.file.destroy();
      throw new InvalidError(
        `Send the file in the form field '${field}' (this upload used '${part.fieldname}').`,
      );
    }
    return { stream: part.file, filename: part.filename };
  }

  const afterStored = (results: MediaUploadResult[]) => queueVideoWork(app.db, app.jobs, results);

  const single = (policy: UploadPolicy) => async (request: FastifyRequest) => {
    const file = await singleFile(request, 'file');
    const data = await storeUpload(contextOf(request), policy, file);
    await afterStored([data]);
    return { success: true as const, data };
  };

  const oneFile = (description: string) => ({
    contentType: 'multipart/form-data',
    description: 'The file in the form field `file`.',
    files: { file: { description } },
  });

  app.post(
    '/media/upload',
    {
      config: { access: 'admin' },
      schema: {
        openapiBody: oneFile('A lecture video or a picture.'),
        response: { 201: mediaUploadResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await single('media')(request)),
  );

  app.post(
    '/media/raw/upload',
    {
      config: { access: 'admin' },
      schema: {
        openapiBody: oneFile("An asset's download file, kept as sent."),
        response: { 201: mediaUploadResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await single('raw')(request)),
  );

  app.post(
    '/media/bulk-upload',
    {
      config: { access: 'admin' },
      schema: {
        openapiBody: {
          contentType: 'multipart/form-data',
          description: `Up to ${MAX_BULK_UPLOAD_FILES} files in the form field \`files\`, repeated; all or nothing.`,
          files: { files: { description: 'Lecture videos or pictures.', repeated: true } },
        },
        response: { 201: mediaBulkUploadResponseSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request, 'files');
      const parts = request.files({ limits: { files: MAX_BULK_UPLOAD_FILES } });
      async function* files(): AsyncIterable<IncomingFile> {
        for (;;) {
          let next;
          try {
            next = await parts.next();
          } catch (error) {
            throw multipartError(error);
          }
          if (next.done) return;
          const part = next.value;
          // `files[]` is what some form libraries call a repeated field.
          if (part.fieldname !== 'files' && part.fieldname !== 'files[]') {
            part.file.destroy();
            throw new InvalidError(
              `Send the files in the form field 'files', repeated (this upload used '${part.fieldname}').`,
            );
          }
          yield { stream: part.file, filename: part.filename };
        }
      }
      const data = await storeUploads(contextOf(request), 'media', files());
      await afterStored(data);
      if (data.length === 0)
        throw new InvalidError("No files were sent: put them in the form field 'files', repeated.");
      return reply.status(201).send({ success: true as const, data });
    },
  );
};
