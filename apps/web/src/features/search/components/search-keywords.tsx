import { HOME_SEARCH_KEYWORDS } from '@academy/shared/catalogue';
import { useT } from '@/lib/i18n';
import { keywordName } from '../keyword-words';
import { useGoToSearch } from './search-form';

/** The keyword chips of SPEC §2 Home, offered where there is nothing searched yet. */
export function SearchKeywords() {
  const { goToSearch, pending } = useGoToSearch();
  const t = useT();
  return (
    <div>
      <p className="text-sm font-medium text-ink-soft">{t('home.popularSearches')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {HOME_SEARCH_KEYWORDS.map((keyword) => (
          <li key={keyword}>
            <button
              type="button"
              disabled={pending}
              onClick={() => void goToSearch(keyword)}
              className="rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-ink-soft transition-colors hover:border-ink hover:text-ink disabled:opacity-60"
            >
              {keywordName(t, keyword)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
