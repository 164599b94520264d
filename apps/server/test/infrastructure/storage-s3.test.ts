import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MediaUploadResult } from '@academy/shared/admin-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../src/config';
import { newMediaId } from '../../src/lib/media-ids';
import { createS3Storage } from '../../src/infrastructure/storage/s3-storage';
import { createStorage, type Storage } from '../../src/infrastructure/storage/storage';
import { bearer, createAdmin, createTestApp, createTestConfig, type TestApp } from '../support/app';
import { type S3StandIn, startS3StandIn } from '../stand-ins/s3';

const PART_BYTES = 64 * 1024;

let s3: S3StandIn;
let settings: S3Settings;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3StandIn();
  settings = {
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.url,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  };
  storage = createS3Storage(settings, { partBytes: PART_BYTES });
});
afterAll(async () => {
  await s3?.close();
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `bytes` in 10 KiB chunks, as an upload arrives. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 10_240) }, (_, index) =>
      bytes.subarray(index * 10_240, (index + 1) * 10_240),
    ),
  );

/** The S3 actions the stand-in saw for one key. */
const actionsFor = (key: string) =>
  s3.requests.filter((request) => request.key === key).map((request) => request.action);

describe('createS3Storage against an S3 stand-in (the real SDK, SigV4-signed)', () => {
  it('puts bytes of known length with one PutObject and reads them back', async () => {
    const publicId = newMediaId('image');
    const bytes = randomBytes(3000);
    expect(await storage.put(publicId, bytes, 'image/webp')).toEqual({ size: 3000 });
    expect(s3.objects.get(publicId)).toEqual({ body: bytes, contentType: 'image/webp' });
    expect(actionsFor(publicId)).toEqual(['PutObject']);

    const object = await storage.get(publicId);
    expect(object?.size).toBe(3000);
    expect((await readAll(object?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);
  });

  it('puts a short stream with one PutObject', async () => {
    const publicId = newMediaId('raw');
    const bytes = randomBytes(PART_BYTES - 1);
    expect(await storage.put(publicId, streamOf(bytes), 'application/pdf')).toEqual({ size: bytes.length });
    expect(s3.objects.get(publicId)?.body.equals(bytes)).toBe(true);
    expect(actionsFor(publicId)).toEqual(['PutObject']);
  });

  it('puts a long stream as a multipart upload, one part in memory at a time', async () => {
    const publicId = newMediaId('video');
    const bytes = randomBytes(3 * PART_BYTES + 5000);
    expect(await storage.put(publicId, streamOf(bytes), 'video/mp4')).toEqual({ size: bytes.length });
    expect(s3.objects.get(publicId)).toEqual({ body: bytes, contentType: 'video/mp4' });
    expect(actionsFor(publicId)).toEqual([
      'CreateMultipartUpload',
      'UploadPart 1',
      'UploadPart 2',
      'UploadPart 3',
      'UploadPart 4',
      'CompleteMultipartUpload',
    ]);
    expect(s3.openUploads()).toBe(0);
  });

  it('aborts the multipart upload when the stream fails or a part is refused, leaving no object', async () => {
    const failing = newMediaId('video');
    const bytes = randomBytes(2 * PART_BYTES + 100);
    async function* brokenUpload() {
      yield bytes;
      throw new Error('client went away');
    }
    await expect(storage.put(failing, Readable.from(brokenUpload()), 'video/mp4')).rejects.toThrow(
      'client went away',
    );
    expect(s3.objects.has(failing)).toBe(false);
    expect(actionsFor(failing).at(-1)).toBe('AbortMultipartUpload');

    const refused = newMediaId('video');
    s3.failPart(2);
    await expect(storage.put(refused, streamOf(randomBytes(3 * PART_BYTES)), 'video/mp4')).rejects.toThrow();
    expect(s3.objects.has(refused)).toBe(false);
    expect(actionsFor(refused).at(-1)).toBe('AbortMultipartUpload');
    expect(s3.openUploads()).toBe(0);
  });

  it('reads a byte range with GetObject Range (206) and reports the whole size', async () => {
    const publicId = newMediaId('video');
    const bytes = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7 + 3) % 256));
    await storage.put(publicId, bytes, 'video/mp4');
    const object = await storage.get(publicId, { start: 100, end: 299 });
    expect(object?.size).toBe(1024);
    expect((await readAll(object?.stream ?? Readable.from([]))).equals(bytes.subarray(100, 300))).toBe(true);

    // A store that ignores Range sends the whole object: the range is cut out on our side.
    s3.ignoreRange(true);
    try {
      const whole = await storage.get(publicId, { start: 100, end: 299 });
      expect(whole?.size).toBe(1024);
      expect((await readAll(whole?.stream ?? Readable.from([]))).equals(bytes.subarray(100, 300))).toBe(true);
    } finally {
      s3.ignoreRange(false);
    }
  });

  it('answers undefined for a missing object, removes objects, and removing twice is fine', async () => {
    const publicId = newMediaId('raw');
    expect(await storage.get(publicId)).toBeUndefined();
    await storage.put(publicId, Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.remove(publicId);
    expect(s3.objects.has(publicId)).toBe(false);
    await expect(storage.remove(publicId)).resolves.toBeUndefined();
  });

  it('lists every object page by page with its size, skipping keys that are not media ids', async () => {
    const paged = await startS3StandIn({ listPageSize: 2 });
    try {
      const pagedStorage = createS3Storage({ ...settings, endpoint: paged.url });
      const stored = new Map<string, number>();
      for (let index = 0; index < 5; index += 1) {
        const publicId = newMediaId('image');
        await pagedStorage.put(publicId, randomBytes(100 + index), 'image/webp');
        stored.set(publicId, 100 + index);
      }
      paged.objects.set('notes/readme.txt', { body: Buffer.from('not ours'), contentType: 'text/plain' });
      const listed = new Map<string, number>();
      for await (const { publicId, size } of pagedStorage.list()) listed.set(publicId, size);
      expect(listed).toEqual(stored);
      expect(paged.requests.filter((request) => request.action === 'ListObjectsV2')).toHaveLength(3);
    } finally {
      await paged.close();
    }
  });

  it('never sends a key that is not a media id, and fails on wrong credentials', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Not a media id',
    );
    const wrong = createS3Storage({
      ...settings,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.put(newMediaId('raw'), Buffer.from('x'), 'application/pdf')).rejects.toThrow();
  });
});

describe('configuration', () => {
  it('MEDIA_STORAGE=s3 selects S3 and needs S3_BUCKET; the key pair goes together', () => {
    expect(() => createTestConfig({ MEDIA_STORAGE: 's3' })).toThrow('MEDIA_STORAGE=s3 needs S3_BUCKET');
    expect(() => createTestConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
    );
    expect(() => createTestConfig({ MEDIA_STORAGE: 'ftp' })).toThrow('MEDIA_STORAGE must be local or s3');
    const config = createTestConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.media).toMatchObject({
      storage: 's3',
      s3: {
        bucket: 'media',
        region: 'us-east-1',
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: true,
      },
      maxBytes: { video: 1024 * 1024 * 1024, image: 10 * 1024 * 1024, raw: 200 * 1024 * 1024 },
    });
    expect(createStorage(config)).not.toBe(undefined);
  });
});

describe('the app with MEDIA_STORAGE=s3', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({
      ...s3.env(),
      MEDIA_MAX_VIDEO_MB: '0.2',
    });
    adminToken = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function uploadVideo(bytes: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'pen.mp4');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(adminToken) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  it('uploads into the bucket, streams a range from it, and deletes from it', async () => {
    const bytes = readFileSync(path.join(import.meta.dirname, '../../seed/media/videos/pen.mp4'));
    const response = await uploadVideo(bytes);
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json<{ data: MediaUploadResult }>().data;
    expect(s3.objects.get(data.public_id)).toEqual({ body: bytes, contentType: 'video/mp4' });

    const ranged = await t.app.inject({
      method: 'GET',
      url: data.preview_url ?? '',
      headers: { range: 'bytes=1000-1999' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(ranged.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/delete/${data.public_id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(s3.objects.has(data.public_id)).toBe(false);
  });

  it('refuses an oversize video with 413 and leaves nothing in the bucket', async () => {
    const before = s3.objects.size;
    const bytes = readFileSync(path.join(import.meta.dirname, '../../seed/media/videos/type.mp4'));
    const big = Buffer.concat([bytes, Buffer.alloc(200 * 1024)]);
    const response = await uploadVideo(big);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      '“pen.mp4” is too large: videos can be at most 0.2 MB.',
    );
    expect(s3.objects.size).toBe(before);
    expect(s3.openUploads()).toBe(0);
  });
});
