import { LANGUAGES } from '@academy/shared/languages';
import { MESSAGES } from '@academy/shared/messages';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from './en.json';
import hindi from './hi.json';
import marathi from './mr.json';
import englishOffline from './app/en.json';
import hindiOffline from './app/hi.json';
import marathiOffline from './app/mr.json';
import englishPages from './pages/en.json';
import hindiPages from './pages/hi.json';
import marathiPages from './pages/mr.json';
import englishStudent from './student/en.json';
import hindiStudent from './student/hi.json';
import marathiStudent from './student/mr.json';

/*
 * Issue 29: every key in every language, every message readable, the same placeholders in each.
 * The frame's, the pages' and the student area's catalogues (decisions 027 and 030) are checked
 * as one: a key lives in one of them, never two.
 */

const frame: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  en: english,
  hi: hindi,
  mr: marathi,
};
const pages: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  en: englishPages,
  hi: hindiPages,
  mr: marathiPages,
};
const student: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  en: englishStudent,
  hi: hindiStudent,
  mr: marathiStudent,
};
/** The store as an app's: its offline page (written by apps/web/build/service-worker.ts) and install offer. */
const offline: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  en: englishOffline,
  hi: hindiOffline,
  mr: marathiOffline,
};
const parts = { frame, pages, student, offline };
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { ...frame[language], ...pages[language], ...student[language], ...offline[language] },
  ]),
) as Record<(typeof LANGUAGES)[number], Record<string, string>>;

/**
 * The names of a message's arguments ({count}, {year}), from its compiled form: a list of texts
 * and arguments, an argument being `[name]` or `[name, 'plural', { one: parts, other: parts }]`.
 */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      if (part[0] !== '#') names.add(part[0]);
      const branches: unknown = part[2];
      if (branches && typeof branches === 'object') Object.values(branches).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

describe('the message catalogues', () => {
  it('have one language for each of the store’s, each with every English key and no other', () => {
    expect(Object.keys(frame).sort()).toEqual([...LANGUAGES].sort());
    for (const [part, catalogue] of Object.entries(parts)) {
      const keys = Object.keys(catalogue.en).sort();
      for (const language of LANGUAGES)
        expect(Object.keys(catalogue[language]).sort(), `${part} ${language}`).toEqual(keys);
    }
  });

  it('keep each key in one catalogue, the frame’s, the pages’, the student area’s or the offline page’s', () => {
    const keys = Object.values(parts).flatMap((part) => Object.keys(part.en));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('have no empty message', () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(catalogues[language])) {
        expect(message.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('say every message in ICU that parses, with the English message’s placeholders', () => {
    for (const [key, message] of Object.entries(catalogues.en)) {
      const wanted = argumentsOf(message);
      for (const language of LANGUAGES) {
        expect(argumentsOf(catalogues[language][key] ?? ''), `${language} ${key}`).toEqual(wanted);
      }
    }
  });

  it('write Hindi and Marathi in Devanagari, not by leaving the English in place', () => {
    for (const language of ['hi', 'mr'] as const) {
      for (const [key, message] of Object.entries(catalogues[language])) {
        expect(message, `${language} ${key}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('say SPEC §8’s texts in English word for word, under the same names', () => {
    const spec = Object.entries(catalogues.en).filter(([key]) => key.startsWith('spec.'));
    expect(spec.length).toBeGreaterThan(0);
    for (const [key, message] of spec) {
      expect(message, key).toBe(MESSAGES[key.slice('spec.'.length) as keyof typeof MESSAGES]);
    }
  });
});
