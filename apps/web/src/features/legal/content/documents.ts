import type { Language } from '@academy/shared/languages';
import { useLanguage } from '@/lib/i18n';
import type { LegalDocument } from './types';

export type LegalName = 'privacyPolicy' | 'refundPolicy' | 'termsCondition';

/**
 * Each legal text in each language is a module, so a chunk, of its own: a page downloads its
 * document in its language only (an English page never the Hindi or Marathi text, decision 027).
 * The English modules are the originals; the Hindi and Marathi ones are their translations.
 */
const sources: Record<LegalName, Record<Language, () => Promise<LegalDocument>>> = {
  privacyPolicy: {
    en: () => import('./privacy-policy').then((m) => m.privacyPolicy),
    hi: () => import('./hi/privacy-policy').then((m) => m.privacyPolicy),
    mr: () => import('./mr/privacy-policy').then((m) => m.privacyPolicy),
  },
  refundPolicy: {
    en: () => import('./refund-policy').then((m) => m.refundPolicy),
    hi: () => import('./hi/refund-policy').then((m) => m.refundPolicy),
    mr: () => import('./mr/refund-policy').then((m) => m.refundPolicy),
  },
  termsCondition: {
    en: () => import('./terms-condition').then((m) => m.termsCondition),
    hi: () => import('./hi/terms-condition').then((m) => m.termsCondition),
    mr: () => import('./mr/terms-condition').then((m) => m.termsCondition),
  },
};

/** The documents loaded so far, by language and name: the server's pages in every language share them. */
const loaded = new Map<string, LegalDocument>();
const keyOf = (name: LegalName, language: Language) => `${language}:${name}`;

/**
 * Loads a document in `language`, for its page's chunk to wait on (`lazyRoute`'s preload): the
 * server and the browser both render the page only once it is in, so it renders synchronously.
 */
export async function loadLegalDocument(name: LegalName, language: Language): Promise<void> {
  const key = keyOf(name, language);
  if (!loaded.has(key)) loaded.set(key, await sources[name][language]());
}

/** The document in the page's language, loaded before the page renders. */
export function useLegalDocument(name: LegalName): LegalDocument {
  const language = useLanguage();
  const document = loaded.get(keyOf(name, language));
  if (!document) throw new Error(`The ${language} ${name} was not loaded before its page rendered`);
  return document;
}
