import { isLanguage, LANGUAGE_COOKIE, type Language } from '@academy/shared/languages';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLanguage } from '@/lib/i18n';
import { retryWhenOnline } from '@/lib/when-online';

const LanguageSuggestion = lazy(retryWhenOnline(() => import('./language-suggestion')));

const hasChosen = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));

/**
 * The language to offer: the first of the store's languages in the browser's list (its
 * Accept-Language, most wanted first), if that is Hindi or Marathi and nothing was chosen yet.
 */
function languageToOffer(): Exclude<Language, 'en'> | null {
  if (hasChosen()) return null;
  const preferred = navigator.languages.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage);
  return preferred === undefined || preferred === 'en' ? null : preferred;
}

/** The browser's preferences do not change while a page is open. */
const unchanging = () => () => undefined;

/**
 * Issue 29: a visitor on an English page whose browser prefers Hindi or Marathi, and who has not
 * chosen a language yet, is offered the same page in it: an offer, never a redirect. Closing it is
 * a choice too (English, remembered), so it does not come back. The offer's code stays out of the
 * first load: most visitors never see it.
 */
export function LanguageOffer() {
  const language = useLanguage();
  // Read once the page has hydrated: the server renders every visitor the same page.
  const preferred = useSyncExternalStore(unchanging, languageToOffer, () => null);
  const [closed, setClosed] = useState(false);
  const offered = language === 'en' && !closed ? preferred : null;
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion offered={offered} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
