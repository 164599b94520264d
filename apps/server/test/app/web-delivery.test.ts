import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../support/app';
import { addTestCourse } from '../support/catalogue';

/*
 * How the built web app goes out: a fixture dist folder laid out as `npm run build` lays out
 * apps/web/dist (hashed files with their .br and .gz copies, index.html, public files).
 */
const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const inlineScript = '(function () {\nwindow.__earlyInput = { done: false, events: [] };\n})();';
const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script><title>Kalakriti</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const manifest = JSON.stringify({
  name: 'Kalakriti Design Academy',
  short_name: 'Kalakriti',
  start_url: '/',
});

const serviceWorker = 'self.addEventListener("fetch", () => {});\n';
const offlinePage = '<!doctype html><html lang="hi"><title>आप ऑफ़लाइन हैं</title></html>';

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'academy-web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  const asset = (name: string) => path.join(distDir, 'assets', name);
  writeFileSync(asset('index-Ab12Cd34.js'), script);
  writeFileSync(asset('index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(asset('index-Ab12Cd34.js.gz'), gzipSync(script));
  // A map a careless build left behind: it must still not be served.
  writeFileSync(asset('index-Ab12Cd34.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(asset('photo-Ef56Gh78.webp'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), manifest);
  writeFileSync(path.join(distDir, 'sw.js'), serviceWorker);
  mkdirSync(path.join(distDir, 'offline'));
  writeFileSync(path.join(distDir, 'offline', 'hi.html'), offlinePage);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('built web app delivery', () => {
  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const response = await get('/');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];

    expect(response.body).toContain(`<script>${inlineScript}</script>`);
    expect(scriptSources?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('sends the brotli copy of a hashed script to a browser that accepts br', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(Number(response.headers['content-length'])).toBeLessThan(Buffer.byteLength(script) / 5);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const etag = first.headers['etag'];
    expect(etag).toEqual(expect.any(String));

    const again = await get('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'br',
      'if-none-match': String(etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches a hashed picture for a year and never compresses it', async () => {
    const response = await get('/assets/photo-Ef56Gh78.webp', { 'accept-encoding': 'gzip, br' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(4096);
  });

  it.each(['/', '/all-courses', '/course/some-course'])(
    'answers the page %s with index.html that is never cached, compressed',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    },
  );

  it.each(['/assets/index-Ab12Cd34.js.map', '/assets/missing-Zz99Yy88.js.map', '/index.js.map'])(
    'never serves a source map: %s is a 404',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
      expect(response.json()).toMatchObject({ success: false });
    },
  );

  it('answers a missing hashed file with 404, not the HTML page', async () => {
    const response = await get('/assets/index-Old00000.js');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the web app manifest with its type and a short cache', async () => {
    const response = await get('/manifest.webmanifest');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toMatchObject({ short_name: 'Kalakriti', start_url: '/' });
  });

  it('serves the service worker and its offline pages uncached, so a release is found at the next visit', async () => {
    const worker = await get('/sw.js');
    const offline = await get('/offline/hi.html');

    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(serviceWorker);
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect(offline.body).toBe(offlinePage);
  });

  it('compresses API JSON of 1 KB or more and leaves smaller answers alone', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true, data: { database: 'up' } });

    await registerUser(t.app);
    for (let added = 0; added < 6; added += 1) await addTestCourse(t.app);
    const large = await get('/api/student/course/get', { 'accept-encoding': 'gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['vary']).toMatch(/accept-encoding/i);
    const body = gunzipSync(large.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body.toString())).toMatchObject({ success: true });
  });
});
