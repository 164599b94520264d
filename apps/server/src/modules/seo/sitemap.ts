import { LANGUAGES, pathInLanguage } from '@academy/shared/languages';

/** Storefront pages every visitor may open (SPEC §2), in the order the sitemap lists them. */
export const STATIC_PAGES = [
  '/',
  '/all-courses',
  '/digital-assets',
  '/bundles',
  '/privacy-policy',
  '/refund-policy',
  '/terms-condition',
  '/student-enquiry',
] as const;

/** Pages no crawler should index: sign-in, the signed-in pages, a gift's claim link and the admin area. */
export const PRIVATE_PATHS = [
  '/admin',
  '/auth',
  '/my-cart',
  '/wishlist',
  '/my-courses',
  '/course-progress',
  '/certificate',
  '/gift',
] as const;

/** sitemaps.org's limit for one file; entries past it are left out. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: Date | undefined };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

/** How many pages one sitemap holds: each is listed once in each of the store's languages. */
export const SITEMAP_MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);

/**
 * A sitemaps.org urlset; `publicUrl` has no trailing slash, every path starts with one. Each page
 * is listed in English, Hindi and Marathi (`/course/details/…`, `/hi/course/details/…`, …; each
 * page's head links the three with hreflang). Past SITEMAP_MAX_PAGES pages the rest are dropped
 * (a sitemap index would be the next step).
 */
export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_PAGES).flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return LANGUAGES.map(
      (language) =>
        `  <url><loc>${escapeXml(publicUrl + pathInLanguage(path, language))}</loc>${lastmod}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...LANGUAGES.flatMap((language) =>
      PRIVATE_PATHS.map((path) => `Disallow: ${pathInLanguage(path, language)}`),
    ),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
