/**
 * The store's three interface languages (issue 29, decision 027). English keeps today's paths;
 * Hindi and Marathi live under /hi/... and /mr/....
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** What each language is called in itself: the language switch names them so. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/** `<html lang>` and the `hreflang` of a page's alternates. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi', mr: 'mr' };
export const HREFLANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/**
 * The locale numbers and dates are written in: each language's words (month names), with Latin
 * digits in all three (decision 027: receipts, invoices and bank statements write them so).
 * ICU's Marathi would otherwise write Devanagari digits.
 */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The cookie that remembers a visitor's choice of language. */
export const LANGUAGE_COOKIE = 'language';

/** A path's language, and the path as the English store has it: '/hi/cart' → hi, '/cart'. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/(hi|mr)(?=\/|$)/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { language: match[1] as Language, path: rest === '' ? '/' : rest };
}

/** The router's basename for a language: '' for English, '/hi' for Hindi. */
export const languageBase = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

/** An English path in a language: ('/cart', 'hi') → '/hi/cart'; ('/', 'mr') → '/mr/'. */
export function pathInLanguage(path: string, language: Language): string {
  return `${languageBase(language)}${path}`;
}
