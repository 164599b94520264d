import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { createMicroCache } from '../lib/micro-cache';
import { isSuccessfulWrite } from '../lib/writes';
import { type CompressibleBody, compressibleBody, sendCompressed } from './compression';
import { KEPT_ASSETS_FOLDER, keepAssets } from './kept-assets';

/** Built files whose names carry a hash of their content: they never change under one URL. */
const HASHED_ASSETS_PREFIX = '/assets/';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
/** The favicon, the web manifest and its icons: stable names, so a short cache. */
export const CACHE_PUBLIC_FILE = 'public, max-age=3600';
/**
 * The service worker (apps/web/build/service-worker.ts) is asked for again at every visit, so
 * a release's worker is found at once; like a page, it is never cached.
 */
const SERVICE_WORKER_FILE = '/sw.js';

/**
 * How long this instance reuses a page it rendered (decision 036). Every page is rendered as a
 * visitor sees it (the browser adds the signed-in parts), so one render serves everyone asking
 * for that address in the next second. A write through this instance forgets every page at once,
 * unless its route declares `publicPages: 'unchanged'`; a change made through another instance
 * shows within the second, as the visitor's API answers do (decision 005).
 */
export const RENDERED_PAGE_TTL_MS = 1000;
/** About 100 kB of HTML and its two compressed copies each: at most ~15 MB. */
const RENDERED_PAGE_MAX = 100;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'unchanged': nothing this route writes is on a public page (a cart, a search recorded, a
     * sign-in, a payment), so a call leaves the rendered pages cached (decision 036).
     */
    publicPages?: 'unchanged';
  }
}

/** Extensions the build writes `.br` and `.gz` copies of (apps/web/vite.config.ts). */
const PRECOMPRESSED_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

/**
 * What the web app's server renderer (`apps/web/src/entry-server.tsx`, built into
 * `apps/web/dist-ssr`) exports. Only its shape is known here: the server never bundles the web app.
 */
type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;
type Renderer = {
  render(options: { url: string; publicUrl: string; fetch: ApiFetch; manifest?: unknown }): Promise<{
    status: number;
    lang: string;
    head: string | null;
    preloads: string | null;
    html: string | null;
    stateScript: string;
  }>;
};

/** The server renderer beside the web app's dist folder (`dist-ssr/`), if it was built. */
export const rendererPath = (distDir: string) => path.join(distDir, '..', 'dist-ssr', 'entry-server.js');

async function loadRenderer(app: FastifyInstance, distDir: string): Promise<Renderer | undefined> {
  const entry = rendererPath(distDir);
  if (!existsSync(entry)) {
    app.log.warn(`The server renderer is not built (${entry}): every page is the plain shell.`);
    return undefined;
  }
  try {
    return (await import(pathToFileURL(entry).href)) as Renderer;
  } catch (error) {
    app.log.warn({ err: error }, 'The server renderer could not be loaded: every page is the plain shell.');
    return undefined;
  }
}

function readManifest(distDir: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Content-Security-Policy sources for the built page's inline scripts, one hash of each: the
 * script the build writes into the head (apps/web/build/delivery-plugins.ts, inlineScript) runs,
 * and any other inline script is refused. None without a build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/** index.html's placeholders (apps/web/index.html). */
const HEAD = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const HEAD_END = '</head>';
const HTML = '<!--app-html-->';
const STATE = '<!--app-state-->';
/** index.html's `<html lang>`, English's; a Hindi or Marathi page says its own. */
const HTML_LANG = /<html lang="[^"]*">/;

/**
 * Serves the built web app. Every other non-API GET is a page: a public page is rendered on the
 * server (its own head, its content, its data; 404 for 'Page Not Found'), a signed-in page or the
 * admin area is the shell the browser renders. Unknown `/api` paths get a JSON 404, and so do
 * unknown built files (a stale chunk must not get HTML).
 *
 * Hashed files under /assets/ are cached for a year as immutable; pages never are.
 * Brotli and gzip copies made at build time are sent when the browser accepts them
 * (`preCompressed`). Source maps are never served, even if a build left one in dist.
 *
 * With `dataDir`, the hashed files of earlier builds stay servable for a while (kept-assets.ts):
 * a tab opened before a deployment still loads the pages it has not visited yet (docs/deploy.md,
 * "Keeping the previous release's files").
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string | undefined;
      publicUrl: string;
      dataDir?: string | undefined;
      /** The rendered pages' clock (tests move it). */
      now?: (() => Date) | undefined;
    },
  ) => {
    const distDir =
      options.distDir && existsSync(path.join(options.distDir, 'index.html')) ? options.distDir : undefined;
    if (!distDir) {
      app.log.warn('The web app is not built (npm run build): only the API is served.');
    } else {
      const keptRoot = options.dataDir
        ? await keepAssets(distDir, path.join(options.dataDir, KEPT_ASSETS_FOLDER)).catch(
            (error: unknown) => {
              app.log.warn(
                { err: error },
                "Earlier builds' files could not be kept: only this build's are served.",
              );
              return undefined;
            },
          )
        : undefined;
      await app.register(fastifyStatic, {
        // The build's own files first; an earlier build's hashed file only where this one has none.
        root: keptRoot ? [distDir, keptRoot] : distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // send's own Cache-Control would overwrite ours.
        cacheControl: false,
        allowedPath: (pathname) => !pathname.endsWith('.map'),
        setHeaders(response, filePath) {
          const root = keptRoot && filePath.startsWith(`${keptRoot}${path.sep}`) ? keptRoot : distDir;
          const relative = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
          const original = relative.replace(/\.(?:br|gz)$/, '');
          const cacheControl = original.startsWith(HASHED_ASSETS_PREFIX)
            ? CACHE_HASHED
            : original.endsWith('.html') || original === SERVICE_WORKER_FILE
              ? CACHE_HTML
              : CACHE_PUBLIC_FILE;
          response.setHeader('cache-control', cacheControl);
          if (PRECOMPRESSED_EXTENSIONS.has(path.extname(original)))
            response.setHeader('vary', 'accept-encoding');
        },
      });
    }

    const template = distDir ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
    const renderer = distDir ? await loadRenderer(app, distDir) : undefined;
    const manifest = distDir && renderer ? readManifest(distDir) : undefined;

    // The page's API calls, answered in-process as a visitor: no network, no one's credentials.
    const apiFetch: ApiFetch = async (input, init) => {
      const response = await app.inject({
        method: (init.method ?? 'GET') as HTTPMethods,
        url: input,
        headers: { accept: 'application/json' },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    };

    type RenderedPage = { status: number; body: CompressibleBody };
    const shellPage: RenderedPage = { status: 200, body: compressibleBody(Buffer.from(template)) };
    const clock = options.now;
    const renderedPages = createMicroCache<string, RenderedPage>({
      ttlMs: RENDERED_PAGE_TTL_MS,
      maxEntries: RENDERED_PAGE_MAX,
      now: clock ? () => clock().getTime() : Date.now,
    });
    app.addHook('onSend', async (request, reply) => {
      if (isSuccessfulWrite(request, reply) && request.routeOptions.config.publicPages !== 'unchanged')
        renderedPages.clear();
    });

    async function render(activeRenderer: Renderer, url: string): Promise<RenderedPage> {
      const result = await activeRenderer.render({
        url,
        publicUrl: options.publicUrl,
        fetch: apiFetch,
        manifest,
      });
      let body = template
        .replace(STATE, () => result.stateScript)
        .replace(HTML_LANG, () => `<html lang="${result.lang}">`);
      if (result.head !== null) body = body.replace(HEAD, () => result.head ?? '');
      if (result.preloads !== null) body = body.replace(HEAD_END, () => `  ${result.preloads}\n  </head>`);
      if (result.html !== null) body = body.replace(HTML, () => result.html ?? '');
      return { status: result.status, body: compressibleBody(Buffer.from(body)) };
    }

    /** The page, rendered or reused; the plain shell (200) if the renderer is missing or fails. */
    async function page(url: string): Promise<RenderedPage> {
      if (!renderer) return shellPage;
      try {
        // A failed render is not kept: the next request tries again.
        return await renderedPages.get(url, () => render(renderer, url));
      } catch (error) {
        app.log.error({ err: error, url }, 'Server rendering failed: the shell was sent instead');
        return shellPage;
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isBuiltFile = pathname.startsWith(HASHED_ASSETS_PREFIX) || pathname.endsWith('.map');
      if (!isApi && !isBuiltFile && distDir && (request.method === 'GET' || request.method === 'HEAD')) {
        const { status, body } = await page(request.url);
        return sendCompressed(
          request,
          reply.status(status).header('cache-control', CACHE_HTML).type('text/html; charset=utf-8'),
          body,
        );
      }
      return reply
        .status(404)
        .send({ success: false, message: `${SERVER_MESSAGES.notFound}: ${request.method} ${pathname}` });
    });
  },
  { name: 'web' },
);
