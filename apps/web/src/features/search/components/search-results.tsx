import { ArrowRight, ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AssetGrid, CourseGrid } from '@/components/catalogue/catalogue-grids';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { messageWith, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSearchCatalogue } from '../api/search-catalogue';

function ResultGroup({
  id,
  title,
  count,
  browse,
  children,
}: {
  id: string;
  title: string;
  count: number;
  browse: { label: string; to: string };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-heading`} className="not-first:mt-14">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-line pb-4">
        <div className="flex items-center gap-3">
          <h2 id={`${id}-heading`} className="text-2xl font-semibold sm:text-[1.75rem]">
            {title}
          </h2>
          <span className="rounded-full bg-ink px-2.5 py-0.5 text-sm font-semibold text-paper tabular-nums">
            {count}
            <span className="sr-only"> {t('search.results', { count })}</span>
          </span>
        </div>
        <Link
          to={browse.to}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          {browse.label}
          <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

const stepLink =
  'inline-flex h-11 items-center gap-1.5 rounded-full border border-line bg-white px-5 text-sm font-semibold text-ink hover:border-ink';

/** Previous and Next between the pages of one search; each page holds more of both kinds. */
function SearchPages({ query, page, nextPage }: { query: string; page: number; nextPage: number | null }) {
  const t = useT();
  if (page <= 1 && nextPage === null) return null;
  return (
    <nav aria-label={t('search.pages')} className="mt-14 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={paths.search(query, page - 1)} rel="prev" className={stepLink}>
          <ChevronLeft size={16} aria-hidden />
          {t('search.previousPage')}
        </Link>
      )}
      <span className="px-2 text-sm text-ink-muted">{t('list.page', { page })}</span>
      {nextPage !== null && (
        <Link to={paths.search(query, nextPage)} rel="next" className={stepLink}>
          {t('search.nextPage')}
          <ChevronRight size={16} aria-hidden />
        </Link>
      )}
    </nav>
  );
}

/**
 * SPEC §2 Search: the Courses and Assets groups for one query, or 'No results found for'. A
 * page at a time: page 2 holds the next results of each kind, and so on while `nextPage` says
 * there are more.
 */
export function SearchResults({ query, page }: { query: string; page: number }) {
  const search = useSearchCatalogue(query, page);
  const toastedError = useRef(0);
  const t = useT();

  // SPEC §8: a failed search toasts once per failure (retries included), not once per render.
  useEffect(() => {
    if (search.isError && search.errorUpdatedAt !== toastedError.current) {
      toastedError.current = search.errorUpdatedAt;
      notify.error(t('spec.searchFailed'));
    }
  }, [search.isError, search.errorUpdatedAt, t]);

  if (search.isPending) return <PageSpinner label={t('search.searching')} />;

  if (search.isError) {
    return (
      <LoadError
        title={t('search.loadFailed')}
        message={t('common.checkConnection')}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  }

  const { courses, assets, nextPage } = search.data;
  if (courses.length === 0 && assets.length === 0 && page > 1) {
    return (
      <EmptyState
        icon={SearchX}
        title={messageWith(
          (slot) => t('search.noMore', { query: slot }),
          <span translate="no">{query}</span>,
        )}
      >
        <p>{t('search.noMoreHint')}</p>
        <Link to={paths.search(query)} className="btn-primary mt-5">
          {t('search.firstPage')}
        </Link>
      </EmptyState>
    );
  }
  if (courses.length === 0 && assets.length === 0) {
    return (
      <div className="[&_p]:line-clamp-4 [&_p]:[overflow-wrap:anywhere]">
        <EmptyState
          icon={SearchX}
          title={messageWith(
            (slot) => t('search.none', { query: slot }),
            <span translate="no">{query}</span>,
          )}
        >
          <p>{t('search.noneHint')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link to={paths.allCourses} className="btn-primary">
              {t('search.allCourses')}
            </Link>
            <Link to={paths.digitalAssets} className="btn-outline">
              {t('assets.heading')}
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }

  const found =
    courses.length > 0 && assets.length > 0
      ? t('search.foundBoth', { courses: courses.length, assets: assets.length })
      : courses.length > 0
        ? t('list.courses.count', { count: courses.length })
        : t('list.assets.count', { count: assets.length });
  const paged = page > 1 || nextPage !== null;

  return (
    <div
      aria-busy={search.isPlaceholderData}
      className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
    >
      <p className="mb-10 text-sm text-ink-muted">
        {paged ? t('search.pageFound', { page, found }) : t('search.found', { found })}
      </p>
      {courses.length > 0 && (
        <ResultGroup
          id="search-courses"
          title={t('courses.heading')}
          count={courses.length}
          browse={{ label: t('search.allCourses'), to: paths.allCourses }}
        >
          <CourseGrid courses={courses} leading />
        </ResultGroup>
      )}
      {assets.length > 0 && (
        <ResultGroup
          id="search-assets"
          title={t('search.assets')}
          count={assets.length}
          browse={{ label: t('search.allAssets'), to: paths.digitalAssets }}
        >
          <AssetGrid assets={assets} />
        </ResultGroup>
      )}
      <SearchPages query={query} page={page} nextPage={nextPage} />
    </div>
  );
}
