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
 * The locale for dates and words in `Intl` (month names, lists, plural rules). Latin digits in all
 * three: prices, order numbers and dates on the store match the receipts, invoices and UPI apps,
 * which write them in Latin digits, and every student reads them the same (decision 027). Amounts
 * of money keep en-IN's format in every language (₹12,34,567): ICU's Marathi groups a lakh as
 * 1,234,567, which no one in Pune writes.
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

/**
 * The language an `Accept-Language` header prefers among the store's, by its q-values; English
 * when it names none of them (or nothing can be read from it).
 */
export function preferredLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
