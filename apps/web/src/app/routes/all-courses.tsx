import { COURSE_FILTER_CHIPS } from '@academy/shared/catalogue';
import { MESSAGES } from '@academy/shared/messages';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CourseGrid } from '@/components/catalogue/catalogue-grids';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useCourses } from '@/features/courses/api/get-courses';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { breadcrumbs } from '@/lib/page-meta';

type Chip = (typeof COURSE_FILTER_CHIPS)[number];

const isChip = (value: string | null): value is Chip => COURSE_FILTER_CHIPS.some((chip) => chip === value);

export function AllCoursesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('category');
  const category: Chip = isChip(requested) ? requested : 'All';
  const courses = useCourses({ category });

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
        value={category}
        onChange={(next) => setSearchParams(next === 'All' ? {} : { category: next }, { replace: true })}
      />
      <section aria-live="polite" aria-busy={courses.isPending} className="mt-8">
        {courses.isPending ? (
          <PageSpinner label="Loading courses" />
        ) : courses.isError ? (
          <EmptyState icon={SearchX} title={MESSAGES.genericFailure} />
        ) : courses.data.length === 0 ? (
          <EmptyState icon={SearchX} title={MESSAGES.noCoursesInCategory}>
            Try another category, or browse everything under All.
          </EmptyState>
        ) : (
          <CourseGrid courses={courses.data} />
        )}
      </section>
    </div>
  );
}
