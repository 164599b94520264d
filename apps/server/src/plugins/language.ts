import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@academy/shared/languages';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hindi } from '../locales/hi';
import { marathi } from '../locales/mr';
import type { ServerMessageTranslations } from '../locales/types';

type ServerMessageKey = keyof typeof SERVER_MESSAGES;

const TRANSLATIONS: Record<Exclude<Language, 'en'>, ServerMessageTranslations> = {
  hi: hindi,
  mr: marathi,
};

/** The English of each message the server says in another language too, and its name. */
const KEY_OF_MESSAGE = new Map<string, ServerMessageKey>(
  (Object.keys(SERVER_MESSAGES) as ServerMessageKey[])
    .filter((key) => Object.values(TRANSLATIONS).some((translations) => key in translations))
    .map((key) => [SERVER_MESSAGES[key], key]),
);

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

/** `message` in `language`, when the server has it there; as it is otherwise. */
export function inLanguage(message: string, language: Language): string {
  if (language === 'en') return message;
  const key = KEY_OF_MESSAGE.get(message);
  return (key && TRANSLATIONS[language][key]) || message;
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
        !KEY_OF_MESSAGE.has(payload.message)
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
