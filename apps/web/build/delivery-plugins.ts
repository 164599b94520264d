import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/*
 * Build steps for how the app goes over the wire (README, "Compression and caching").
 * The server (apps/server/src/plugins/web.ts) relies on what these write.
 */

/** Text formats worth compressing; fonts, pictures and videos are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml)$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible
 * file of the build, once, so the server sends them without compressing anything per request.
 * index.html is left out (the server sends it, or a page rendered from it, compressing on the
 * fly), and so is Vite's `.vite/` folder, which is never served. A copy that would not be
 * smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          const relative = path.relative(outDir, file);
          if (!COMPRESSIBLE.test(file) || relative === 'index.html' || relative.startsWith('.vite')) continue;
          const bytes = readFileSync(file);
          const brotli = brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          const gzip = gzipSync(bytes, { level: 9 });
          if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}

/**
 * With `build.sourcemap: 'hidden'` the maps are written without a `sourceMappingURL`; this moves
 * them out of the served folder into `mapsDir`, for error reports and bundle analysis only.
 */
export function sourcemapsOutOfDist(mapsDir: string): Plugin {
  let outDir = '';
  return {
    name: 'academy:sourcemaps-out-of-dist',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue;
        const target = path.join(mapsDir, fileName);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(outDir, fileName), target);
      }
    },
  };
}

/** Whether a built file is the face `name` (fontsource's file name, then the build's hash). */
export const isFontFile = (name: string, file: string) =>
  new RegExp(`(?:^|/)${name}-[\\w-]+\\.woff2$`).test(file);

/**
 * Preloads the font files the first paint uses (text in Inter, headings in Bricolage Grotesque,
 * latin letters), so they are fetched with the HTML instead of after the CSS. Matched by their
 * hashed names in the bundle; the build fails if one is missing, so a font change cannot
 * silently drop the preload.
 */
export function fontPreload(fontNames: string[]): Plugin {
  return {
    name: 'academy:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return fontNames.map((name): HtmlTagDescriptor => {
          const fileName = files.find((file) => isFontFile(name, file));
          if (!fileName) throw new Error(`fontPreload: no ${name}-*.woff2 in the build`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * Writes a classic script into the top of the page's head, as the first thing the browser runs.
 * Comment lines and indentation are dropped. The server allows it by its hash in the
 * Content-Security-Policy (apps/server/src/plugins/web.ts, inlineScriptHashes), so any change
 * here is allowed with the next build, and no other inline script is.
 */
export function inlineScript(file: string): Plugin {
  return {
    name: 'academy:inline-script',
    transformIndexHtml: {
      order: 'pre',
      handler(): HtmlTagDescriptor[] {
        const code = readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '' && !line.startsWith('//'))
          .join('\n');
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** The entry script and the module preloads Vite writes into the head. */
const APP_CODE_TAG =
  /<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * Puts the app's code in the head inert, in a `<template data-app-code>` where the entry script
 * was, for the inline loader (inline/load-app-code.js) to ask for once the page has painted. The
 * build fails if there is no entry script to defer, so a change to how Vite writes it cannot
 * quietly leave the page without code.
 */
export function deferAppCode(): Plugin {
  return {
    name: 'academy:defer-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = html.match(APP_CODE_TAG) ?? [];
        if (!tags.some((tag) => tag.startsWith('<script'))) {
          throw new Error('deferAppCode: no module script in index.html');
        }
        let placed = false;
        return html.replace(APP_CODE_TAG, () => {
          if (placed) return '';
          placed = true;
          return `<template data-app-code>${tags.join('')}</template>`;
        });
      },
    },
  };
}
