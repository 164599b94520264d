import { ACADEMY } from '@academy/shared/academy';
import { useEffect } from 'react';

type DocumentMeta = {
  title: string;
  description: string;
  /** Open Graph image, absolute or site-relative. */
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
  /** Structured data (schema.org) for this page, written as JSON-LD. */
  jsonLd?: Record<string, unknown> | undefined;
};

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the page's title, description, Open Graph tags and JSON-LD while the page is shown. */
export function useDocumentMeta({ title, description, image, type = 'website', jsonLd }: DocumentMeta) {
  const jsonLdText = jsonLd ? JSON.stringify(jsonLd) : undefined;
  useEffect(() => {
    document.title = title === ACADEMY.name ? title : `${title} · ${ACADEMY.name}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', ACADEMY.name);
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).toString() : undefined);

    const scriptId = 'page-json-ld';
    document.getElementById(scriptId)?.remove();
    if (jsonLdText) {
      const script = document.createElement('script');
      script.id = scriptId;
      script.type = 'application/ld+json';
      script.textContent = jsonLdText;
      document.head.append(script);
    }
  }, [title, description, image, type, jsonLdText]);
}
