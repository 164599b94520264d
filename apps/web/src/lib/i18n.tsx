import { DEFAULT_LANGUAGE, type Language } from '@academy/shared/languages';
import { type I18n, i18n as defaultI18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type english from '@/locales/en.json';

/** A message of the store's catalogues (src/locales), named by its key in the English one. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Each language's messages, compiled at build time, as a chunk of their own: a page loads only
 * its language's (issue 29, decision 027).
 */
const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/locales/en.json?lingui'),
  hi: () => import('@/locales/hi.json?lingui'),
  mr: () => import('@/locales/mr.json?lingui'),
};

/** The catalogue modules as the build's manifest names them, for the server's modulepreload. */
export const catalogueSource = (language: Language) => `src/locales/${language}.json?lingui`;

/** An i18n instance speaking `language`, its messages loaded. */
export async function loadLanguage(language: Language): Promise<I18n> {
  const { messages } = await catalogues[language]();
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

type Speaking = { language: Language; i18n: I18n };

/** Without a provider (a component test), the default instance, which the test setup fills. */
const LanguageContext = createContext<Speaking>({ language: DEFAULT_LANGUAGE, i18n: defaultI18n });

export function LanguageProvider({ language, i18n, children }: Speaking & { children: ReactNode }) {
  const speaking = useMemo(() => ({ language, i18n }), [language, i18n]);
  return <LanguageContext value={speaking}>{children}</LanguageContext>;
}

/** The page's language. */
export const useLanguage = (): Language => useContext(LanguageContext).language;

/** The page's messages: `t('nav.courses')`, `t('header.cart', { count })`. */
export function useT(): Translate {
  const { i18n } = useContext(LanguageContext);
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}
