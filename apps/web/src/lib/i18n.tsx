import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from '@academy/shared/languages';
import { type I18n, i18n as defaultI18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, Fragment, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type frame from '@/locales/en.json';
import type pages from '@/locales/pages/en.json';
import type student from '@/locales/student/en.json';
import { messageText } from './message-text';

/** A message of the store's catalogues (src/locales), named by its key in the English one. */
export type MessageId = keyof typeof frame | keyof typeof pages | keyof typeof student;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

type Catalogue = Record<Language, () => Promise<{ messages: Messages }>>;

/**
 * Each language's messages, compiled at build time, in chunks of their own (issue 29, decision
 * 027): the frame's (header, menus, footer, home, the cards) with the first load, the other
 * pages' with the first of them a visitor opens, as their code comes, and the student area's (an
 * account, the player, certificates, projects: decision 030) only with a page of it. A page loads
 * only its language's.
 */
const frameCatalogues: Catalogue = {
  en: () => import('@/locales/en.json?lingui'),
  hi: () => import('@/locales/hi.json?lingui'),
  mr: () => import('@/locales/mr.json?lingui'),
};
const pageCatalogues: Catalogue = {
  en: () => import('@/locales/pages/en.json?lingui'),
  hi: () => import('@/locales/pages/hi.json?lingui'),
  mr: () => import('@/locales/pages/mr.json?lingui'),
};
const studentCatalogues: Catalogue = {
  en: () => import('@/locales/student/en.json?lingui'),
  hi: () => import('@/locales/student/hi.json?lingui'),
  mr: () => import('@/locales/student/mr.json?lingui'),
};

/** The catalogue modules as the build's manifest names them, for the server's modulepreload. */
export const catalogueSource = (language: Language) => `src/locales/${language}.json?lingui`;
export const pageCatalogueSource = (language: Language) => `src/locales/pages/${language}.json?lingui`;
export const studentCatalogueSource = (language: Language) => `src/locales/student/${language}.json?lingui`;

/** `load` once per language; a failed fetch (offline, a new release) is tried again by the next caller. */
function oncePerLanguage<T>(load: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const started = new Map<Language, Promise<T>>();
  return (language) => {
    let loading = started.get(language);
    if (!loading) {
      loading = load(language);
      loading.catch(() => started.delete(language));
      started.set(language, loading);
    }
    return loading;
  };
}

/**
 * The instance speaking `language`, the frame's messages loaded. One per language, shared by
 * every page the server renders in it and by the browser's page: its messages only grow (the
 * pages' join the frame's), and its locale never changes.
 */
export const loadLanguage = oncePerLanguage((language) =>
  frameCatalogues[language]().then(({ messages }) => speaking(language, messages)),
);

/**
 * An instance speaking `language`: a plural's # is a number in INTL_LOCALE, Latin in Marathi too
 * (where lingui writes it: messageText writes the store's messages as it would, without Intl).
 */
export const speaking = (language: Language, messages: Messages): I18n =>
  setupI18n({
    locale: language,
    locales: [INTL_LOCALE[language]],
    messages: { [language]: { ...messages } },
  });

/** The other pages' messages of `language`, added to its instance: a page's chunk waits for them. */
export const loadPageMessages = oncePerLanguage((language) =>
  Promise.all([loadLanguage(language), pageCatalogues[language]()]).then(([i18n, { messages }]) =>
    i18n.load(language, messages),
  ),
);

/** The student area's messages of `language` (with the pages'), added to its instance. */
export const loadStudentMessages = oncePerLanguage((language) =>
  Promise.all([loadPageMessages(language), studentCatalogues[language]()]).then(([, { messages }]) =>
    loadLanguage(language).then((i18n) => i18n.load(language, messages)),
  ),
);

type Speaking = { language: Language; i18n: I18n };

/**
 * The browser page's language, for what renders outside the app's provider (the error screens of
 * the outermost boundary) and code outside React: a page speaks one language all its life. Until
 * it is set (a component test), the default instance, which the test setup fills.
 */
let documentSpeaking: Speaking = { language: DEFAULT_LANGUAGE, i18n: defaultI18n };
export const speakInDocument = (speaking: Speaking) => {
  documentSpeaking = speaking;
};

/** The browser page's language, for code outside React. */
export const documentLanguage = (): Language => documentSpeaking.language;

/** A message in the browser page's language, for code outside React. */
export const translate: Translate = (id, values) => messageText(documentSpeaking.i18n, id, values);

const LanguageContext = createContext<Speaking | null>(null);

export function LanguageProvider({ language, i18n, children }: Speaking & { children: ReactNode }) {
  const speaking = useMemo(() => ({ language, i18n }), [language, i18n]);
  return <LanguageContext value={speaking}>{children}</LanguageContext>;
}

/** The page's language. */
export const useLanguage = (): Language => (useContext(LanguageContext) ?? documentSpeaking).language;

/** The page's messages: `t('nav.courses')`, `t('header.cart', { count })`. */
export function useT(): Translate {
  const { i18n } = useContext(LanguageContext) ?? documentSpeaking;
  return useCallback((id, values) => messageText(i18n, id, values), [i18n]);
}

/** Stands in for a part of a message that is not text, for the length of a call. */
const SLOT = '\uE000';

/**
 * A message with one of its values set apart as an element (an email in bold, a link): each
 * language places it where its sentence needs it.
 */
export function messageWith(text: (slot: string) => string, element: ReactNode): ReactNode {
  const [before, after = ''] = text(SLOT).split(SLOT);
  return (
    <Fragment>
      {before}
      {element}
      {after}
    </Fragment>
  );
}
