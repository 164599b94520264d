import {
  HREFLANG,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  pathInLanguage,
} from '@academy/shared/languages';
import { Languages } from 'lucide-react';
import type { FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useLanguage, useT } from '@/lib/i18n';

/**
 * On an English page the names हिन्दी and मराठी are in the system's Devanagari: the store's own
 * face is 120 KB, for Hindi and Marathi pages only (issue 29).
 */
export const SYSTEM_FONT = { fontFamily: 'ui-sans-serif, system-ui, sans-serif' } as const;

/** A year: the choice stays until the visitor makes another. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguageOnThisBrowser(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBERED_SECONDS}; samesite=lax`;
}

/**
 * Remembers the choice: in a cookie on this browser, and on a signed-in account, whose emails
 * follow it. `keepalive`: the page is about to load again in the other language.
 */
export function rememberLanguage(language: Language, signedIn: boolean) {
  rememberLanguageOnThisBrowser(language);
  if (signedIn) {
    // The cookie already keeps the choice on this browser: a failed save changes nothing the student sees.
    api.put('/account/language', { body: { language }, keepalive: true }).catch(() => undefined);
  }
}

/**
 * The same page in each of the store's languages (issue 29), each named in itself. A link, not
 * a button: the page loads again in the other language, with that language's messages, and the
 * address says which language it is in. The choice is remembered (rememberLanguage).
 */
export function LanguageSwitch({
  className = '',
  tone = 'dark',
  stacked = false,
}: {
  className?: string;
  tone?: 'dark' | 'light';
  /** One language under another, as in the header's menu of languages. */
  stacked?: boolean;
}) {
  const language = useLanguage();
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const t = useT();
  const idle =
    tone === 'light' ? 'text-paper/80 hover:text-white' : 'text-ink-soft hover:bg-sand hover:text-ink';
  const current = tone === 'light' ? 'bg-paper text-ink' : 'bg-ink text-paper';
  return (
    <nav aria-label={t('language.label')} className={className}>
      <ul className={stacked ? 'flex flex-col gap-1' : 'flex flex-wrap items-center gap-1'}>
        {LANGUAGES.map((other) => (
          <li key={other}>
            <a
              href={`${pathInLanguage(pathname, other)}${search}`}
              lang={HREFLANG[other]}
              hrefLang={HREFLANG[other]}
              aria-current={other === language ? 'true' : undefined}
              onClick={() => rememberLanguage(other, user !== null)}
              // Tapped before the page has come alive, kept for the app (inline/early-input.js), so
              // the choice is remembered.
              data-early-click
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

/** A menu closes when focus leaves it (a click elsewhere, a Tab past its last language). */
function closeWhenFocusLeaves(event: FocusEvent<HTMLDetailsElement>) {
  if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
}

/**
 * The header's switch, from 1024 px (below, the phone's menu holds the three names): a button that
 * opens the list. The header's row is no wider on a wide screen than on a laptop, and three names
 * beside a student's name, the wishlist and the search do not fit it in any of the languages. A
 * disclosure, not a script-driven menu: it costs the first load nothing.
 */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <details className={`group relative ${className}`} onBlur={closeWhenFocusLeaves}>
      <summary
        aria-label={t('language.label')}
        title={t('language.label')}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink group-open:bg-sand [&::-webkit-details-marker]:hidden"
      >
        <Languages size={20} aria-hidden />
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 min-w-40 rounded-2xl border border-line bg-white p-1.5 shadow-card">
        <LanguageSwitch stacked />
      </div>
    </details>
  );
}
