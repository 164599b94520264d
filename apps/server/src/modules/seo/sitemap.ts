/** Storefront pages every visitor may open (SPEC §2), in the order the sitemap lists them. */
export const STATIC_PAGES = [
  '/',
  '/all-courses',
  '/digital-assets',
  '/privacy-policy',
  '/refund-policy',
  '/terms-condition',
  '/student-enquiry',
] as const;

/** Pages no crawler should index: sign-in, the signed-in pages and the admin area. */
export const PRIVATE_PATHS = [
  '/admin',
  '/auth',
  '/my-cart',
  '/my-courses',
  '/course-progress',
  '/certificate',
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

/**
 * A sitemaps.org urlset; `publicUrl` has no trailing slash, every path starts with one. Past
 * SITEMAP_MAX_URLS entries the rest are dropped (a sitemap index would be the next step).
 */
export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod}</url>`;
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
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
