import { LANGUAGES, type Language } from '@academy/shared/languages';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from '@/locales/en.json';
import hindi from '@/locales/hi.json';
import marathi from '@/locales/mr.json';
import englishPages from '@/locales/pages/en.json';
import hindiPages from '@/locales/pages/hi.json';
import marathiPages from '@/locales/pages/mr.json';
import englishStudent from '@/locales/student/en.json';
import hindiStudent from '@/locales/student/hi.json';
import marathiStudent from '@/locales/student/mr.json';
import { speaking } from './i18n';
import { messageText } from './message-text';

const sources: Record<Language, Record<string, string>> = {
  en: { ...english, ...englishPages, ...englishStudent },
  hi: { ...hindi, ...hindiPages, ...hindiStudent },
  mr: { ...marathi, ...marathiPages, ...marathiStudent },
};

/** Each language's messages compiled as the build compiles them, in the instance the store makes. */
const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const compiled: Messages = Object.fromEntries(
      Object.entries(sources[language]).map(([id, message]) => [id, compileMessage(message)]),
    );
    return [language, speaking(language, compiled)];
  }),
) as Record<Language, ReturnType<typeof speaking>>;

/** Every argument of a compiled message, and whether some form of it counts (plural). */
function argumentsOf(parts: unknown, found = new Map<string, boolean>()): Map<string, boolean> {
  if (!Array.isArray(parts)) return found;
  for (const part of parts) {
    if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
    const [name, type, cases] = part as [string, string?, Record<string, unknown>?];
    found.set(name, found.get(name) === true || type === 'plural');
    if (cases) Object.values(cases).forEach((branch) => argumentsOf(branch, found));
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1000, 12_345, 1_23_456];

describe('messageText', () => {
  it('writes every message of every catalogue as lingui does, for every count', () => {
    let compared = 0;
    for (const language of LANGUAGES) {
      const i18n = instances[language];
      for (const id of Object.keys(sources[language])) {
        const names = argumentsOf(i18n.messages[id]);
        for (const count of COUNTS) {
          const values = Object.fromEntries(
            [...names].map(([name, counts]) => [name, counts ? count : `‹${name} ${count}›`]),
          );
          expect(messageText(i18n, id, values), `${language} ${id} ${count}`).toBe(i18n._(id, values));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(3 * 1000);
  });

  it('picks each language’s plural form and writes its count with Indian grouping', () => {
    expect(messageText(instances.en, 'card.lectures', { count: 1 })).toBe('1 lecture');
    expect(messageText(instances.en, 'card.lectures', { count: 0 })).toBe('0 lectures');
    expect(messageText(instances.en, 'card.lectures', { count: 1_23_456 })).toBe('1,23,456 lectures');
    // Hindi's "one" is 0 and 1; Marathi's is 1 alone.
    expect(messageText(instances.hi, 'card.lectures', { count: 0 })).toBe(
      instances.hi._('card.lectures', { count: 0 }),
    );
    expect(messageText(instances.mr, 'card.lectures', { count: 12_345 })).toContain('12,345');
  });

  it('leaves to lingui what it does not write: a count that is not whole, a message it does not have', () => {
    expect(messageText(instances.en, 'card.lectures', { count: 1.5 })).toBe(
      instances.en._('card.lectures', { count: 1.5 }),
    );
    expect(messageText(instances.en, 'no.such.message')).toBe('no.such.message');
  });
});
