/*
 * The languages a lecture's captions can be in (issue 28), apart from captions.ts's schemas: the
 * course page names them, and a module that builds zod schemas would bring zod to its first load.
 */

/** The store's languages, each named in its own script as the player's menu offers it. */
export const CAPTION_LANGUAGES = [
  { code: 'en', name: 'English', label: 'English' },
  { code: 'hi', name: 'Hindi', label: 'हिन्दी' },
  { code: 'mr', name: 'Marathi', label: 'मराठी' },
] as const;

export const CAPTION_LANGUAGE_CODES = ['en', 'hi', 'mr'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGE_CODES)[number];

export const captionLanguageOf = (code: CaptionLanguage) =>
  CAPTION_LANGUAGES.find((language) => language.code === code) ?? CAPTION_LANGUAGES[0];
