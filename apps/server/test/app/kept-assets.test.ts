import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KEPT_ASSETS_FOLDER,
  KEPT_RELEASE_DAYS,
  keepAssets,
  keptAssetsLayout,
} from '../../src/plugins/kept-assets';
import { createTestApp, type TestApp } from '../support/app';

/*
 * A deployment replaces the web app's build; a tab opened before it still asks for the old
 * build's chunks (issue 25). The server keeps each build's hashed files in DATA_DIR for
 * KEPT_RELEASE_DAYS after the next one starts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const folders: string[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const folder = (label: string) => {
  const created = mkdtempSync(path.join(tmpdir(), `academy-${label}-`));
  folders.push(created);
  return created;
};

/** A build as `npm run build` lays it out: index.html and hashed files (with a .br copy). */
function build(files: Record<string, string>): string {
  const dist = folder('web-dist');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, 'assets', name), content);
    if (name.endsWith('.js'))
      writeFileSync(path.join(dist, 'assets', `${name}.br`), brotliCompressSync(content));
  }
  writeFileSync(path.join(dist, 'assets', 'index-Aa11.js.map'), '{"version":3}');
  return dist;
}

const kept = (keptDir: string) => readdirSync(keptAssetsLayout(keptDir).assets).sort();

describe('the hashed files of earlier builds', () => {
  it('are kept while current and for a while after the next release starts, then removed', async () => {
    const keptDir = path.join(folder('data'), KEPT_ASSETS_FOLDER);
    const first = build({
      'index-Aa11.js': 'first',
      'courses-Bb22.js': 'first courses',
      'shared-Cc33.js': 's',
    });
    const second = build({ 'index-Dd44.js': 'second', 'shared-Cc33.js': 's' });
    const third = build({ 'index-Ee55.js': 'third', 'shared-Cc33.js': 's' });
    const start = new Date('2026-11-01T06:00:00Z');

    await keepAssets(first, keptDir, start);
    await keepAssets(second, keptDir, new Date(start.getTime() + DAY_MS));
    // Both builds' files, once each; never a source map.
    expect(kept(keptDir)).toEqual([
      'courses-Bb22.js',
      'courses-Bb22.js.br',
      'index-Aa11.js',
      'index-Aa11.js.br',
      'index-Dd44.js',
      'index-Dd44.js.br',
      'shared-Cc33.js',
      'shared-Cc33.js.br',
    ]);

    // The first build retired when the second started: kept for KEPT_RELEASE_DAYS from then.
    await keepAssets(third, keptDir, new Date(start.getTime() + (KEPT_RELEASE_DAYS + 1) * DAY_MS));
    expect(kept(keptDir)).toEqual([
      'index-Dd44.js',
      'index-Dd44.js.br',
      'index-Ee55.js',
      'index-Ee55.js.br',
      'shared-Cc33.js',
      'shared-Cc33.js.br',
    ]);
    expect(existsSync(keptAssetsLayout(keptDir).releases)).toBe(true);
  });

  it('are served after a deployment like the new build’s own, and an unknown one is a 404', async () => {
    const dataDir = folder('data');
    const previous = build({ 'index-Aa11.js': 'export const page = "previous";', 'courses-Bb22.js': 'old' });
    await keepAssets(previous, path.join(dataDir, KEPT_ASSETS_FOLDER));
    const current = build({ 'index-Dd44.js': 'export const page = "current";' });
    t = await createTestApp({ WEB_DIST_DIR: current, DATA_DIR: dataDir });

    const old = await t.app.inject({ url: '/assets/index-Aa11.js', headers: { 'accept-encoding': 'br' } });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(old.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(old.rawPayload).toString()).toBe('export const page = "previous";');

    const own = await t.app.inject({ url: '/assets/index-Dd44.js' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('export const page = "current";');
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // An unknown chunk fails its import at once: a JSON 404, never the HTML page.
    for (const url of ['/assets/never-Zz99.js', '/assets/index-Aa11.js.map']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // The list of releases is the server's own, not a file of the site.
    const list = await t.app.inject({ url: '/releases.json' });
    expect(list.body).not.toContain('index-Aa11');
    // The new build's files are kept too, for the deployment after this one.
    expect(kept(path.join(dataDir, KEPT_ASSETS_FOLDER))).toContain('index-Dd44.js');
  });
});
