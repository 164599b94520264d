import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import {
  deferAppCode,
  fontPreload,
  inlineScript,
  precompress,
  sourcemapsOutOfDist,
} from './build/delivery-plugins';
import { serviceWorker } from './build/service-worker';

const apiPort = process.env['PORT'] ?? '3000';

/** React Router's production build, which its package does not export (resolve.alias). */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The faces the first paint uses: the rupee's too, as every page shows a price, and each is 2 KB. */
const FIRST_PAINT_FONTS = [
  'inter-latin-wght-400-700',
  'bricolage-grotesque-latin-wght-500-700',
  'inter-rupee-wght-normal',
  'bricolage-grotesque-rupee-wght-normal',
];

/** Modules the storefront's pages share, bundled together (build.rolldownOptions). */
const STOREFRONT_SHARED = [
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
  /[\\/]src[\\/]components[\\/](?:ui|catalogue|form)[\\/]/,
  /[\\/]src[\\/]features[\\/](?:cart|coupons|checkout|purchases)[\\/]/,
  // A course's query, shared by the course page and a student's project page: a chunk of its
  // own would be one more request in the course page's first load.
  /[\\/]src[\\/]features[\\/]courses[\\/]api[\\/]get-course\.ts$/,
  /[\\/]src[\\/]lib[\\/]/,
  /[\\/]packages[\\/]shared[\\/]src[\\/]/,
];
/**
 * Kept apart, loaded only where they are used: a new password's rules and the common-passwords
 * list where a password is set (Sign Up, a gift's claim page), the upload with progress where
 * something is uploaded (the admin area, a student's project), the arithmetic of played ranges
 * where a lecture is watched or its offline watching is sent (the player, the start of a student's
 * visit with lectures saved for offline).
 */
const LOADED_WHERE_USED = [
  'common-passwords',
  'use-password-rules',
  'api-upload',
  'shared/src/played-ranges',
];
/**
 * A shared module that builds zod schemas: the admin area's forms and the account page use them,
 * and in the storefront's chunk they brought zod (87 KB) and the building of every schema to each
 * page's first load, a quarter of its code's start-up on a slow phone (issue 32). What the
 * storefront's pages and the player read of them lives in modules without schemas
 * (caption-languages, search-rules, played-ranges).
 */
const schemaModules = new Map<string, boolean>();
const buildsSchemas = (id: string) => {
  if (!/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return false;
  let builds = schemaModules.get(id);
  if (builds === undefined) {
    builds = /from '(?:zod|\.\/zod)'/.test(readFileSync(id, 'utf8'));
    schemaModules.set(id, builds);
  }
  return builds;
};
const isStorefrontShared = (id: string) =>
  !LOADED_WHERE_USED.some((name) => id.includes(name)) &&
  !buildsSchemas(id) &&
  STOREFRONT_SHARED.some((pattern) => pattern.test(id));

export default defineConfig(({ isSsrBuild, command, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // src/locales/<language>.json?lingui: each language's messages compiled into a chunk; a key
    // missing from a language, or a message that does not parse, fails the build (issue 29).
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // What the visitor does before the page hydrates is kept for the app (src/lib/early-input.ts).
    inlineScript(fileURLToPath(new URL('./inline/early-input.js', import.meta.url))),
    // Chromium's offer to install the store, kept for the store to make later (issue 32).
    inlineScript(fileURLToPath(new URL('./inline/install-prompt.js', import.meta.url))),
    // The app's code asked for once the server's page has painted (issue 32, part 3).
    inlineScript(fileURLToPath(new URL('./inline/load-app-code.js', import.meta.url))),
    // What the browser downloads: fonts to preload, maps out of reach, copies precompressed.
    ...(isSsrBuild
      ? []
      : [
          fontPreload(FIRST_PAINT_FONTS),
          deferAppCode(),
          sourcemapsOutOfDist(fileURLToPath(new URL('./sourcemaps', import.meta.url))),
          // /sw.js and the offline pages: an installable store that opens offline (issue 32).
          serviceWorker({
            source: fileURLToPath(new URL('./src/service-worker/service-worker.ts', import.meta.url)),
            offlineMessages: fileURLToPath(new URL('./src/locales/app', import.meta.url)),
            firstPaintFonts: FIRST_PAINT_FONTS,
          }),
          precompress(),
        ]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router 7's package exports its development build under every condition; a
      // production build takes its production one, which differs only in leaving out the
      // warnings for developers (their checks on every render of <Routes>, and their text: a
      // storefront page's first load is 0.5 KB smaller).
      ...(command === 'build' && mode === 'production'
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : []),
    ],
  },
  // The server renderer carries its own React (and every other package), built like the client's
  // (production unless the build itself runs under another NODE_ENV), whatever NODE_ENV the
  // server later runs under.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify(process.env['NODE_ENV'] ?? 'production') },
      }
    : {}),
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    // Maps for us, not for the public: written without a reference and moved out of dist.
    sourcemap: isSsrBuild ? false : 'hidden',
    // dist/.vite/manifest.json: each entry's chunks and static imports. The server links a
    // server-rendered page's chunks (modulepreload) from it; the first-load budget test reads it.
    manifest: !isSsrBuild,
    // The server renderer (dist-ssr) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // Every browser the target allows preloads modules itself.
    modulePreload: { polyfill: false },
    // Few chunks, because a phone on slow 4G pays a round trip for each: the code every page
    // needs is one chunk with the entry, and the small pieces the storefront's pages share
    // (icons, list and detail components, form hooks, cart, coupons, checkout) are one more, so a page
    // adds its own chunk and that one. The admin area, the player and the certificate stay apart.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                { name: 'storefront', test: isStorefrontShared, minShareCount: 2, priority: 1 },
                // One chunk, not one per module: the entry lists every chunk by name for its
                // preloads, and the home page's first load has no bytes to spare.
                {
                  name: 'schemas',
                  test: (id) => buildsSchemas(id) || /[\\/]node_modules[\\/]zod[\\/]/.test(id),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
    // A font inlined as base64 would weigh on the render-blocking CSS; as a file it is fetched only when used.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
}));
