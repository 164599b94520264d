import { ACADEMY } from '@academy/shared/academy';
import { SEARCH_MAX_PAGE } from '@academy/shared/search-rules';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchKeywords } from '@/features/search/components/search-keywords';
import { SearchResults } from '@/features/search/components/search-results';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { messageWith, useT } from '@/lib/i18n';

const TITLE_QUERY_CHARS = 60;

const shorten = (text: string) =>
  text.length > TITLE_QUERY_CHARS ? `${text.slice(0, TITLE_QUERY_CHARS - 1)}…` : text;

/** The page a link names (`&page=2`); 1 for none, or for one the search cannot have. */
function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1;
}

/** SPEC §2 Search: /search?q= runs the search when q is present; `&page=2` shows the next results. */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const page = readPage(searchParams);
  const t = useT();

  useDocumentMeta({
    title: query
      ? page > 1
        ? t('search.titlePage', { query: shorten(query), page })
        : t('search.title', { query: shorten(query) })
      : t('search.formButton'),
    description: query
      ? t('search.metaResults', { academy: ACADEMY.name, query: shorten(query) })
      : t('search.metaDescription', { academy: ACADEMY.name }),
    path: query ? paths.search(query, page) : paths.searchPage,
  });

  return (
    // A query can be one long word (up to 1,000 characters): it wraps anywhere, and the
    // heading shows at most three lines of it.
    <div className="container-page pb-20 [&_h1]:line-clamp-3 [&_h1]:[overflow-wrap:anywhere]">
      <PageHeader
        eyebrow={t('search.eyebrow')}
        title={
          query
            ? messageWith((slot) => t('search.title', { query: slot }), <span translate="no">{query}</span>)
            : t('search.catalogue')
        }
      >
        {query ? t('search.introResults') : t('search.intro')}
      </PageHeader>
      <SearchForm key={query} initialQuery={query} autoFocus={!query} />
      <div className="mt-6">{query ? <SearchResults query={query} page={page} /> : <SearchKeywords />}</div>
    </div>
  );
}
