import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { MediaUploadResult } from '@academy/shared/admin-media';
import { and, eq } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, mediaUploads } from '../../../src/db/schema/media';
import { localMediaDir } from '../../../src/infrastructure/storage/storage';
import {
  createResumableStore,
  RESUMABLE_EXPIRY_MS,
  RESUMABLE_FOLDER,
} from '../../../src/infrastructure/storage/resumable-store';
import { sweepResumableUploads } from '../../../src/modules/media/resumable';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { demoVideo, uploadVideo } from '../../support/media';
import { type S3StandIn, startS3StandIn } from '../../stand-ins/s3';

/** Small limits, so an oversize declaration is cheap; the demo videos are about 110 KB. */
const LIMITS = { MEDIA_MAX_VIDEO_MB: '1', MEDIA_MAX_IMAGE_MB: '0.25', MEDIA_MAX_RAW_MB: '0.1' };
const CHUNK = 32 * 1024;

type Server = { t: TestApp; base: string; adminToken: string; studentToken: string };

async function startServer(environment: Record<string, string> = {}): Promise<Server> {
  const t = await createTestApp({ ...LIMITS, ...environment });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    t,
    base: `http://127.0.0.1:${port}`,
    adminToken: (await createAdmin(t.app)).token,
    studentToken: (await registerAndLogin(t.app)).token,
  };
}

const tusMetadata = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/**
 * One raw HTTP request. The body may be cut short: `cut.after` bytes of it are sent, and once
 * `cut.when()` resolves the socket closes.
 */
type Cut = { after: number; when: () => Promise<unknown> };

function send(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
  cut?: Cut,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(url, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    if (body && cut) {
      request.write(body.subarray(0, cut.after));
      // The connection drops mid-body, as when office Wi-Fi does: once the server has the bytes
      // (Node 24 may drop bytes still in flight when a request dies; only kept bytes count).
      void cut.when().then(() => request.destroy(new Error('cut')), reject);
      return;
    }
    request.end(body);
  });
}

async function create(server: Server, size: number, metadata: Record<string, string>, token?: string) {
  return send(server.base, 'POST', '/api/media/uploads', {
    'tus-resumable': '1.0.0',
    'upload-length': String(size),
    'upload-metadata': tusMetadata(metadata),
    ...(token === undefined ? bearer(server.adminToken) : token ? bearer(token) : {}),
  });
}

const patch = (server: Server, location: string, offset: number, bytes: Buffer, cut?: Cut) =>
  send(
    server.base,
    'PATCH',
    location,
    {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
      ...bearer(server.adminToken),
    },
    bytes,
    cut,
  );

const head = (server: Server, location: string) =>
  send(server.base, 'HEAD', location, { 'tus-resumable': '1.0.0', ...bearer(server.adminToken) });

/** Uploads `bytes` with the real tus-js-client, in CHUNK-sized PATCHes; answers the final response's body. */
function tusUpload(server: Server, bytes: Buffer, metadata: Record<string, string>) {
  const patches: number[] = [];
  return new Promise<{ body: string; patches: number[] }>((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${server.base}/api/media/uploads`,
      chunkSize: CHUNK,
      metadata,
      headers: bearer(server.adminToken),
      retryDelays: null,
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH') patches.push(Number(request.getHeader('Upload-Offset')));
      },
      onSuccess: ({ lastResponse }) => resolve({ body: lastResponse.getBody(), patches }),
      onError: reject,
    });
    upload.start();
  });
}

/** What a result says about the file, without the parts that differ per upload (ids, signed URLs). */
const shapeOf = (result: MediaUploadResult) => {
  const { public_id: _id, secure_url: _url, preview_url: preview, ...rest } = result;
  return { ...rest, hasPreview: typeof preview === 'string' };
};

const localUploadsDir = (server: Server) =>
  path.join(localMediaDir(server.t.config.dataDir), RESUMABLE_FOLDER);
const leftInTusStore = (server: Server) =>
  existsSync(localUploadsDir(server)) ? readdirSync(localUploadsDir(server)) : [];

describe('resumable uploads (tus) with local media', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.t.close());

  it('stores a video sent in several chunks by tus-js-client, answering what POST /media/upload answers', async () => {
    const bytes = demoVideo('grid.mp4');
    const { body, patches } = await tusUpload(server, bytes, { filename: 'Lecture 1.mp4', policy: 'media' });
    expect(patches).toEqual(
      Array.from({ length: Math.ceil(bytes.length / CHUNK) }, (_, index) => index * CHUNK),
    );

    const final = JSON.parse(body) as { success: true; data: MediaUploadResult };
    expect(final.success).toBe(true);
    const result = final.data;
    expect(result).toMatchObject({
      resource_type: 'video',
      format: 'mp4',
      bytes: bytes.length,
      original_filename: 'Lecture 1.mp4',
    });
    const multipart = await uploadVideo(server.t.app, server.adminToken, bytes);
    expect(shapeOf(result)).toEqual({ ...shapeOf(multipart), original_filename: 'Lecture 1.mp4' });

    const [row] = await server.t.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.publicId, result.public_id));
    expect(row).toMatchObject({ kind: 'video', contentType: 'video/mp4', sizeBytes: bytes.length });
    const stored = path.join(localMediaDir(server.t.config.dataDir), result.public_id);
    expect(statSync(stored).size).toBe(bytes.length);
    expect(leftInTusStore(server)).toEqual([]);

    // A client that lost that answer asks again by the upload's id.
    const [upload] = await server.t.db.select().from(mediaUploads).where(eq(mediaUploads.status, 'stored'));
    const again = await server.t.app.inject({
      method: 'GET',
      url: `/api/media/uploads/${upload?.id}`,
      headers: bearer(server.adminToken),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { status: 'stored', result } });
  });

  it('resumes after a connection cut mid-PATCH from the offset the server kept, without sending those bytes again', async () => {
    const bytes = demoVideo('colour.mp4');
    const created = await create(server, bytes.length, { filename: 'colour.mp4', policy: 'media' });
    expect(created.status, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/media\/uploads\/[0-9a-f]{32}$/);
    expect(created.headers['upload-expires']).toBeDefined();
    expect(JSON.parse(created.body)).toEqual({
      success: true,
      data: { id: location.split('/').pop(), url: location },
    });

    const sent = 50_000;
    const partial = path.join(localUploadsDir(server), location.split('/').pop() ?? '');
    const kept = () => expect.poll(() => statSync(partial).size).toBe(sent);
    await patch(server, location, 0, bytes, { after: sent, when: kept }).catch((error: Error) =>
      expect(error.message).toBe('cut'),
    );

    const resumed = await head(server, location);
    expect(resumed.status).toBe(200);
    expect(resumed.headers['upload-length']).toBe(String(bytes.length));
    const offset = Number(resumed.headers['upload-offset']);
    expect(offset).toBe(sent);

    const rest = await patch(server, location, offset, bytes.subarray(offset));
    expect(rest.status, rest.body).toBe(200);
    const result = (JSON.parse(rest.body) as { data: MediaUploadResult }).data;
    expect(result).toMatchObject({ resource_type: 'video', bytes: bytes.length });
    const stored = await server.t.app.storage.get(result.public_id);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    // The answer of that last PATCH lost: HEAD says the upload is whole, so the client asks for the result.
    const after = await head(server, location);
    expect(after.status).toBe(200);
    expect(after.headers['upload-offset']).toBe(String(bytes.length));
  });

  it('refuses an Upload-Length over the limit with 413 before any byte is sent', async () => {
    const before = await server.t.db.select().from(mediaUploads);
    const refused = await create(server, 1024 * 1024 + 1, { filename: 'two-hours.mp4', policy: 'media' });
    expect(refused.status).toBe(413);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      message: '“two-hours.mp4” is too large: videos can be at most 1 MB.',
    });
    const raw = await create(server, 200_000, { filename: 'brushes.zip', policy: 'raw' });
    expect(raw.status).toBe(413);
    expect(JSON.parse(raw.body).message).toBe(
      '“brushes.zip” is too large: download files can be at most 0.1 MB.',
    );
    expect(await server.t.db.select().from(mediaUploads)).toEqual(before);
  });

  it('refuses a file named .mp4 that is no video with 415 at the end, leaving nothing stored', async () => {
    const files = () =>
      readdirSync(localMediaDir(server.t.config.dataDir)).filter((name) => name !== RESUMABLE_FOLDER);
    const rowsBefore = (await server.t.db.select().from(mediaFiles)).length;
    const mediaBefore = files();
    const script = Buffer.from(`#!/bin/sh\n${'echo not a video\n'.repeat(4000)}`);
    const failure = await tusUpload(server, script, { filename: 'lecture.mp4', policy: 'media' }).then(
      () => undefined,
      (error: Error & { originalResponse?: { getStatus(): number; getBody(): string } }) => error,
    );
    expect(failure?.originalResponse?.getStatus()).toBe(415);
    expect(JSON.parse(failure?.originalResponse?.getBody() ?? '{}')).toMatchObject({
      success: false,
      message: expect.stringContaining('“lecture.mp4” is not a format we recognise from its contents'),
    });
    expect((await server.t.db.select().from(mediaFiles)).length).toBe(rowsBefore);
    expect(files()).toEqual(mediaBefore);
    expect(leftInTusStore(server)).toEqual([]);

    // A client that lost that answer hears the same refusal again.
    const [upload] = await server.t.db
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.status, 'failed'), eq(mediaUploads.filename, 'lecture.mp4')));
    expect(upload?.errorKind).toBe('unsupported-media');
    const again = await server.t.app.inject({
      method: 'GET',
      url: `/api/media/uploads/${upload?.id}`,
      headers: bearer(server.adminToken),
    });
    expect(again.statusCode).toBe(415);
    expect(again.json()).toEqual(JSON.parse(failure?.originalResponse?.getBody() ?? '{}'));
  });

  it('is for admins: a student gets 403 and nobody signed in 401, as JSON', async () => {
    const student = await create(server, 100, { filename: 'a.mp4' }, server.studentToken);
    expect(student.status).toBe(403);
    expect(JSON.parse(student.body)).toMatchObject({ success: false });
    const anonymous = await create(server, 100, { filename: 'a.mp4' }, '');
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ success: false });

    const created = await create(server, 100, { filename: 'a.mp4' });
    const location = String(created.headers.location);
    const studentPatch = await send(
      server.base,
      'PATCH',
      location,
      {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        ...bearer(server.studentToken),
      },
      Buffer.alloc(100),
    );
    expect(studentPatch.status).toBe(403);
    const result = await server.t.app.inject({ method: 'GET', url: location });
    expect(result.statusCode).toBe(401);
  });

  it('answers tus refusals as JSON: no Tus-Resumable, a wrong offset, an unknown upload', async () => {
    const noVersion = await send(server.base, 'POST', '/api/media/uploads', {
      'upload-length': '10',
      ...bearer(server.adminToken),
    });
    expect(noVersion.status).toBe(412);
    expect(JSON.parse(noVersion.body)).toMatchObject({ success: false });

    const created = await create(server, 10, { filename: 'a.mp4' });
    const wrong = await patch(server, String(created.headers.location), 5, Buffer.alloc(5));
    expect(wrong.status).toBe(409);
    expect(JSON.parse(wrong.body).message).toMatch(/resume from it/);

    const unknown = await head(server, `/api/media/uploads/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    const missing = await server.t.app.inject({
      method: 'GET',
      url: `/api/media/uploads/${'0'.repeat(32)}`,
      headers: bearer(server.adminToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/);
  });

  it('cancels an unfinished upload (DELETE) and sweeps one not finished within a day', async () => {
    const cancelled = await create(server, 1000, { filename: 'a.mp4' });
    const location = String(cancelled.headers.location);
    const deleted = await send(server.base, 'DELETE', location, {
      'tus-resumable': '1.0.0',
      ...bearer(server.adminToken),
    });
    expect(deleted.status).toBe(204);
    expect((await head(server, location)).status).toBe(404);

    const stale = await create(server, 1000, { filename: 'b.mp4' });
    const id = String(stale.headers.location).split('/').pop() ?? '';
    await patch(server, String(stale.headers.location), 0, Buffer.alloc(400));
    expect(leftInTusStore(server)).toContain(id);
    const store = createResumableStore(server.t.config);
    expect(await sweepResumableUploads(server.t.db, store)).toMatchObject({ expired: 0 });
    const unfinished = await server.t.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.status, 'receiving'));
    expect(unfinished.map((row) => row.id)).toContain(id);
    const later = new Date(Date.now() + RESUMABLE_EXPIRY_MS + 60_000);
    expect(await sweepResumableUploads(server.t.db, store, later)).toMatchObject({
      expired: unfinished.length,
    });
    expect(leftInTusStore(server).filter((name) => name.startsWith(id))).toEqual([]);
    expect(await server.t.db.select().from(mediaUploads).where(eq(mediaUploads.id, id))).toEqual([]);
  });
});

describe('resumable uploads (tus) with media in S3', () => {
  let s3: S3StandIn;
  let server: Server;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    server = await startServer(s3.env());
  });
  afterAll(async () => {
    await server?.t.close();
    await s3?.close();
  });

  it('keeps the partial bytes under resumable-uploads/ in the bucket and stores the finished video as media', async () => {
    const bytes = demoVideo('layers.mp4');
    const { body } = await tusUpload(server, bytes, { filename: 'layers.mp4', policy: 'media' });
    const result = (JSON.parse(body) as { data: MediaUploadResult }).data;
    expect(result).toMatchObject({ resource_type: 'video', bytes: bytes.length });
    expect(s3.objects.get(result.public_id)?.body.equals(bytes)).toBe(true);
    expect(s3.requests.some((request) => request.key.startsWith(`${RESUMABLE_FOLDER}/`))).toBe(true);
    // Nothing of the upload itself is left: no object, no open multipart upload.
    expect([...s3.objects.keys()].filter((key) => key.startsWith(RESUMABLE_FOLDER))).toEqual([]);
    expect(s3.openUploads()).toBe(0);
    const listed: string[] = [];
    for await (const object of server.t.app.storage.list()) listed.push(object.publicId);
    expect(listed).toEqual([result.public_id]);
  });

  it('refuses a non-video at the end with 415 and leaves nothing in the bucket', async () => {
    const before = [...s3.objects.keys()];
    const failure = await tusUpload(server, Buffer.from('%!PS-Adobe not a video'.repeat(3000)), {
      filename: 'trick.mp4',
      policy: 'media',
    }).then(
      () => undefined,
      (error: Error & { originalResponse?: { getStatus(): number } }) => error,
    );
    expect(failure?.originalResponse?.getStatus()).toBe(415);
    expect([...s3.objects.keys()]).toEqual(before);
    expect(s3.openUploads()).toBe(0);
  });
});
