import { randomBytes } from 'node:crypto';
import { EVENTS, Server, TUS_RESUMABLE } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { RESUMABLE_CHUNK_BYTES } from '@academy/shared/admin-limits';
import {
  mediaResumableCreatedResponseSchema,
  mediaResumableParamsSchema,
  mediaResumableResultResponseSchema,
  mediaUploadResponseSchema,
} from '@academy/shared/admin-media';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { DomainError, InvalidError, NotFoundError } from '../../lib/errors';
import { requireCaller } from '../../plugins/auth';
import { statusOf, storageFailure } from '../../plugins/errors';
import {
  beginUpload,
  findUpload,
  finishUpload,
  forgetUpload,
  outcomeOf,
  type ResumableContext,
  UPLOAD_ID_PATTERN,
} from './resumable';
import type { ResumableStore } from '../../infrastructure/storage/resumable-store';
import type { UploadLimits } from './upload-rules';

const PATH = '/media/uploads';
/** The tus server sees the whole path (the plugin sits under /api). */
const TUS_PATH = `/api${PATH}`;

const NOT_FOUND =
  'This upload was not found: it may have expired (after 24 hours) or been cancelled. Please upload the file again.';
/** tus's own refusals, in words an admin can act on; the rest keep tus's text. */
const TUS_MESSAGES: Record<number, string> = {
  404: NOT_FOUND,
  410: NOT_FOUND,
  409: 'The upload and the server disagree on how much has arrived: ask for the offset (HEAD) and resume from it.',
  413: 'The chunk goes past the length the upload declared.',
};

type Failure = { status_code: number; body: string };
const failureBody = (message: string) => JSON.stringify({ success: false, message });

/**
 * Resumable uploads (tus 1.0: core, creation, creation-with-upload, termination, expiration)
 * at `/api/media/uploads`, admin only, for what `/media/upload` (metadata `policy: media`) and
 * `/media/raw/upload` (`policy: raw`) take; `filename` names the file. Requests go to
 * @tus/server untouched (the body is not parsed), and its answers are sent as they are, except
 * that every refusal is the store's JSON `{ success: false, message }`. The final PATCH answers
 * the MediaUploadResult of `/media/upload`; `GET /media/uploads/:id` answers it again.
 */
export const mediaResumableRoutes: FastifyPluginAsyncZod<{
  limits: UploadLimits;
  store: ResumableStore;
}> = async (app, { limits, store }) => {
  const context: ResumableContext = {
    db: app.db,
    jobs: app.jobs,
    store,
    upload: { db: app.db, storage: app.storage, limits, signer: app.mediaSigner },
  };
  /** Who sent a request, for the tus hooks (which see only the request). */
  const callers = new WeakMap<object, string>();
  const callerOf = (request: { runtime?: { node?: { req: object } } }) => {
    const raw = request.runtime?.node?.req;
    const caller = raw && callers.get(raw);
    if (!caller) throw new Error('A tus request reached its hooks without a caller');
    return caller;
  };
  const refusal = (error: unknown): Failure => {
    if (error instanceof DomainError)
      return { status_code: statusOf(error), body: failureBody(error.message) };
    const tus = error as Partial<Failure> | undefined;
    if (typeof tus?.status_code === 'number') {
      const status = tus.status_code;
      const message = TUS_MESSAGES[status] ?? String(tus.body ?? '').trim();
      if (status < 500 && message.startsWith('{')) return { status_code: status, body: message };
      if (status < 500)
        return { status_code: status, body: failureBody(message || 'The upload was refused.') };
    }
    const storage = storageFailure(error);
    if (storage !== undefined) return { status_code: 507, body: failureBody(storage) };
    app.log.error({ err: error }, 'a resumable upload request failed');
    return { status_code: 500, body: failureBody(SERVER_MESSAGES.internalError) };
  };

  let tus: Server | undefined;
  const server = () =>
    (tus ??= (() => {
      const made = new Server({
        path: TUS_PATH,
        datastore: store.datastore(),
        relativeLocation: true,
        disableTerminationForFinishedUploads: true,
        namingFunction: () => store.keyOf(randomBytes(16).toString('hex')),
        generateUrl: (_request, { path, id }) => `${path}/${store.idOf(id) ?? id}`,
        getFileIdFromRequest: (_request, last) =>
          last && UPLOAD_ID_PATTERN.test(last) ? store.keyOf(last) : undefined,
        async onUploadCreate(request, upload) {
          if (upload.size === undefined) {
            throw new InvalidError('Send Upload-Length: the size of the whole file, in bytes.');
          }
          await beginUpload(context, {
            id: store.idOf(upload.id) ?? upload.id,
            size: upload.size,
            metadata: upload.metadata ?? {},
            uploadedBy: callerOf(request),
          });
          return {};
        },
        async onUploadFinish(_request, upload) {
          const result = await finishUpload(context, store.idOf(upload.id) ?? upload.id, app.log);
          const body = result
            ? { success: true, data: result }
            : { success: true, data: { status: 'storing' } };
          return {
            status_code: result ? 200 : 202,
            headers: { 'Content-Type': 'application/json; charset=utf-8' },
            body: JSON.stringify(body),
          };
        },
        onResponseError: (_request, error) => refusal(error),
      });
      made.on(EVENTS.POST_TERMINATE, (_request, _response, key) => {
        void forgetUpload(app.db, store.idOf(key) ?? key).catch((error: unknown) =>
          app.log.error({ err: error }, 'a cancelled upload kept its row'),
        );
      });
      return made;
    })());

  /**
   * A refusal tus wrote itself (a missing Tus-Resumable, a malformed header) as JSON too, and
   * a creation answers its id and URL in the body as well as in `Location`.
   */
  async function asJson(response: Response): Promise<Response> {
    const location = response.headers.get('location');
    if (response.status === 201 && location) {
      const body = JSON.stringify({
        success: true,
        data: { id: location.slice(location.lastIndexOf('/') + 1), url: location },
      });
      const headers = new Headers(response.headers);
      headers.set('Content-Type', 'application/json; charset=utf-8');
      headers.set('Content-Length', String(Buffer.byteLength(body)));
      return new Response(body, { status: 201, headers });
    }
    if (response.status < 400) return response;
    const text = (await response.text()).trim();
    const body = text.startsWith('{') ? text : failureBody(text || 'The upload request was refused.');
    const headers = new Headers(response.headers);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('Content-Length', String(Buffer.byteLength(body)));
    return new Response(body, { status: response.status, headers });
  }

  /**
   * An upload that is stored (or refused) has no bytes left in the tus store. A client that
   * lost the last answer asks HEAD before it resumes: it hears the upload is whole (rather than
   * 404, after which tus-js-client would send the whole file again) and then asks for the result.
   */
  async function finishedHead(request: FastifyRequest): Promise<Response | undefined> {
    if (request.method !== 'HEAD') return undefined;
    const id = (request.params as { id?: string }).id ?? '';
    const row = await findUpload(app.db, id);
    if (!row || row.status === 'receiving') return undefined;
    return new Response(null, {
      status: 200,
      headers: {
        'Tus-Resumable': TUS_RESUMABLE,
        'Cache-Control': 'no-store',
        'Upload-Offset': String(row.sizeBytes),
        'Upload-Length': String(row.sizeBytes),
      },
    });
  }

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    callers.set(request.raw, requireCaller(request).id);
    reply.hijack();
    let response: Response;
    try {
      response =
        (await finishedHead(request)) ??
        (await asJson(await server().handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }))));
    } catch (error) {
      const failure = refusal(error);
      response = new Response(failure.body, {
        status: failure.status_code,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    await sendNodeResponse(reply.raw, response);
  };

  // The body of a PATCH (and of a POST with its first chunk) goes to tus as the request stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const tusHeaders =
    'tus headers: `Tus-Resumable: 1.0.0`; `Upload-Length` and `Upload-Metadata` (base64 `filename`, `policy` media|raw, optional `filetype`) at creation; `Upload-Offset` with each PATCH.';
  const noBody = (description: string) => ({ contentTypes: [], description });

  app.post(
    PATH,
    {
      config: { access: 'admin' },
      schema: {
        description: `Begins a resumable upload (tus creation). Refused with 413 when Upload-Length is over the kind's limit. ${tusHeaders} Send chunks of at most ${RESUMABLE_CHUNK_BYTES / (1024 * 1024)} MiB.`,
        response: { 201: mediaResumableCreatedResponseSchema },
      },
    },
    handle,
  );
  app.options(
    PATH,
    {
      config: { access: 'admin' },
      schema: {
        description: 'tus discovery: the version, extensions and largest size the server takes.',
        openapiResponses: { 204: noBody('`Tus-Version`, `Tus-Extension`, `Tus-Max-Size`.') },
      },
    },
    handle,
  );
  app.patch(
    `${PATH}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        params: mediaResumableParamsSchema,
        description: `The next chunk (application/offset+octet-stream) at \`Upload-Offset\`. The one that completes the file answers 200 with the stored file, as \`POST /media/upload\` does, or the refusal (415 not a type we take, 413 too large).`,
        openapiBody: {
          contentType: 'application/offset+octet-stream',
          description: 'The bytes from Upload-Offset on.',
        },
        response: { 200: mediaUploadResponseSchema },
        openapiResponses: { 204: noBody('Received: `Upload-Offset` is the new offset.') },
      },
    },
    handle,
  );
  app.delete(
    `${PATH}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        params: mediaResumableParamsSchema,
        description: 'Cancels an unfinished upload (tus termination) and drops what has arrived.',
        openapiResponses: { 204: noBody('Cancelled.') },
      },
    },
    handle,
  );

  // HEAD (Fastify's own for this GET) is tus's: how much has arrived, where to resume.
  app.get(
    `${PATH}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        params: mediaResumableParamsSchema,
        description:
          'Where the upload stands; once stored, the same result as `POST /media/upload` (for a client that missed the final answer). A refused upload answers its refusal. HEAD is tus’s: `Upload-Offset` and `Upload-Length`, where to resume.',
        response: { 200: mediaResumableResultResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.method === 'HEAD') return handle(request, reply);
      const row = await findUpload(app.db, request.params.id);
      if (!row) throw new NotFoundError(NOT_FOUND);
      return { success: true as const, data: outcomeOf(row) };
    },
  );
};
