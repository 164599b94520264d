import { LANGUAGES } from '@academy/shared/languages';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from './en.json';
import hindi from './hi.json';
import marathi from './mr.json';

/* Issue 29: every key in every language, every message readable, the same placeholders in each. */

const catalogues: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  en: english,
  hi: hindi,
  mr: marathi,
};

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
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
    const keys = Object.keys(english).sort();
    for (const language of LANGUAGES)
      expect(Object.keys(catalogues[language]).sort(), language).toEqual(keys);
  });

  it('have no empty message', () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(catalogues[language])) {
        expect(message.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('say every message in ICU that parses, with the English message’s placeholders', () => {
    for (const [key, message] of Object.entries(english)) {
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
});
