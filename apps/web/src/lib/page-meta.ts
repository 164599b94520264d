import { ACADEMY } from '@academy/shared/academy';
import {
  DEFAULT_LANGUAGE,
  HREFLANG,
  type Language,
  LANGUAGES,
  pathInLanguage,
} from '@academy/shared/languages';

/** A schema.org object; `absolute` turns a site path into a full URL under PUBLIC_URL. */
export type JsonLd = Record<string, unknown>;

/** What a page says about itself: in its HTML (server) and on client navigations (useDocumentMeta). */
export type PageMeta = {
  /** The page's own title; the document title adds the academy's name. */
  title: string;
  description: string;
  /** The canonical path with its query, when it is not the current pathname (search). */
  path?: string | undefined;
  /**
   * The Open Graph picture, site-relative or absolute; the academy's default otherwise. Unless
   * `imageType` and `imageSize` say otherwise, it is 1200 × 630 (SHARE_IMAGE_SIZE), a PNG if its
   * name ends in .png and a JPEG if not: what the default and the share cards are.
   */
  image?: string | undefined;
  /** The picture's MIME type, for one that is neither JPEG nor PNG (a student project's WebP). */
  imageType?: string | undefined;
  /** The picture's own size in pixels, for one that is not a share card. */
  imageSize?: { width: number; height: number } | undefined;
  /** What the picture shows, for people who cannot see it; the page's title otherwise. */
  imageAlt?: string | undefined;
  type?: 'website' | 'product' | 'article';
  /** Structured data, built with absolute URLs. */
  jsonLd?: ((absolute: (path: string) => string) => JsonLd[]) | undefined;
  /** Pages that must not appear in search results (404). */
  noindex?: boolean;
};

/** Every value of a page's head, absolute and ready to write. */
export type ResolvedMeta = {
  documentTitle: string;
  title: string;
  description: string;
  canonical: string;
  /** The same page in each language, and x-default (the English one), for `hreflang` links. */
  alternates: { hreflang: string; href: string }[];
  /** Open Graph's locale: en_IN, hi_IN or mr_IN. */
  locale: string;
  image: string;
  imageType: string;
  imageSize: { width: number; height: number };
  imageAlt: string;
  type: string;
  noindex: boolean;
  jsonLd: JsonLd[];
};

/** The Open Graph picture of pages that have none of their own. */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/** The size of the default share picture and the server's share cards. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A share picture's MIME type, from its extension (crawlers take what they are told). */
const shareImageType = (url: string) => (/\.png(?:$|\?)/i.test(url) ? 'image/png' : 'image/jpeg');

/** A site path under PUBLIC_URL (which may have a path of its own, like the sitemap's URLs). */
export const absoluteUrl = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The one function both the server and the browser use, so they never disagree. `pathname` is
 * the page's path in the English store (the router's, under its language's basename).
 */
export function resolveMeta(
  meta: PageMeta,
  publicUrl: string,
  pathname: string,
  language: Language = DEFAULT_LANGUAGE,
): ResolvedMeta {
  const absolute = (path: string) => absoluteUrl(publicUrl, path);
  const path = meta.path ?? pathname;
  const inLanguage = (other: Language) => absolute(pathInLanguage(path, other));
  // A type or size a page gives is its own picture's: without that picture, the default's hold.
  const image = meta.image
    ? { url: meta.image, type: meta.imageType, size: meta.imageSize }
    : { url: DEFAULT_SHARE_IMAGE };
  return {
    documentTitle: meta.title === ACADEMY.name ? meta.title : `${meta.title} · ${ACADEMY.name}`,
    title: meta.title,
    description: meta.description,
    canonical: inLanguage(language),
    alternates: [
      ...LANGUAGES.map((other) => ({ hreflang: HREFLANG[other], href: inLanguage(other) })),
      { hreflang: 'x-default', href: inLanguage(DEFAULT_LANGUAGE) },
    ],
    locale: HREFLANG[language].replace('-', '_'),
    image: absolute(image.url),
    imageType: image.type ?? shareImageType(image.url),
    imageSize: image.size ?? SHARE_IMAGE_SIZE,
    imageAlt: meta.imageAlt ?? meta.title,
    type: meta.type ?? 'website',
    noindex: meta.noindex ?? false,
    jsonLd: meta.jsonLd?.(absolute) ?? [],
  };
}

/** Name/property and content of each meta tag, in the order they are written. */
export function metaTags(
  meta: ResolvedMeta,
): { attribute: 'name' | 'property'; key: string; content: string }[] {
  return [
    { attribute: 'name', key: 'description', content: meta.description },
    { attribute: 'name', key: 'robots', content: meta.noindex ? 'noindex' : 'index, follow' },
    { attribute: 'property', key: 'og:title', content: meta.title },
    { attribute: 'property', key: 'og:description', content: meta.description },
    { attribute: 'property', key: 'og:type', content: meta.type },
    { attribute: 'property', key: 'og:url', content: meta.canonical },
    { attribute: 'property', key: 'og:image', content: meta.image },
    { attribute: 'property', key: 'og:image:type', content: meta.imageType },
    { attribute: 'property', key: 'og:image:width', content: String(meta.imageSize.width) },
    { attribute: 'property', key: 'og:image:height', content: String(meta.imageSize.height) },
    { attribute: 'property', key: 'og:image:alt', content: meta.imageAlt },
    { attribute: 'property', key: 'og:site_name', content: ACADEMY.name },
    { attribute: 'property', key: 'og:locale', content: meta.locale },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: meta.title },
    { attribute: 'name', key: 'twitter:description', content: meta.description },
    { attribute: 'name', key: 'twitter:image', content: meta.image },
    { attribute: 'name', key: 'twitter:image:alt', content: meta.imageAlt },
  ];
}

/** JSON for a <script> element: `</script` and `<!--` cannot occur in it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The page's head as HTML, for the server's answer. */
export function headHtml(meta: ResolvedMeta): string {
  return [
    `<title>${escapeHtml(meta.documentTitle)}</title>`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...(meta.noindex ? [] : meta.alternates).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    ...metaTags(meta).map(
      ({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
    ...meta.jsonLd.map(
      (item) => `<script type="application/ld+json" data-page-meta>${scriptJson(item)}</script>`,
    ),
  ].join('\n    ');
}

/** Short text for a description: whole words, at most `max` characters. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** schema.org BreadcrumbList from home down to this page. */
export function breadcrumbs(
  absolute: (path: string) => string,
  trail: { name: string; path: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/**
 * A product page's head (a course's, an asset's, a bundle's): its share card, which the server's
 * `/api/share/…` routes draw; its schema.org object, given the page's absolute URL; and the
 * breadcrumbs from the list it is found in down to it.
 */
export function productPageMeta({
  kind,
  id,
  title,
  description,
  imageAlt,
  path,
  list,
  schema,
}: {
  kind: 'course' | 'asset' | 'bundle';
  id: string;
  title: string;
  description: string;
  imageAlt: string;
  path: string;
  list: { name: string; path: string };
  schema: (absolute: (path: string) => string, url: string) => JsonLd;
}): PageMeta {
  return {
    title,
    description,
    image: `/api/share/${kind}/${id}.jpg`,
    imageAlt,
    type: 'product',
    jsonLd: (absolute) => [
      { '@context': 'https://schema.org', ...schema(absolute, absolute(path)) },
      breadcrumbs(absolute, [list, { name: title, path }]),
    ],
  };
}

/**
 * A product's schema.org Offer: its price in rupees, in stock at `url`. A course's Free or Paid
 * stands before its availability, where its JSON has always had it.
 */
export const inrOffer = (price: number, url: string, category?: 'Free' | 'Paid'): JsonLd => ({
  '@type': 'Offer',
  price,
  priceCurrency: 'INR',
  ...(category && { category }),
  availability: 'https://schema.org/InStock',
  url,
});
