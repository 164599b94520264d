import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from './i18n';
import { metaTags, type PageMeta, resolveMeta, type ResolvedMeta } from './page-meta';
import { PublicUrlContext, ServerRenderContext } from './server-render';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function applyMeta(meta: ResolvedMeta) {
  document.title = meta.documentTitle;
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = meta.canonical;
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  // After the canonical link, in the order the server writes them.
  let previous: Element = canonical;
  for (const { hreflang, href } of meta.noindex ? [] : meta.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    previous.after(link);
    previous = link;
  }
  for (const { attribute, key, content } of metaTags(meta)) setMeta(attribute, key, content);

  document.head.querySelectorAll('script[data-page-meta]').forEach((script) => script.remove());
  for (const item of meta.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset['pageMeta'] = '';
    script.textContent = JSON.stringify(item);
    document.head.append(script);
  }
}

/**
 * The page's title, description, canonical URL, Open Graph and Twitter tags and JSON-LD. On the
 * server they go into the HTML (entry-server.tsx); in the browser they follow client navigations.
 * `null` leaves the head to a child (a detail page that shows 'Page Not Found').
 */
export function useDocumentMeta(meta: PageMeta | null) {
  const publicUrl = useContext(PublicUrlContext);
  const report = useContext(ServerRenderContext);
  const { pathname } = useLocation();
  const language = useLanguage();
  const resolved = meta ? resolveMeta(meta, publicUrl, pathname, language) : null;
  if (report && resolved) report.meta(resolved);

  const serialised = resolved ? JSON.stringify(resolved) : null;
  useEffect(() => {
    if (serialised) applyMeta(JSON.parse(serialised) as ResolvedMeta);
  }, [serialised]);
}
