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
 * message of every catalogue to lingui's own text. What this does not know (another argument
 * type, a count that is not a whole number, an escape sequence) is lingui's.
 */

type Part = string | Argument;
type Argument = [name: string, type?: string, cases?: Record<string, Part[] | string | number>];

/** CLDR's cardinal rules for whole numbers: "one" or "other". */
const IS_ONE: Record<Language, (count: number) => boolean> = {
  en: (count) => count === 1,
  hi: (count) => count === 0 || count === 1,
  mr: (count) => count === 1,
};

/** Lingui's test for `\u0900`-style escapes, which it decodes in a finished text. */
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

/** Stands for "lingui's to write". */
const UNKNOWN = Symbol('lingui');

function write(
  parts: Part[] | string,
  values: Record<string, unknown>,
  language: Language,
  count?: string,
): string | typeof UNKNOWN {
  if (!Array.isArray(parts)) return parts;
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, type, cases = {}] = part;
    const value = values[name];
    let written: string | typeof UNKNOWN;
    if (type === undefined) {
      written = value == null ? '' : String(value);
    } else if (type === 'select') {
      const chosen = cases[String(value)] ?? cases['other'];
      written = chosen === undefined || typeof chosen === 'number' ? '' : write(chosen, values, language);
    } else if (type === 'plural' && typeof value === 'number' && Number.isSafeInteger(value)) {
      const offset = typeof cases['offset'] === 'number' ? cases['offset'] : 0;
      const counted = value - offset;
      const chosen =
        cases[String(value)] ?? cases[IS_ONE[language](counted) ? 'one' : 'other'] ?? cases['other'];
      written =
        chosen === undefined || typeof chosen === 'number'
          ? ''
          : write(chosen, values, language, formatIndianNumber(counted));
    } else {
      return UNKNOWN;
    }
    if (written === UNKNOWN) return UNKNOWN;
    text += written;
  }
  return text;
}

/** `i18n._(id, values)`, written without Intl where the message allows. */
export function messageText(i18n: I18n, id: string, values?: Record<string, string | number>): string {
  const message: unknown = i18n.messages[id];
  const language = i18n.locale;
  if (Array.isArray(message) && isLanguage(language)) {
    const text = write(message as Part[], values ?? {}, language);
    if (text !== UNKNOWN && !ESCAPE_SEQUENCE.test(text)) return text;
  }
  return i18n._(id, values);
}
