import {
  HREFLANG,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  pathInLanguage,
} from '@academy/shared/languages';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '@/lib/i18n';

/**
 * On an English page the names हिन्दी and मराठी are in the system's Devanagari: the store's own
 * face is 120 KB, for Hindi and Marathi pages only (issue 29).
 */
export const SYSTEM_FONT = { fontFamily: 'ui-sans-serif, system-ui, sans-serif' } as const;

/** A year: the choice stays until the visitor makes another. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBERED_SECONDS}; samesite=lax`;
}

/**
 * The same page in each of the store's languages (issue 29), each named in itself. A link, not
 * a button: the page loads again in the other language, with that language's messages, and the
 * address says which language it is in. The choice is remembered in a cookie.
 */
export function LanguageSwitch({
  className = '',
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const t = useT();
  const idle =
    tone === 'light' ? 'text-paper/80 hover:text-white' : 'text-ink-soft hover:bg-sand hover:text-ink';
  const current = tone === 'light' ? 'bg-paper text-ink' : 'bg-ink text-paper';
  return (
    <nav aria-label={t('language.label')} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {LANGUAGES.map((other) => (
          <li key={other}>
            <a
              href={`${pathInLanguage(pathname, other)}${search}`}
              lang={HREFLANG[other]}
              hrefLang={HREFLANG[other]}
              aria-current={other === language ? 'true' : undefined}
              onClick={() => rememberLanguage(other)}
              style={language === 'en' && other !== 'en' ? SYSTEM_FONT : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium ${other === language ? current : idle}`}
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
