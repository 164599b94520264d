import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AssetInput } from '@academy/shared/catalogue-assets';
import type { CourseInput } from '@academy/shared/catalogue-courses';
import type { StudentProject } from '@academy/shared/projects';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import {
  bearer,
  createAdmin,
  createTestApp,
  registerAndLogin,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../support/app';

const PUBLIC_URL = 'https://academy.example.in';

let t: TestApp;
let adminToken: string;
let webDist: string;

beforeAll(async () => {
  // A built web app is present, so its catch-all (index.html for unknown paths) is in play.
  webDist = mkdtempSync(path.join(tmpdir(), 'academy-seo-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
  t = await createTestApp({ PUBLIC_URL: `${PUBLIC_URL}/`, WEB_DIST_DIR: webDist });
  adminToken = (await createAdmin(t.app)).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const lecture = { title: 'Intro', videoUrl: '/v.mp4', public_id: 'v', freePreview: true };
const course = (overrides: Partial<CourseInput>): CourseInput => ({
  title: 'Typography Basics',
  category: 'Typography',
  level: 'Beginner',
  primaryLanguage: 'Hindi',
  objectives: 'Kerning, Leading',
  welcomeMessage: 'Namaste!',
  price: 799,
  fakePrice: 1499,
  description: 'Letters that read well.',
  curriculum: [lecture],
  ...overrides,
});

async function post<T extends { _id: string }>(url: string, payload: CourseInput | AssetInput): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: T }>().data;
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages, published courses and assets with absolute URLs and lastmod', async () => {
    const published = await post<{ _id: string }>('/api/admin/course/add', course({}));
    const draft = await post<{ _id: string }>('/api/admin/course/add', course({ isPublished: false }));
    const asset = await post<{ _id: string }>('/api/student/digital-assets/create', {
      name: 'Devanagari Font Pack',
      price: 0,
      fakePrice: 299,
    });
    const other = await post<{ _id: string }>('/api/student/digital-assets/create', {
      name: 'Mockup Pack',
      price: 499,
      fakePrice: 999,
    });
    const bundle = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bundles',
      headers: bearer(adminToken),
      payload: { title: 'Type kit', assetIds: [asset._id, other._id], price: 299, isPublished: true },
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    const bundleId = bundle.json<{ data: { id: string } }>().data.id;

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const page of [
      '/',
      '/all-courses',
      '/digital-assets',
      '/bundles',
      '/privacy-policy',
      '/refund-policy',
      '/terms-condition',
      '/student-enquiry',
    ]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC_URL}/course/details/${published._id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod></url>`,
      ),
    );
    expect(xml).toContain(`<loc>${PUBLIC_URL}/digital/details/${asset._id}</loc><lastmod>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/bundles/${bundleId}</loc><lastmod>`);
    // Issue 29: every page in Hindi and Marathi too.
    for (const prefix of ['/hi', '/mr']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${prefix}/</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}${prefix}/all-courses</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}${prefix}/course/details/${published._id}</loc><lastmod>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}${prefix}/digital/details/${asset._id}</loc><lastmod>`);
    }
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]!.slice(PUBLIC_URL.length),
    );
    const english = paths.filter((path) => !/^\/(hi|mr)\//.test(path));
    expect(paths).toHaveLength(3 * english.length);
    for (const path of english) {
      expect(paths).toContain(`/hi${path}`);
      expect(paths).toContain(`/mr${path}`);
    }
    expect(xml).not.toContain(draft._id);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('//course');
  });
});

/** An owner of the course hands in a project, and the academy approves it. */
async function approvedProject(courseId: string, name: string): Promise<{ id: string; token: string }> {
  const { token, user } = await registerAndLogin(t.app, { name });
  const granted = await t.app.inject({
    method: 'POST',
    url: '/api/admin/course/grant-manual-access',
    headers: bearer(adminToken),
    payload: { id: courseId, studentIds: [user._id] },
  });
  expect(granted.statusCode, granted.body).toBe(200);

  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('title', `${name}'s poster`);
  form.append('description', 'A festival poster.');
  form.append('public', 'true');
  form.append('images', new Blob([picture], { type: 'image/jpeg' }), 'poster.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const handedIn = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/projects`,
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(token) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(handedIn.statusCode, handedIn.body).toBe(201);
  const { id } = handedIn.json<{ data: StudentProject }>().data;

  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${id}/review`,
    headers: bearer(adminToken),
    payload: { status: 'approved', feedback: 'Lovely.', version: 1 },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, token };
}

describe('GET /sitemap.xml, student projects', () => {
  it("lists a shown project's page with its approval as lastmod, and not one its student withdrew", async () => {
    const posters = await post<{ _id: string }>(
      '/api/admin/course/add',
      course({ title: 'Poster Design', projectBrief: 'Design a festival poster.' }),
    );
    const shown = await approvedProject(posters._id, 'Priya Sharma');
    const withdrawn = await approvedProject(posters._id, 'Kabir Rao');
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/student/projects/${withdrawn.id}`,
      headers: bearer(withdrawn.token),
      payload: { public: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

    // The public page's date is the approval's.
    const page = await t.app.inject({ method: 'GET', url: `/api/projects/${shown.id}` });
    const approvedAt = page.json<{ data: { createdAt: string } }>().data.createdAt;
    for (const prefix of ['', '/hi', '/mr']) {
      expect(xml).toContain(
        `<url><loc>${PUBLIC_URL}${prefix}/projects/${shown.id}</loc><lastmod>${approvedAt}</lastmod></url>`,
      );
    }
    expect(xml).not.toContain(withdrawn.id);
  });
});

describe('GET /robots.txt', () => {
  it('allows the storefront, keeps crawlers out of private pages and points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const privatePath of [
      '/admin',
      '/auth',
      '/my-cart',
      '/my-courses',
      '/course-progress',
      '/certificate',
      '/gift',
    ]) {
      expect(lines).toContain(`Disallow: ${privatePath}`);
      expect(lines).toContain(`Disallow: /hi${privatePath}`);
      expect(lines).toContain(`Disallow: /mr${privatePath}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('leaves other unknown paths to the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/course/details/anything' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>SPA</title>');
  });
});

describe('PUBLIC_URL', () => {
  const publicUrlOf = (environment: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: webDist, ...environment })
      .publicUrl;

  it('defaults to localhost on the configured port', () => {
    expect(publicUrlOf({ PORT: '4321' })).toBe('http://localhost:4321');
  });

  it('drops trailing slashes', () => {
    expect(publicUrlOf({ PUBLIC_URL: 'https://shop.example.com/store//' })).toBe(
      'https://shop.example.com/store',
    );
  });

  it.each(['not a url', 'ftp://academy.example'])('refuses %j', (value) => {
    expect(() => publicUrlOf({ PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => publicUrlOf({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be an http\(s\):\/\/ URL/);
  });
});
