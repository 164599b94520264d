import { formatIndianNumber } from '@academy/shared/indian-numbers';
import { isLanguage, type Language } from '@academy/shared/languages';
import type { I18n } from '@lingui/core';

/**
 * A message of the store's compiled catalogues in the words lingui's `i18n._` gives, without
 * Intl (decision 043). Lingui picks a plural's form with Intl.PluralRules and writes its # with
 * Intl.NumberFormat, and a page's first Intl object loads ICU's locale data: 40-70 ms of one
 * core, inside one step of the hydration that nothing can split, on every storefront page (a
 * card's "12 lectures"). The store speaks three languages whose plural rules are one line each,
 * and writes numbers in Latin digits with Indian grouping in all three; the tests hold every
 * message of every catalogue to lingui's own text. What this does not know (a select or any
 * other argument type, a plural's offset, a count that is not a whole number, an escape sequence)
 * is lingui's.
 */

type Part = string | Argument;
type Argument = [name: string, type?: string, cases?: Record<string, Part[] | number>];

/** CLDR's cardinal rules for whole numbers: whether a count takes the form "one". */
const IS_ONE: Record<Language, (count: number) => boolean> = {
  en: (count) => count === 1,
  hi: (count) => count === 0 || count === 1,
  mr: (count) => count === 1,
};

/** Lingui's test for `\u0900`-style escapes, which it decodes in a finished text. */
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

/** The message's text, or undefined where lingui must write it (a select, an offset, a count not whole). */
function write(
  parts: Part[],
  values: Record<string, unknown>,
  language: Language,
  count?: string,
): string | undefined {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, type, cases = {}] = part;
    const value = values[name];
    if (type === undefined) {
      text += value ?? '';
      continue;
    }
    if (type !== 'plural' || 'offset' in cases || typeof value !== 'number' || !Number.isSafeInteger(value)) {
      return undefined;
    }
    const chosen = cases[value] ?? cases[IS_ONE[language](value) ? 'one' : 'other'] ?? cases['other'];
    const written = Array.isArray(chosen) ? write(chosen, values, language, formatIndianNumber(value)) : '';
    if (written === undefined) return undefined;
    text += written;
  }
  return text;
}

/** `i18n._(id, values)`, written without Intl where the message allows. */
export function messageText(i18n: I18n, id: string, values?: Record<string, string | number>): string {
  const message: unknown = i18n.messages[id];
  const language = i18n.locale;
  const text =
    Array.isArray(message) && isLanguage(language)
      ? write(message as Part[], values ?? {}, language)
      : undefined;
  return text === undefined || ESCAPE_SEQUENCE.test(text) ? i18n._(id, values) : text;
}
