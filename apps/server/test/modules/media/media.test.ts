import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMediaId } from '../../../src/lib/media-ids';
import { parseRange } from '../../../src/modules/media/range';
import { findMedia, MEDIA_MESSAGES, removeMedia, saveMedia } from '../../../src/modules/media/service';
import { STREAM_CACHE_MAX_SECONDS } from '../../../src/modules/media/routes';
import { createMediaSigner, publicMediaUrl } from '../../../src/modules/media/signing';
import { createLocalStorage } from '../../../src/infrastructure/storage/storage';
import { createTestApp, type TestApp } from '../../support/app';

let t: TestApp;
/** 1 KiB of patterned bytes: any offset mistake shows. */
const videoBytes = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7 + 3) % 256));
const imageBytes = randomBytes(300);
let video: { publicId: string; secureUrl: string };
let image: { publicId: string; secureUrl: string };
let raw: { publicId: string; secureUrl: string };

beforeAll(async () => {
  t = await createTestApp();
  video = await saveMedia(t.db, t.app.storage, {
    kind: 'video',
    contentType: 'video/mp4',
    bytes: videoBytes,
    originalName: 'lecture-1.mp4',
  });
  image = await saveMedia(t.db, t.app.storage, {
    kind: 'image',
    contentType: 'image/webp',
    bytes: imageBytes,
    originalName: 'banner.webp',
  });
  raw = await saveMedia(t.db, t.app.storage, {
    kind: 'raw',
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4 sample'),
    originalName: 'Brush pack guide.pdf',
  });
});
afterAll(async () => {
  await t?.close();
});

const streamUrl = (publicId: string, ttlSeconds?: number) =>
  t.app.mediaSigner.signedUrl(publicId, ttlSeconds);

describe('saveMedia', () => {
  it('stores the bytes under DATA_DIR/media and a media_files row', async () => {
    expect(video.publicId).toMatch(/^video_[0-9a-f-]{36}$/);
    expect(video.secureUrl).toBe(`/api/media/stream/${video.publicId}`);
    expect(image.secureUrl).toBe(publicMediaUrl(image.publicId));
    const row = await findMedia(t.db, video.publicId);
    expect(row).toMatchObject({ kind: 'video', contentType: 'video/mp4', sizeBytes: 1024 });
    expect(readdirSync(path.join(t.config.dataDir, 'media'))).toContain(video.publicId);
  });

  it('refuses a content type that does not match the kind', async () => {
    await expect(
      saveMedia(t.db, t.app.storage, {
        kind: 'image',
        contentType: 'image/svg+xml',
        bytes: Buffer.from('<svg/>'),
      }),
    ).rejects.toThrow('Not an image type');
    await expect(
      saveMedia(t.db, t.app.storage, { kind: 'video', contentType: 'text/html', bytes: Buffer.from('x') }),
    ).rejects.toThrow('Not a video type');
  });

  it('removeMedia deletes the row and the file', async () => {
    const doomed = await saveMedia(t.db, t.app.storage, {
      kind: 'image',
      contentType: 'image/png',
      bytes: randomBytes(10),
    });
    expect(await removeMedia(t.db, t.app.storage, doomed.publicId)).toBe(true);
    expect(await findMedia(t.db, doomed.publicId)).toBeUndefined();
    expect(await t.app.storage.get(doomed.publicId)).toBeUndefined();
    expect(await removeMedia(t.db, t.app.storage, doomed.publicId)).toBe(false);
  });
});

describe('GET /api/media/public/:publicId', () => {
  it('serves an image with its content type and a long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: image.secureUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe('300');
    expect(response.rawPayload.equals(imageBytes)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: image.secureUrl });
    const again = await t.app.inject({
      method: 'GET',
      url: image.secureUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never serves a video or a raw file publicly', async () => {
    for (const publicId of [video.publicId, raw.publicId]) {
      const response = await t.app.inject({ method: 'GET', url: publicMediaUrl(publicId) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MEDIA_MESSAGES.notFound });
    }
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: publicMediaUrl(newMediaId('image')) });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/media/stream/:publicId', () => {
  it('refuses a missing, wrong or expired signature with 403', async () => {
    const valid = new URL(streamUrl(video.publicId), 'http://localhost');
    const expires = valid.searchParams.get('expires') ?? '';
    const signature = valid.searchParams.get('signature') ?? '';
    // Another first character: it carries six whole bits, so the bytes always change (the last
    // one carries padding bits, and a signature may already end the way a tamper would).
    const tampered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const attempts = [
      `/api/media/stream/${video.publicId}`,
      `/api/media/stream/${video.publicId}?expires=${expires}`,
      `/api/media/stream/${video.publicId}?expires=${expires}&signature=${tampered}`,
      `/api/media/stream/${video.publicId}?expires=${Number(expires) + 60}&signature=${signature}`,
      `/api/media/stream/${video.publicId}?expires=abc&signature=${signature}`,
      // Signed for another file.
      `/api/media/stream/${video.publicId}?${new URL(streamUrl(raw.publicId), 'http://x').search.slice(1)}`,
      streamUrl(video.publicId, -5),
    ];
    for (const url of attempts) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'This link has expired or is not valid.' });
    }
  });

  it('streams the whole video with a valid signature, Accept-Ranges and CDN cache headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: streamUrl(video.publicId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe(`public, max-age=${STREAM_CACHE_MAX_SECONDS}, immutable`);
    expect(response.headers.etag).toBe(`"${video.publicId}"`);
    const row = await findMedia(t.db, video.publicId);
    expect(response.headers['last-modified']).toBe(row?.createdAt.toUTCString());
    expect(response.headers['content-length']).toBe('1024');
    expect(response.rawPayload.equals(videoBytes)).toBe(true);
  });

  it('signs with MEDIA_SIGNING_SECRET, never with the JWT secret', async () => {
    expect(t.config.mediaSigningSecret).not.toBe(t.config.jwtSecret);
    const withMediaSecret = createMediaSigner(t.config.mediaSigningSecret).signedUrl(video.publicId);
    expect((await t.app.inject({ method: 'GET', url: withMediaSecret })).statusCode).toBe(200);
    const withJwtSecret = createMediaSigner(t.config.jwtSecret).signedUrl(video.publicId);
    expect((await t.app.inject({ method: 'GET', url: withJwtSecret })).statusCode).toBe(403);
  });

  it('lets caches keep a signed answer only until the signature expires', async () => {
    const response = await t.app.inject({ method: 'GET', url: streamUrl(video.publicId, 90) });
    expect(response.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(80);
    expect(maxAge).toBeLessThanOrEqual(90);
  });

  it('answers 304 to If-None-Match with the ETag, and only with a valid signature', async () => {
    const url = streamUrl(video.publicId);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${video.publicId}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);

    const unsigned = await t.app.inject({
      method: 'GET',
      url: streamUrl(video.publicId, -5),
      headers: { 'if-none-match': `"${video.publicId}"` },
    });
    expect(unsigned.statusCode).toBe(403);
  });

  it('applies a Range with If-Range only when it names this version', async () => {
    const url = streamUrl(video.publicId);
    const same = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=10-19', 'if-range': `"${video.publicId}"` },
    });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.equals(videoBytes.subarray(10, 20))).toBe(true);

    const other = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=10-19', 'if-range': '"another-version"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(videoBytes)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-199', 100, 199],
    ['bytes=1000-', 1000, 1023],
    ['bytes=-24', 1000, 1023],
    ['bytes=1000-5000', 1000, 1023],
    ['bytes=1023-1023', 1023, 1023],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await t.app.inject({
      method: 'GET',
      url: streamUrl(video.publicId),
      headers: { range },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1024`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    expect(response.rawPayload.equals(videoBytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1024-', 'bytes=5000-6000', 'bytes=200-100', 'bytes=-0', 'bytes=abc', 'bytes=-'])(
    'answers %s with 416 and the size',
    async (range) => {
      const response = await t.app.inject({
        method: 'GET',
        url: streamUrl(video.publicId),
        headers: { range },
      });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */1024');
    },
  );

  it('serves a raw file as an attachment', async () => {
    const response = await t.app.inject({ method: 'GET', url: streamUrl(raw.publicId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Brush pack guide.pdf"; filename*=UTF-8''Brush%20pack%20guide.pdf`,
    );
    expect(response.body).toBe('%PDF-1.4 sample');
  });

  it('answers 404 for a well-signed id that is not stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: streamUrl(newMediaId('video')) });
    expect(response.statusCode).toBe(404);
  });
});

describe('media ids are never paths', () => {
  const attempts = [
    '..%2F..%2Fetc%2Fpasswd',
    '..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%5C..%5Cetc%5Cpasswd',
    '%2Fetc%2Fpasswd',
    'image_..%2F..%2Fjwt-secret',
    `${'image_'}..%2F..%2Fpglite`,
    '..',
    '.',
    'jwt-secret',
    `..%2F${'media'}`,
  ];

  it.each(attempts)('public %s: 400 or 404, never a file', async (attempt) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/public/${attempt}` });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('root:');
  });

  it.each(attempts)('stream %s, even signed: 400 or 404, never a file', async (attempt) => {
    const signed = new URL(t.app.mediaSigner.signedUrl(decodeURIComponent(attempt)), 'http://localhost');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/media/stream/${attempt}${signed.search}`,
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('the local storage refuses anything but a media id', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'academy-media-'));
    try {
      const storage = createLocalStorage(root);
      await expect(storage.get('../../etc/passwd')).rejects.toThrow('Not a media id');
      await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Not a media id',
      );
      await expect(storage.remove('..')).rejects.toThrow('Not a media id');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the local storage lists its files with their sizes, leaving out uploads still being written', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'academy-media-'));
    try {
      const storage = createLocalStorage(path.join(root, 'media'));
      const listed = async () => {
        const found: { publicId: string; size: number }[] = [];
        for await (const { publicId, size } of storage.list()) found.push({ publicId, size });
        return found.sort((a, b) => a.size - b.size);
      };
      expect(await listed()).toEqual([]);
      const small = newMediaId('image');
      const large = newMediaId('video');
      await storage.put(small, randomBytes(10), 'image/webp');
      await storage.put(large, randomBytes(2000), 'video/mp4');
      writeFileSync(path.join(root, 'media', `${newMediaId('video')}.0a1b2c3d4e5f.partial`), 'cut');
      expect(await listed()).toEqual([
        { publicId: small, size: 10 },
        { publicId: large, size: 2000 },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('parseRange', () => {
  it('ignores other units and multiple ranges (the whole file)', () => {
    expect(parseRange(undefined, 10)).toEqual({ type: 'full' });
    expect(parseRange('items=0-1', 10)).toEqual({ type: 'full' });
    expect(parseRange('bytes=0-1,4-5', 10)).toEqual({ type: 'full' });
  });

  it('refuses an empty file any range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ type: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ type: 'unsatisfiable' });
  });

  it('clamps a long suffix to the whole file', () => {
    expect(parseRange('bytes=-50', 10)).toEqual({ type: 'partial', start: 0, end: 9 });
  });
});
