import {
  COURSE_FILTER_CHIPS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_PRICE_BANDS,
} from '@academy/shared/catalogue';
import { MESSAGES } from '@academy/shared/messages';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CourseGrid } from '@/components/catalogue/catalogue-grids';
import {
  type FilterDefinition,
  ListFilters,
  ListSummary,
  Pagination,
} from '@/components/catalogue/list-controls';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import {
  COURSE_PAGE_SIZE,
  type CoursePageParams,
  coursePageQuery,
  useCoursePage,
} from '@/features/courses/api/get-course-page';
import { useDocumentMeta } from '@/lib/document-meta';
import {
  hasActiveFilters,
  type ListSpec,
  type ListState,
  listSearch,
  readListState,
} from '@/lib/list-params';
import { breadcrumbs } from '@/lib/page-meta';

const FILTERS: readonly FilterDefinition[] = [
  {
    key: 'level',
    label: 'Level',
    anyLabel: 'Any level',
    options: COURSE_LEVELS.map((level) => ({ value: level, label: level })),
  },
  {
    key: 'language',
    label: 'Language',
    anyLabel: 'Any language',
    options: COURSE_LANGUAGES.map((language) => ({ value: language, label: language })),
  },
  { key: 'price', label: 'Price', anyLabel: 'Any price', options: COURSE_PRICE_BANDS },
];

const SPEC: ListSpec = {
  chips: COURSE_FILTER_CHIPS,
  filters: FILTERS.map((filter) => ({
    key: filter.key,
    values: filter.options.map((option) => option.value),
  })),
};

const pageParams = (state: ListState): CoursePageParams => ({
  category: state.category,
  level: state.filters['level'],
  language: state.filters['language'],
  price: state.filters['price'],
  sort: state.sort,
  page: state.page,
});

/** The query a server render prefetches for `/all-courses?…`: the same key the page reads. */
export const allCoursesQuery = (searchParams: URLSearchParams) =>
  coursePageQuery(pageParams(readListState(searchParams, SPEC)));

export function AllCoursesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, SPEC);
  const courses = useCoursePage(pageParams(state));
  // Each change is a new history entry, so Back returns to the previous list.
  const show = (next: ListState) => setSearchParams(new URLSearchParams(listSearch(next, SPEC)));
  const filtered = hasActiveFilters(state);
  const clear = () => show({ category: 'All', filters: {}, sort: state.sort, page: 1 });

  useDocumentMeta({
    title: 'All Courses',
    description:
      'Video courses in Photoshop, Illustrator, typography, branding, UI design and more, with free previews and certificates.',
    jsonLd: (absolute) => [breadcrumbs(absolute, [{ name: 'All Courses', path: paths.allCourses }])],
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Learn at your own pace" title="All Courses">
        Studio-tested courses taught by working designers. Watch the free previews before you buy.
      </PageHeader>
      <FilterChips
        label="Course categories"
        options={COURSE_FILTER_CHIPS}
        value={state.category}
        onChange={(category) => show({ ...state, category, page: 1 })}
      />
      <ListFilters
        label="Filter and sort courses"
        filters={FILTERS}
        values={state.filters}
        sort={state.sort}
        onFilterChange={(key, value) =>
          show({ ...state, filters: { ...state.filters, [key]: value }, page: 1 })
        }
        onSortChange={(sort) => show({ ...state, sort, page: 1 })}
      />
      <ListSummary
        total={courses.data?.pagination.total}
        // The page on screen: while the next one loads, the last one stays (placeholder data).
        page={courses.data?.pagination.page ?? state.page}
        pageSize={COURSE_PAGE_SIZE}
        noun={{ one: 'course', many: 'courses' }}
        // An empty result offers Clear filters in its own message.
        onClear={filtered && courses.data?.pagination.total !== 0 ? clear : undefined}
      />
      <section aria-live="polite" aria-busy={courses.isFetching} className="mt-4">
        {/* The cards are h3s: this keeps the outline h1, h2, h3 for screen reader users. */}
        <h2 className="sr-only">Courses</h2>
        {courses.isPending ? (
          <PageSpinner label="Loading courses" />
        ) : courses.isError ? (
          <EmptyState icon={SearchX} title={MESSAGES.genericFailure} />
        ) : courses.data.data.length === 0 ? (
          <EmptyState icon={SearchX} title={MESSAGES.noCoursesInCategory}>
            {filtered ? (
              <button type="button" onClick={clear} className="btn-outline mt-2">
                Clear filters
              </button>
            ) : (
              'Try another category, or browse everything under All.'
            )}
          </EmptyState>
        ) : (
          <div className={courses.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <CourseGrid courses={courses.data.data} leading />
            <Pagination
              page={courses.data.pagination.page}
              total={courses.data.pagination.total}
              pageSize={COURSE_PAGE_SIZE}
              hrefFor={(page) => ({ search: listSearch({ ...state, page }, SPEC) })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
