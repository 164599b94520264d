import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@academy/shared/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hindi } from '../locales/hi';
import { marathi } from '../locales/mr';
import { COMPOSED_MESSAGES, ENGLISH_MESSAGES, type ServerMessageTranslations } from '../locales/types';

type OtherLanguage = Exclude<Language, 'en'>;

const TRANSLATIONS: Record<OtherLanguage, ServerMessageTranslations> = {
  hi: hindi,
  mr: marathi,
};

type Group = keyof typeof ENGLISH_MESSAGES;
const GROUPS = Object.keys(ENGLISH_MESSAGES) as Group[];

/** Each fixed message the server says in another language too, by its English. */
const FIXED = new Map<string, Partial<Record<OtherLanguage, string>>>();
for (const group of GROUPS) {
  for (const [name, english] of Object.entries(ENGLISH_MESSAGES[group])) {
    if (typeof english !== 'string') continue;
    for (const language of Object.keys(TRANSLATIONS) as OtherLanguage[]) {
      const said = (TRANSLATIONS[language][group] as Record<string, string | undefined>)[name];
      if (said) FIXED.set(english, { ...FIXED.get(english), [language]: said });
    }
  }
}

const COMPOSED = Object.entries(COMPOSED_MESSAGES) as [keyof typeof COMPOSED_MESSAGES, RegExp][];

/** `message` in `language`: a fixed one by its English, a composed one by its pattern. */
function translated(message: string, language: OtherLanguage): string | undefined {
  const fixed = FIXED.get(message);
  if (fixed) return fixed[language];
  for (const [name, pattern] of COMPOSED) {
    if (pattern.test(message)) return message.replace(pattern, TRANSLATIONS[language].composed[name]);
  }
  return undefined;
}

/**
 * The first language of an Accept-Language header that the store speaks, by preference
 * (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi); English for none, an empty header or a malformed one.
 */
export function languageOf(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
      // A weight that is not a number (q=abc) makes the entry malformed, and it is ignored.
      const quality = weight === undefined ? 1 : /^[0-9.]+$/.test(weight) ? Number(weight) : Number.NaN;
      return { primary: tag.toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter(({ quality }) => Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** Whether the server says `message` in another language too. */
const saidOtherwise = (message: string) =>
  FIXED.has(message) || COMPOSED.some(([, pattern]) => pattern.test(message));

/** `message` in `language`, when the server has it there; as it is otherwise. */
export function inLanguage(message: string, language: Language): string {
  if (language === 'en') return message;
  return translated(message, language) ?? message;
}

/**
 * Issue 29: the API answers in the caller's language. The web app sends the page's language as
 * Accept-Language; the `message` of a JSON answer (an error's or a confirmation's) is said in it
 * when the server has that message in it, and `field` and the status stay as they are. Such an
 * answer varies by the header whatever the caller reads, so caches keep one per language. The
 * header is read only for those answers, not on every request.
 */
export const languagePlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('preSerialization', (request: FastifyRequest, reply, payload: unknown, done) => {
      if (
        payload === null ||
        typeof payload !== 'object' ||
        !('message' in payload) ||
        typeof payload.message !== 'string' ||
        !saidOtherwise(payload.message)
      ) {
        return done(null, payload);
      }
      void reply.header('vary', 'accept-language');
      const message = inLanguage(payload.message, languageOf(request.headers['accept-language']));
      done(null, message === payload.message ? payload : { ...payload, message });
    });
  },
  { name: 'language' },
);
