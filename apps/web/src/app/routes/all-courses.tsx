import {
  COURSE_CHIP_CATEGORIES,
  COURSE_FILTER_CHIPS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_PRICE_BANDS,
} from '@academy/shared/catalogue';
import { MESSAGES } from '@academy/shared/messages';
import { SearchX } from 'lucide-react';
import { CourseGrid } from '@/components/catalogue/catalogue-grids';
import {
  CatalogueList,
  catalogueListDefinition,
  useCatalogueListState,
} from '@/components/catalogue/catalogue-list';
import type { FilterDefinition } from '@/components/catalogue/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import {
  COURSE_PAGE_SIZE,
  type CoursePageParams,
  coursePageQuery,
  useCoursePage,
} from '@/features/courses/api/get-course-page';
import { useDocumentMeta } from '@/lib/document-meta';
import { type ListState, readListState } from '@/lib/list-params';
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

const LIST = catalogueListDefinition(COURSE_FILTER_CHIPS, FILTERS);

const categoryList = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });

/** A chip that stands for other categories than its own word says which (decision 008). */
function chipHint(chip: string): string | undefined {
  const categories = Object.entries(COURSE_CHIP_CATEGORIES).find(([name]) => name === chip)?.[1];
  if (!categories || (categories.length === 1 && categories[0] === chip)) return undefined;
  return `${chip}: courses in ${categoryList.format(categories)}.`;
}

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
  coursePageQuery(pageParams(readListState(searchParams, LIST.spec)));

export function AllCoursesRoute() {
  const { state, show } = useCatalogueListState(LIST);
  const courses = useCoursePage(pageParams(state));

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
      <CatalogueList
        definition={LIST}
        state={state}
        show={show}
        query={courses}
        pageSize={COURSE_PAGE_SIZE}
        labels={{
          chips: 'Course categories',
          filters: 'Filter and sort courses',
          heading: 'Courses',
          loading: 'Loading courses',
          one: 'course',
          many: 'courses',
        }}
        icon={SearchX}
        emptyTitle={MESSAGES.noCoursesInCategory}
        emptyHint="Try another category, or browse everything under All."
        chipHint={chipHint}
      >
        {(items) => <CourseGrid courses={items} leading />}
      </CatalogueList>
    </div>
  );
}
