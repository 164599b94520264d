import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse, addTestKit } from '../../support/catalogue';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('share cards (issue 28)', () => {
  it("draws a course's card as a 1200 × 630 JPEG, cacheable, and answers 304 while it is unchanged", async () => {
    const course = await addTestCourse(t.app, { title: 'टाइपोग्राफी & Type <Basics>', price: 1299 });

    const response = await get(`/api/share/course/${course._id}.jpg`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const picture = await sharp(response.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const etag = String(response.headers.etag);
    const again = await get(`/api/share/course/${course._id}.jpg`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("draws an asset's card, a free one too", async () => {
    const asset = await addTestAsset(t.app, { name: 'Devanagari Brush Pack', price: 0 });
    const response = await get(`/api/share/asset/${asset._id}.jpg`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
  });

  it("draws a kit's card (issue 31), and none for a kit off sale", async () => {
    const { bundle } = await addTestKit(t.app);
    const response = await get(`/api/share/bundle/${bundle.id}.jpg`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const hidden = await addTestKit(t.app, { isPublished: false });
    expect((await get(`/api/share/bundle/${hidden.bundle.id}.jpg`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product and 400 naming the file for a malformed one', async () => {
    const unknown = await get('/api/share/course/00000000-0000-4000-8000-000000000000.jpg');
    expect(unknown.statusCode).toBe(404);
    const malformed = await get('/api/share/asset/not-an-id.png');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, field: 'file' });
  });
});
