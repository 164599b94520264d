import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
// By path, not by package name: Vite bundles the config's own files, and leaves packages to Node,
// which cannot load the shared package's TypeScript.
import { ACADEMY } from '../../../packages/shared/src/academy';
import { HTML_LANG, LANGUAGES, type Language, pathInLanguage } from '../../../packages/shared/src/languages';
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from '../src/service-worker/protocol';
import { isFontFile } from './delivery-plugins';

/*
 * Issue 32: the service worker (src/service-worker/service-worker.ts) and what it stores when it
 * installs, made with the client's build. The server serves /sw.js uncached
 * (apps/server/src/plugins/web.ts), so a new release's worker is found at the next visit.
 */

/** What the worker stores at install: a URL, and a revision where the name carries no hash. */
type PrecacheEntry = { url: string; revision: string | null };

/** The public files an installed store shows before any page: its manifest, icons and favicon. */
const PUBLIC_FILES = ['manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png'];

/** The frame's messages in each language: every page needs its language's to start. */
const FRAME_CATALOGUE = /[\\/]src[\\/]locales[\\/](?:en|hi|mr)\.json\?lingui$/;

const revisionOf = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The entry chunk and every chunk it imports statically, with their styles. */
function entryFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('serviceWorker: the build has no entry chunk');
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  for (const chunk of chunks.values()) {
    if (chunk.facadeModuleId && FRAME_CATALOGUE.test(chunk.facadeModuleId)) visit(chunk);
  }
  return [...files];
}

/**
 * The page shown offline for an address never opened on the device: the store's frame and type,
 * in `language`, with no script (it works whatever the network and the app's code do).
 */
function offlinePage(language: Language, messages: Record<string, string>, stylesheets: string[]): string {
  const say = (key: string) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`serviceWorker: ${language} has no ${key}`);
    return escapeHtml(message.replace('{academy}', ACADEMY.name));
  };
  const home = pathInLanguage('/', language);
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#16131f" />
    <meta name="robots" content="noindex" />
    <title>${say('offlinePage.documentTitle')}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />
    ${stylesheets.map((file) => `<link rel="stylesheet" href="/${file}" />`).join('\n    ')}
  </head>
  <body class="bg-paper text-ink font-sans antialiased">
    <div class="flex min-h-dvh flex-col">
      <header class="border-b border-line/70 bg-paper/90">
        <div class="container-page flex h-16 items-center md:h-20">
          <a href="${home}" class="flex items-center gap-2.5" aria-label="${escapeHtml(ACADEMY.name)}">
            <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true">
              <rect width="64" height="64" rx="14" fill="#16131f" />
              <path d="M18 46V18h15a10 10 0 0 1 0 20h-7v8z" fill="#ff6b3d" />
              <circle cx="44" cy="44" r="5" fill="#f4efe6" />
            </svg>
            <span class="font-display text-lg leading-none font-semibold text-ink">${escapeHtml(ACADEMY.shortName)}
              <span class="block text-[0.7rem] font-medium tracking-[0.18em] whitespace-nowrap uppercase opacity-70">Design Academy</span>
            </span>
          </a>
        </div>
      </header>
      <main class="container-page flex-1 py-12 md:py-20">
        <div class="mx-auto max-w-xl">
          <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#a83513" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
            <path d="M12 20h.01" /><path d="M8.5 16.429a5 5 0 0 1 7 0" /><path d="M5 12.859a10 10 0 0 1 5.17-2.69" />
            <path d="M19 12.859a10 10 0 0 0-2.007-1.523" /><path d="M2 8.82a15 15 0 0 1 4.177-2.643" />
            <path d="M22 8.82a15 15 0 0 0-11.288-3.764" /><path d="m2 2 20 20" />
          </svg>
          <h1 class="mt-6 font-display text-3xl font-semibold md:text-4xl">${say('offlinePage.title')}</h1>
          <p class="mt-4 text-base text-ink-soft">${say('offlinePage.body')}</p>
          <h2 class="mt-8 font-display text-xl font-semibold">${say('offlinePage.worksTitle')}</h2>
          <ul class="mt-3 list-disc space-y-2 pl-5 text-base text-ink-soft">
            <li>${say('offlinePage.worksVisited')}</li>
            <li>${say('offlinePage.worksWaits')}</li>
          </ul>
          <div class="mt-10 flex flex-wrap gap-3">
            <a href="" class="btn-primary">${say('offlinePage.retry')}</a>
            <a href="${home}" class="btn rounded-full border border-line-strong text-ink hover:bg-sand">${say('offlinePage.home')}</a>
          </div>
        </div>
      </main>
    </div>
  </body>
</html>
`;
}

/**
 * Builds /sw.js from `source` with what it precaches written in, and the offline page of each
 * language (`offlineMessages` is the folder of their catalogues) beside it. Client build only.
 *
 * The worker stores what every page needs before it can show anything: what a first visit has
 * downloaded already (the entry's code and styles, `firstPaintFonts`), with the frame's messages
 * in each language, the offline pages and the icons, some 30 kB more over a phone's network. The
 * Devanagari and latin-ext faces and each page's code are kept as they are first used.
 */
export function serviceWorker({
  source,
  offlineMessages,
  firstPaintFonts,
}: {
  source: string;
  offlineMessages: string;
  firstPaintFonts: string[];
}): Plugin {
  let publicDir = '';
  return {
    name: 'academy:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const shell = entryFiles(bundle);
      const stylesheets = shell.filter((file) => file.endsWith('.css'));
      const fonts = Object.keys(bundle).filter((file) =>
        firstPaintFonts.some((name) => isFontFile(name, file)),
      );
      if (fonts.length !== firstPaintFonts.length) {
        throw new Error(`serviceWorker: the build has ${fonts.join(', ')} for ${firstPaintFonts.join(', ')}`);
      }

      const precache: PrecacheEntry[] = [...shell, ...fonts].map((file) => ({
        url: `/${file}`,
        revision: null,
      }));
      for (const language of LANGUAGES) {
        const messages = JSON.parse(
          readFileSync(path.join(offlineMessages, `${language}.json`), 'utf8'),
        ) as Record<string, string>;
        const html = offlinePage(language, messages, stylesheets);
        const url = OFFLINE_PAGE(language);
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: html });
        precache.push({ url, revision: revisionOf(html) });
      }
      for (const file of PUBLIC_FILES) {
        precache.push({ url: `/${file}`, revision: revisionOf(readFileSync(path.join(publicDir, file))) });
      }

      const worker = await build({
        entryPoints: [source],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        legalComments: 'none',
        define: { PRECACHE_MANIFEST: JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
      });
      const [output] = worker.outputFiles;
      if (!output) throw new Error('serviceWorker: esbuild wrote no worker');
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_URL.slice(1), source: output.contents });
    },
  };
}
