import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_PAGE_TTL_MS } from '../../src/plugins/web';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../support/app';

/*
 * Decision 036: a page the server rendered is reused for a second by everyone who asks for its
 * address, and forgotten at once when a write through this instance may have changed it. The
 * renderer here counts its renders into the page, so each answer says whether it was rendered
 * for it; it fails the first time it is asked for an address ending in `?fail-once`.
 */
const RENDERER = `
let renders = 0;
const failed = new Set();
export async function render({ url }) {
  if (url.endsWith('?fail-once') && !failed.has(url)) {
    failed.add(url);
    throw new Error('a render that fails once');
  }
  renders += 1;
  return {
    status: url === '/missing' ? 404 : 200,
    lang: 'en-IN',
    head: null,
    preloads: null,
    html: '<p>render ' + renders + ' of ' + url + '</p>' + 'padding '.repeat(200),
    stateScript: '',
  };
}
`;
const TEMPLATE = '<!doctype html><html lang="en-IN"><head></head><body><!--app-html--></body></html>';

let t: TestApp;
let folder: string;
let time = Date.parse('2026-11-30T10:00:00Z');
let admin: { token: string };

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
  mkdirSync(path.join(folder, 'dist'));
  mkdirSync(path.join(folder, 'dist-ssr'));
  writeFileSync(path.join(folder, 'dist', 'index.html'), TEMPLATE);
  writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ WEB_DIST_DIR: path.join(folder, 'dist') }, { now: () => new Date(time) });
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const renderOf = (html: string) => /<p>render (\d+) of /.exec(html)?.[1];
async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, render: renderOf(response.body) };
}

describe('a rendered page', () => {
  it('is the same render for every request to its address within the second, and a new one after', async () => {
    const first = await page('/all-courses');
    expect(await page('/all-courses')).toEqual(first);
    // Another address, another language or another query is another page.
    const hindi = await page('/hi/all-courses');
    expect(hindi.render).not.toBe(first.render);
    expect((await page('/all-courses?page=2')).render).not.toBe(first.render);

    time += RENDERED_PAGE_TTL_MS - 1;
    expect(await page('/all-courses')).toEqual(first);
    time += 1;
    expect((await page('/all-courses')).render).not.toBe(first.render);
  });

  it('keeps its status, and its compressed copy says what its plain one says', async () => {
    const missing = await page('/missing');
    expect(missing.status).toBe(404);
    expect(await page('/missing')).toEqual(missing);

    const plain = await t.app.inject({ method: 'GET', url: '/about' });
    const brotli = await t.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('is forgotten when a write through the store succeeds, so the writer’s next load shows it', async () => {
    const before = await page('/all-courses');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/course/add',
      headers: bearer(admin.token),
      payload: {
        title: 'Letterpress at Home',
        category: 'Graphic Design',
        level: 'Beginner',
        primaryLanguage: 'English',
        objectives: 'Type, Ink',
        welcomeMessage: 'Welcome!',
        price: 1999,
        fakePrice: 2999,
        description: 'Setting type by hand.',
        curriculum: [
          { title: 'Introduction', videoUrl: '/v/intro.mp4', public_id: 'intro', freePreview: true },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await page('/all-courses')).render).not.toBe(before.render);
  });

  it('is kept through a refused write, and through writes that change no public page', async () => {
    const student = await registerAndLogin(t.app);
    const before = await page('/all-courses');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/course/add',
      headers: bearer(admin.token),
      payload: { title: '' },
    });
    expect(refused.statusCode).toBe(400);
    const searched = await t.app.inject({
      method: 'POST',
      url: '/api/search/record',
      headers: bearer(student.token),
      payload: { query: 'poster' },
    });
    expect(searched.statusCode).toBe(201);

    expect(await page('/all-courses')).toEqual(before);
  });

  it('is not kept when its render fails: the shell goes out, and the next request renders', async () => {
    const failed = await t.app.inject({ method: 'GET', url: '/all-courses?fail-once' });
    expect(failed.statusCode).toBe(200);
    expect(renderOf(failed.body)).toBeUndefined();
    expect(failed.body).toContain('<!--app-html-->');
    expect((await page('/all-courses?fail-once')).render).toBeDefined();
  });
});
