import type { Language } from '@academy/shared/languages';
import type { RouteModule } from './route-modules';
import devanagariFont from '@/assets/fonts/noto-sans-devanagari-wght-400-700.woff2?url';
import { catalogueSource, pageCatalogueSource } from '@/lib/i18n';

/*
 * What a page the server sends asks for in its head besides its own HTML (entry-server.tsx): its
 * language's messages and face, its page's chunks, and the picture React found it paints first.
 */

/** Vite's build manifest (`build.manifest`): source module → its chunk, imports and CSS. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

/**
 * What a page in `language` needs before anything else: its messages, and a Hindi or Marathi
 * page its Devanagari face (English pages never download it).
 */
function languageLinks(language: Language, manifest: ViteManifest | undefined): string[] {
  const font =
    language === 'en'
      ? []
      : [`<link rel="preload" href="${devanagariFont}" as="font" type="font/woff2" crossorigin />`];
  return [...font, ...chunkLinks(manifest, catalogueSource(language))];
}

/** A page's chunk and what it imports, with the pages' messages and its content in its language. */
const pageLinks = (manifest: ViteManifest | undefined, module: RouteModule | null, language: Language) =>
  module
    ? [
        ...chunkLinks(manifest, module.source),
        ...chunkLinks(manifest, pageCatalogueSource(language)),
        ...module.contentSources(language).flatMap((source) => chunkLinks(manifest, source)),
      ]
    : [];

/** modulepreload (and stylesheet) links for a page's chunk and the chunks it imports. */
function chunkLinks(manifest: ViteManifest | undefined, source: string): string[] {
  const chunk = manifest?.[source];
  if (!manifest || !chunk) return [];
  const entry = Object.values(manifest).find((candidate) => candidate.isEntry);
  // The entry and its imports are in index.html already.
  const known = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const files: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    const item = manifest[key];
    if (!item || known.has(item.file)) return;
    known.add(item.file);
    files.push(item.file);
    item.css?.forEach((file) => css.add(file));
    item.imports?.forEach(visit);
  };
  visit(source);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
}

/**
 * The links for the end of the head: stylesheets and fonts as they are, and the page's chunks
 * inert in a `<template data-app-code>`, asked for with the app's entry once the page has painted
 * (apps/web/inline/load-app-code.js).
 */
function preloadsHtml(links: string[]): string | null {
  const isCode = (link: string) => link.includes('rel="modulepreload"');
  const code = links.filter(isCode);
  const rest = links.filter((link) => !isCode(link));
  const all = [...rest, ...(code.length > 0 ? [`<template data-app-code>${code.join('')}</template>`] : [])];
  return all.join('\n    ') || null;
}

/**
 * The links for a page in `language` showing `module`: its language's messages and face first,
 * then its page's chunk and what that imports, with the pages' messages and its content.
 */
export const pagePreloads = (
  language: Language,
  manifest: ViteManifest | undefined,
  module: RouteModule | null,
): string | null =>
  preloadsHtml([...languageLinks(language, manifest), ...pageLinks(manifest, module, language)]);

/** React's resource hints (the preload of a high-priority picture) that open its output. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

/**
 * React writes the preloads of a page rendered into a <div> at the top of that <div>. Lifted
 * into the head, above the app's scripts, the page's main picture is the first thing the browser
 * asks for after the HTML: a phone's few connections fetch it before the code.
 */
export function liftResourceHints(html: string): { hints: string[]; html: string } {
  const leading = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { hints: leading.match(/<link [^>]*\/>/g) ?? [], html: html.slice(leading.length) };
}
