import { ACADEMY } from '@academy/shared/academy';
import { HTML_LANG, type Language, pathInLanguage } from '@academy/shared/languages';

/*
 * The words every email shares (issue 29), one set per language: the layout's own line and
 * footer, the greeting, and the dates. Each module keeps the words of its own emails beside
 * them (auth/email-words.ts, orders/email-words.ts); a language missing one does not compile.
 * The words follow docs/glossary.md. Names, numbers, amounts and brands stay as they are.
 */

export interface LayoutWords {
  /** `<html lang>`. */
  htmlLang: string;
  /** Before the button's link spelled out, for a client that does not show the button. */
  linkFallback: string;
  /** The academy's address in the footer (its name stays in Latin letters, as it is written). */
  address: { line1: string; line2: string };
  /** "Namaste Asha,": the first word of the name, or a greeting without one. */
  greeting: (firstName: string) => string;
  /** An instant as a date and time in Pune, with Latin digits (decision 027). */
  dateTime: (instant: Date) => string;
}

const inPune = { timeZone: ACADEMY.timeZone } as const;

const englishDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  ...inPune,
});

/**
 * "24 नवंबर 2026, 12:06 pm": the month in full (ICU's short Hindi and Marathi months are
 * clipped oddly), then the time, without the words ICU puts between them in a long style.
 */
function devanagariDateTime(locale: string): (instant: Date) => string {
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', ...inPune });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...inPune });
  return (instant) => `${date.format(instant)}, ${time.format(instant)}`;
}

export const LAYOUT_WORDS: Record<Language, LayoutWords> = {
  en: {
    htmlLang: HTML_LANG.en,
    linkFallback: 'If the button does not work, open this link:',
    address: ACADEMY.address,
    greeting: (firstName) => `Namaste ${firstName || 'there'},`,
    dateTime: (instant) => englishDateTime.format(instant),
  },
  hi: {
    htmlLang: HTML_LANG.hi,
    linkFallback: 'अगर बटन काम न करे, तो यह लिंक खोलें:',
    address: {
      line1: 'तीसरी मंज़िल, साई प्रेस्टीज, फ़र्ग्यूसन कॉलेज रोड',
      line2: 'शिवाजीनगर, पुणे, महाराष्ट्र 411004',
    },
    greeting: (firstName) => (firstName ? `नमस्ते ${firstName},` : 'नमस्ते,'),
    dateTime: devanagariDateTime('hi-IN-u-nu-latn'),
  },
  mr: {
    htmlLang: HTML_LANG.mr,
    linkFallback: 'बटण चालत नसेल, तर ही लिंक उघडा:',
    address: {
      line1: 'तिसरा मजला, साई प्रेस्टिज, फर्ग्युसन कॉलेज रोड',
      line2: 'शिवाजीनगर, पुणे, महाराष्ट्र 411004',
    },
    greeting: (firstName) => (firstName ? `नमस्ते ${firstName},` : 'नमस्ते,'),
    dateTime: devanagariDateTime('mr-IN-u-nu-latn'),
  },
};

/** "Namaste Asha," in the recipient's language, from their full name. */
export const greetingIn = (language: Language, name: string): string =>
  LAYOUT_WORDS[language].greeting(name.trim().split(/\s+/)[0] ?? '');

/**
 * The absolute address of a store page in the recipient's language, for a link in an email:
 * ('https://…', '/auth', 'hi') → 'https://…/hi/auth'. English paths stay as they were.
 */
export const pageUrlIn = (publicUrl: string, path: string, language: Language): string =>
  `${publicUrl}${pathInLanguage(path, language)}`;
