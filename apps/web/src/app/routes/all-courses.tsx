import {
  COURSE_CHIP_CATEGORIES,
  COURSE_FILTER_CHIPS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_PRICE_BANDS,
} from '@academy/shared/catalogue';
import type { Language } from '@academy/shared/languages';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { CourseGrid } from '@/components/catalogue/catalogue-grids';
import {
  CatalogueList,
  catalogueListDefinition,
  useCatalogueListState,
} from '@/components/catalogue/catalogue-list';
import type { FilterDefinition } from '@/components/catalogue/list-controls';
import { chipName, PRICE_BAND_WORDS, RATING_FILTER } from '@/components/catalogue/list-words';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import {
  COURSE_PAGE_SIZE,
  type CoursePageParams,
  coursePageQuery,
  useCoursePage,
} from '@/features/courses/api/get-course-page';
import { levelWord, teachingLanguageWord } from '@/lib/catalogue-words';
import { useDocumentMeta } from '@/lib/document-meta';
import { messageWith, type Translate, useLanguage, useT } from '@/lib/i18n';
import { type ListState, readListState } from '@/lib/list-params';
import { listText } from '@/lib/list-text';
import { breadcrumbs } from '@/lib/page-meta';

const FILTERS: readonly FilterDefinition[] = [
  {
    key: 'level',
    label: 'list.level',
    anyLabel: 'list.anyLevel',
    options: COURSE_LEVELS.map((level) => ({ value: level, label: levelWord(level) })),
  },
  {
    key: 'language',
    label: 'list.language',
    anyLabel: 'list.anyLanguage',
    options: COURSE_LANGUAGES.map((language) => ({ value: language, label: teachingLanguageWord(language) })),
  },
  {
    key: 'price',
    label: 'list.price',
    anyLabel: 'list.anyPrice',
    options: COURSE_PRICE_BANDS.map(({ value }) => ({ value, label: PRICE_BAND_WORDS[value] })),
  },
  RATING_FILTER,
];

const LIST = catalogueListDefinition(COURSE_FILTER_CHIPS, FILTERS);

/**
 * A chip that stands for other categories than its own word says which (decision 008). The
 * categories are the admin's, named as they typed them.
 */
function chipHint(chip: string, t: Translate, language: Language): ReactNode {
  const categories = Object.entries(COURSE_CHIP_CATEGORIES).find(([name]) => name === chip)?.[1];
  if (!categories || (categories.length === 1 && categories[0] === chip)) return undefined;
  return messageWith(
    (named) => t('list.chipHint', { chip: chipName(t, chip), categories: named }),
    <span translate="no">{listText(categories, language)}</span>,
  );
}

const pageParams = (state: ListState): CoursePageParams => ({
  category: state.category,
  level: state.filters['level'],
  language: state.filters['language'],
  price: state.filters['price'],
  rating: state.filters['rating'],
  sort: state.sort,
  page: state.page,
});

/** The query a server render prefetches for `/all-courses?…`: the same key the page reads. */
export const allCoursesQuery = (searchParams: URLSearchParams) =>
  coursePageQuery(pageParams(readListState(searchParams, LIST.spec)));

export function AllCoursesRoute() {
  const { state, show } = useCatalogueListState(LIST);
  const courses = useCoursePage(pageParams(state));
  const t = useT();
  const language = useLanguage();

  useDocumentMeta({
    title: t('courses.title'),
    description: t('courses.description'),
    jsonLd: (absolute) => [breadcrumbs(absolute, [{ name: t('courses.title'), path: paths.allCourses }])],
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('courses.eyebrow')} title={t('courses.title')}>
        {t('courses.intro')}
      </PageHeader>
      <CatalogueList
        definition={LIST}
        state={state}
        show={show}
        query={courses}
        pageSize={COURSE_PAGE_SIZE}
        kind="courses"
        labels={{
          chips: 'courses.chips',
          filters: 'courses.filters',
          heading: 'courses.heading',
          loading: 'courses.loading',
        }}
        icon={SearchX}
        emptyTitle="spec.noCoursesInCategory"
        emptyHint="courses.emptyHint"
        chipHint={(chip) => chipHint(chip, t, language)}
      >
        {(items) => <CourseGrid courses={items} leading />}
      </CatalogueList>
    </div>
  );
}
