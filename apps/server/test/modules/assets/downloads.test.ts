import { randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import { assetDownloadResponseSchema } from '@academy/shared/purchases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { newMediaId } from '../../../src/lib/media-ids';
import { removeMedia, saveMedia } from '../../../src/modules/media/service';
import { createMediaSigner } from '../../../src/modules/media/signing';
import {
  DOWNLOAD_LINK_TTL_SECONDS,
  downloadFilename,
  getAssetDownload,
} from '../../../src/modules/assets/downloads';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset } from '../../support/catalogue';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

/** Bytes no text decoding would keep intact: any mangling shows. */
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
const zipBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(512)]);
let pdf: { publicId: string; secureUrl: string };
let zip: { publicId: string; secureUrl: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, { name: 'Meera Kulkarni' });
  pdf = await saveMedia(t.db, t.app.storage, {
    kind: 'raw',
    contentType: 'application/pdf',
    bytes: pdfBytes,
    originalName: 'upload-final-v3.pdf',
  });
  zip = await saveMedia(t.db, t.app.storage, {
    kind: 'raw',
    contentType: 'application/zip',
    bytes: zipBytes,
    originalName: 'brushes.zip',
  });
});
afterAll(async () => {
  await t?.close();
});

const newStudent = () => registerAndLogin(t.app);

const addAsset = (downloadUrl: string, name = 'Watercolour Brush Pack') =>
  addTestAsset(t.app, { name, price: 399, fakePrice: 799, downloadUrl, category: 'Pdf' });

async function own(student: Student, assetId: string, source: 'purchase' | 'manual' = 'purchase') {
  await t.db.insert(entitlements).values({ userId: student.user._id, assetId, source });
}

const requestDownload = (assetId: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/student/assets/download/${assetId}`,
    headers: token ? bearer(token) : {},
  });

async function downloadLink(assetId: string, token: string) {
  const response = await requestDownload(assetId, token);
  expect(response.statusCode, response.body).toBe(200);
  return assetDownloadResponseSchema.parse(response.json()).data;
}

const follow = (url: string) => t.app.inject({ method: 'GET', url });

/** The link with one query parameter replaced (or removed with undefined). */
function withParam(url: string, name: string, value: string | undefined): string {
  const parsed = new URL(url, 'http://localhost');
  if (value === undefined) parsed.searchParams.delete(name);
  else parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('GET /api/student/assets/download/:assetId', () => {
  it('answers 401 to a visitor', async () => {
    const asset = await addAsset(pdf.secureUrl);
    const response = await requestDownload(asset._id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
  });

  it("answers 403 'Buy this asset to download it.' to a student who does not own it", async () => {
    const [owner, stranger] = await Promise.all([newStudent(), newStudent()]);
    const asset = await addAsset(pdf.secureUrl);
    await own(owner, asset._id);
    const response = await requestDownload(asset._id, stranger.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Buy this asset to download it.' });
  });

  it('gives an owner a 5-minute link that downloads the exact bytes under the asset name', async () => {
    const student = await newStudent();
    const asset = await addAsset(pdf.secureUrl, 'Watercolour Brush Pack');
    await own(student, asset._id);

    const before = Date.now();
    const response = await requestDownload(asset._id, student.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const link = assetDownloadResponseSchema.parse(response.json()).data;
    expect(link.filename).toBe('Watercolour Brush Pack.pdf');
    expect(link.url).toMatch(new RegExp(`^/api/media/stream/${pdf.publicId}\\?`));
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 299_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000);
    expect(new URL(link.url, 'http://x').searchParams.get('expires')).toBe(String(expiresAt / 1000));

    const file = await follow(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Watercolour Brush Pack.pdf"; filename*=UTF-8''Watercolour%20Brush%20Pack.pdf`,
    );
    expect(file.headers['content-length']).toBe(String(pdfBytes.length));
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('serves a manual grant the same way, and a zip file as .zip', async () => {
    const student = await newStudent();
    const asset = await addAsset(zip.secureUrl, 'Procreate Brushes');
    await own(student, asset._id, 'manual');
    const link = await downloadLink(asset._id, student.token);
    expect(link.filename).toBe('Procreate Brushes.zip');
    const file = await follow(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Procreate Brushes.zip"');
    expect(file.rawPayload.equals(zipBytes)).toBe(true);
  });

  it('gives an admin a link without owning the asset', async () => {
    const asset = await addAsset(pdf.secureUrl, 'Admin Preview');
    const link = await downloadLink(asset._id, admin.token);
    expect(link.filename).toBe('Admin Preview.pdf');
    const file = await follow(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('refuses a link whose filename, signature or expiry was changed, or whose filename was dropped', async () => {
    const student = await newStudent();
    const asset = await addAsset(pdf.secureUrl, 'Original Name');
    await own(student, asset._id);
    const link = await downloadLink(asset._id, student.token);
    const signature = new URL(link.url, 'http://x').searchParams.get('signature') ?? '';
    const expires = Number(new URL(link.url, 'http://x').searchParams.get('expires'));

    const tampered = [
      withParam(link.url, 'filename', 'evil.html'),
      withParam(link.url, 'filename', 'Original Name.pdf '),
      withParam(link.url, 'filename', undefined),
      withParam(link.url, 'signature', `${signature.slice(0, -3)}AAA`),
      withParam(link.url, 'signature', undefined),
      withParam(link.url, 'expires', String(expires + 3600)),
      // The same query on another file.
      `/api/media/stream/${zip.publicId}${new URL(link.url, 'http://x').search}`,
    ];
    for (const url of tampered) {
      const response = await follow(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'This link has expired or is not valid.' });
    }
    expect((await follow(link.url)).statusCode).toBe(200);
  });

  it('makes links that stop working after 5 minutes', async () => {
    const student = await newStudent();
    const asset = await addAsset(pdf.secureUrl);
    await own(student, asset._id);
    const caller = { id: student.user._id, role: 'user' as const };
    const signedAt = (msAgo: number) => {
      const then = () => Date.now() - msAgo;
      return getAssetDownload(
        t.db,
        createMediaSigner(t.config.mediaSigningSecret, then),
        caller,
        asset._id,
        then,
      );
    };

    const expired = await signedAt((DOWNLOAD_LINK_TTL_SECONDS + 2) * 1000);
    expect(Date.parse(expired.expiresAt)).toBeLessThan(Date.now());
    const stale = await follow(expired.url);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ success: false, message: 'This link has expired or is not valid.' });

    const recent = await signedAt((DOWNLOAD_LINK_TTL_SECONDS - 60) * 1000);
    const fresh = await follow(recent.url);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it("answers 404 'Download URL is not available.' when there is no file to give", async () => {
    const student = await newStudent();
    const gone = await saveMedia(t.db, t.app.storage, {
      kind: 'raw',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF soon gone'),
    });
    await removeMedia(t.db, t.app.storage, gone.publicId);
    const urls = [
      '',
      gone.secureUrl,
      `/api/media/stream/${newMediaId('raw')}`,
      '/api/media/raw/secret-file-key.zip',
      'http://files.example.com/pack.zip',
      'javascript:alert(1)',
    ];
    for (const downloadUrl of urls) {
      const asset = await addAsset(downloadUrl);
      await own(student, asset._id);
      const response = await requestDownload(asset._id, student.token);
      expect(response.statusCode, downloadUrl).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.downloadUrlMissing });
      expect(response.json().message).toBe('Download URL is not available.');
    }
  });

  it('answers 403, not 404, to a non-owner of an asset without a file (nothing leaks)', async () => {
    const student = await newStudent();
    const asset = await addAsset('');
    const response = await requestDownload(asset._id, student.token);
    expect(response.statusCode).toBe(403);
  });

  it('answers an external https URL as it is, with the file name', async () => {
    const student = await newStudent();
    const external = 'https://cdn.example.com/packs/Brushes%20v2.ZIP?token=abc';
    const asset = await addAsset(external, 'Brush Pack');
    await own(student, asset._id);
    const link = await downloadLink(asset._id, student.token);
    expect(link.url).toBe(external);
    expect(link.filename).toBe('Brush Pack.zip');
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('signs a file stored as a public image too, saved as an attachment', async () => {
    const student = await newStudent();
    const pngBytes = randomBytes(64);
    const png = await saveMedia(t.db, t.app.storage, {
      kind: 'image',
      contentType: 'image/png',
      bytes: pngBytes,
      originalName: 'mockup.png',
    });
    const asset = await addAsset(png.secureUrl, 'Phone Mockup');
    await own(student, asset._id);
    const link = await downloadLink(asset._id, student.token);
    expect(link.filename).toBe('Phone Mockup.png');
    expect(link.url).toMatch(new RegExp(`^/api/media/stream/${png.publicId}\\?`));
    const file = await follow(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment; filename="Phone Mockup.png"');
    expect(file.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('makes an unsafe or non-ASCII asset name a safe file name', async () => {
    const student = await newStudent();
    const asset = await addAsset(pdf.secureUrl, '../..\\Logo "Kit"\u202e: <v2>/रंग.pdf');
    await own(student, asset._id);
    const link = await downloadLink(asset._id, student.token);
    expect(link.filename).toBe('Logo Kit v2 रंग.pdf');
    const file = await follow(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Logo Kit v2 ___.pdf"; filename*=UTF-8''${encodeURIComponent('Logo Kit v2 रंग.pdf')}`,
    );
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('answers 404 for an unknown asset and 400 naming the field for a malformed id', async () => {
    const student = await newStudent();
    const unknown = await requestDownload(randomUUID(), student.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SERVER_MESSAGES.assetNotFound });
    const malformed = await requestDownload('brushes.zip', student.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      message: 'assetId must be a valid id',
      field: 'assetId',
    });
  });
});

describe('downloadFilename', () => {
  it.each([
    ['Guide', 'application/pdf', '', 'Guide.pdf'],
    ['Guide', 'application/zip', 'x.rar', 'Guide.zip'],
    ['Guide', 'image/png', '', 'Guide.png'],
    ['Guide', 'image/jpeg', '', 'Guide.jpg'],
    ['Guide', 'APPLICATION/PDF', '', 'Guide.pdf'],
    ['Guide', 'application/octet-stream', 'Retro Actions.ATN', 'Guide.atn'],
    ['Guide', 'application/octet-stream', 'no extension', 'Guide'],
    ['Guide', 'application/octet-stream', '', 'Guide'],
    ['Guide.PDF', 'application/pdf', '', 'Guide.pdf'],
    ['   ', 'application/pdf', '', 'download.pdf'],
    ['...', 'application/zip', '', 'download.zip'],
    ['.hidden', 'text/plain', '', 'hidden.txt'],
    ['a\u0000b\nc\td', 'application/pdf', '', 'abcd.pdf'],
  ])('%j as %s (uploaded as %j) → %j', (name, contentType, originalName, expected) => {
    expect(downloadFilename(name, contentType, originalName)).toBe(expected);
  });

  it('keeps names to 120 characters before the extension, without splitting a character', () => {
    // Each emoji is two UTF-16 code units: a cut by code units would leave half of one.
    const filename = downloadFilename('🎨'.repeat(200), 'application/pdf');
    expect(filename.endsWith('.pdf')).toBe(true);
    expect(Array.from(filename.slice(0, -4))).toHaveLength(120);
    // encodeURIComponent throws on a lone surrogate.
    expect(() => encodeURIComponent(filename)).not.toThrow();
    expect(downloadFilename(`x${'🎨'.repeat(200)}`, 'application/pdf')).toBe(`x${'🎨'.repeat(119)}.pdf`);
  });
});

describe('media signer with a file name', () => {
  it('verifies only the exact file name it signed, and links without one as before', () => {
    const signer = createMediaSigner('another-secret-for-this-test-only-0123456789');
    const id = newMediaId('raw');
    const url = new URL(signer.signedUrl(id, 60, { filename: 'Pack.zip' }), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    expect(url.searchParams.get('filename')).toBe('Pack.zip');
    expect(signer.verify(id, expires, signature, 'Pack.zip')).toBe(true);
    expect(signer.verify(id, expires, signature, 'Pack.exe')).toBe(false);
    expect(signer.verify(id, expires, signature)).toBe(false);

    const plain = new URL(signer.signedUrl(id, 60), 'http://x');
    expect(plain.searchParams.has('filename')).toBe(false);
    const plainSignature = plain.searchParams.get('signature') ?? '';
    expect(signer.verify(id, Number(plain.searchParams.get('expires')), plainSignature)).toBe(true);
    expect(signer.verify(id, Number(plain.searchParams.get('expires')), plainSignature, 'Pack.zip')).toBe(
      false,
    );
  });
});
