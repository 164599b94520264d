import type { AccountProfile } from '@academy/shared/account';
import {
  HREFLANG,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  pathInLanguage,
} from '@academy/shared/languages';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { rememberLanguageOnThisBrowser } from '@/components/layout/language-switch';
import { useLanguage, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useChangeLanguage } from '../api/account';
import { AccountSection } from './section';

/**
 * Issue 29: the account's language, which its emails are written in. Saving a language other
 * than the page's opens this page in it, as the language switch does.
 */
export function LanguageSection({ account }: { account: AccountProfile }) {
  const t = useT();
  const pageLanguage = useLanguage();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<Language>(account.language);
  const change = useChangeLanguage(account._id);

  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(chosen, {
      onSuccess: ({ data }) => {
        rememberLanguageOnThisBrowser(data.account.language);
        if (data.account.language !== pageLanguage) {
          window.location.assign(pathInLanguage(pathname, data.account.language));
        } else {
          notify.success(t('account.language.saved'));
        }
      },
    });
  };

  return (
    <AccountSection
      id="language"
      title={t('account.language.title')}
      description={t('account.language.description')}
    >
      <form onSubmit={save}>
        <fieldset>
          <legend className="sr-only">{t('account.language.title')}</legend>
          <div className="flex flex-wrap gap-2">
            {LANGUAGES.map((language) => (
              <label
                key={language}
                lang={HREFLANG[language]}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm font-medium has-checked:border-ink has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
              >
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={chosen === language}
                  onChange={() => setChosen(language)}
                  className="sr-only"
                />
                {LANGUAGE_NAMES[language]}
              </label>
            ))}
          </div>
        </fieldset>
        {change.isError && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {change.error.message}
          </p>
        )}
        <button
          type="submit"
          className="btn-primary mt-5 w-full sm:w-auto"
          disabled={change.isPending || chosen === account.language}
          aria-busy={change.isPending}
        >
          {t('account.language.save')}
        </button>
      </form>
    </AccountSection>
  );
}
