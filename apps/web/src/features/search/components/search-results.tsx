import { MESSAGES } from '@academy/shared/messages';
import { ArrowRight, RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AssetGrid, CourseGrid } from '@/components/catalogue/catalogue-grids';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useSearchCatalogue } from '../api/search-catalogue';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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
  return (
    <section aria-labelledby={`${id}-heading`} className="not-first:mt-14">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-line pb-4">
        <div className="flex items-center gap-3">
          <h2 id={`${id}-heading`} className="text-2xl font-semibold sm:text-[1.75rem]">
            {title}
          </h2>
          <span className="rounded-full bg-ink px-2.5 py-0.5 text-sm font-semibold text-paper tabular-nums">
            {count}
            <span className="sr-only"> {count === 1 ? 'result' : 'results'}</span>
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

/** SPEC §2 Search: the Courses and Assets groups for one query, or 'No results found for'. */
export function SearchResults({ query }: { query: string }) {
  const search = useSearchCatalogue(query);
  const toastedError = useRef(0);

  // SPEC §8: a failed search toasts once per failure (retries included), not once per render.
  useEffect(() => {
    if (search.isError && search.errorUpdatedAt !== toastedError.current) {
      toastedError.current = search.errorUpdatedAt;
      notify.error(MESSAGES.searchFailed);
    }
  }, [search.isError, search.errorUpdatedAt]);

  if (search.isPending) return <PageSpinner label="Searching" />;

  if (search.isError) {
    return (
      <EmptyState icon={TriangleAlert} title="We couldn't load the results">
        <p>Check your connection and try again in a moment.</p>
        <button
          type="button"
          className="btn-outline mt-5"
          onClick={() => void search.refetch()}
          disabled={search.isFetching}
        >
          <RotateCw size={16} className={search.isFetching ? 'animate-spin' : ''} aria-hidden />
          Try again
        </button>
      </EmptyState>
    );
  }

  const { courses, assets } = search.data;
  if (courses.length === 0 && assets.length === 0) {
    return (
      <div className="[&_p]:line-clamp-4 [&_p]:[overflow-wrap:anywhere]">
        <EmptyState icon={SearchX} title={`No results found for "${query}"`}>
          <p>Check the spelling, try a shorter or more general word, or browse the full catalogue.</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link to={paths.allCourses} className="btn-primary">
              All courses
            </Link>
            <Link to={paths.digitalAssets} className="btn-outline">
              Digital assets
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }

  return (
    <div>
      <p className="mb-10 text-sm text-ink-muted">
        {[
          courses.length > 0 && plural(courses.length, 'course', 'courses'),
          assets.length > 0 && plural(assets.length, 'asset', 'assets'),
        ]
          .filter(Boolean)
          .join(' and ')}{' '}
        found
      </p>
      {courses.length > 0 && (
        <ResultGroup
          id="search-courses"
          title="Courses"
          count={courses.length}
          browse={{ label: 'All courses', to: paths.allCourses }}
        >
          <CourseGrid courses={courses} leading />
        </ResultGroup>
      )}
      {assets.length > 0 && (
        <ResultGroup
          id="search-assets"
          title="Assets"
          count={assets.length}
          browse={{ label: 'All digital assets', to: paths.digitalAssets }}
        >
          <AssetGrid assets={assets} />
        </ResultGroup>
      )}
    </div>
  );
}
