import {
  HREFLANG,
  LANGUAGE_COOKIE,
  type Language,
  pathInLanguage,
  preferredLanguage,
} from '@academy/shared/languages';
import { Languages, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '@/lib/i18n';
import { rememberLanguage, SYSTEM_FONT } from './language-switch';

/** Each offer in the language it offers, which a visitor who prefers it reads first. */
const OFFERS: Record<Exclude<Language, 'en'>, { text: string; action: string }> = {
  hi: { text: 'यह स्टोर हिन्दी में भी है।', action: 'हिन्दी में देखें' },
  mr: { text: 'हे स्टोअर मराठीतही आहे.', action: 'मराठीत पाहा' },
};

const hasChosen = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));

/** The language to offer, if the browser prefers one of the others and nothing was chosen yet. */
function languageToOffer(): Exclude<Language, 'en'> | null {
  if (hasChosen()) return null;
  const preferred = preferredLanguage(navigator.languages.join(','));
  return preferred === 'en' ? null : preferred;
}

/** The browser's preferences do not change while a page is open. */
const unchanging = () => () => undefined;

/**
 * Issue 29: a visitor on an English page whose browser prefers Hindi or Marathi, and who has not
 * chosen a language yet, is offered the same page in it: an offer, never a redirect. Closing it is
 * a choice too (English, remembered), so it does not come back.
 */
export function LanguageSuggestion() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const t = useT();
  // Read once the page has hydrated: the server renders every visitor the same page.
  const preferred = useSyncExternalStore(unchanging, languageToOffer, () => null);
  const [closed, setClosed] = useState(false);
  const offered = language === 'en' && !closed ? preferred : null;

  if (!offered) return null;
  const offer = OFFERS[offered];
  return (
    <section aria-label={t('suggestion.label')} className="border-b border-line bg-accent-soft">
      <div className="container-page flex items-center gap-3 py-2 text-sm">
        <Languages size={18} className="shrink-0 text-accent-strong" aria-hidden />
        <p
          lang={HREFLANG[offered]}
          style={SYSTEM_FONT}
          className="flex flex-wrap items-center gap-x-3 gap-y-1"
        >
          <span>{offer.text}</span>
          <a
            href={`${pathInLanguage(pathname, offered)}${search}`}
            hrefLang={HREFLANG[offered]}
            onClick={() => rememberLanguage(offered)}
            className="font-semibold text-accent-strong underline underline-offset-2"
          >
            {offer.action}
          </a>
        </p>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            setClosed(true);
          }}
          className="ml-auto flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/60"
          aria-label={t('suggestion.keepEnglish')}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    </section>
  );
}
