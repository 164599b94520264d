import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { lazy, Suspense } from 'react';
import { documentLanguage, loadStudentMessages } from '@/lib/i18n';
import { useNear } from '@/lib/use-near';
import { retryWhenOnline } from '@/lib/when-online';

/**
 * The brief and the gallery: their code, their words (the student area's catalogue) and the
 * gallery's list come as the visitor scrolls near.
 */
const CourseProjects = lazy(
  retryWhenOnline(() =>
    Promise.all([import('./course-projects'), loadStudentMessages(documentLanguage())]).then(
      ([module]) => module,
    ),
  ),
);

/**
 * Issue 30: a course page's project brief and student gallery, below the fold. All the page
 * loads with it is this placeholder, which takes no room: a course page's first load is budgeted
 * (e2e/delivery.spec.ts), and most visitors never scroll this far.
 */
export function CourseProjectsShell({ course, owned }: { course: CourseDetail; owned: boolean }) {
  const { element, near } = useNear<HTMLDivElement>();
  return (
    <div ref={element}>
      {near && (
        <Suspense fallback={null}>
          <CourseProjects course={course} owned={owned} />
        </Suspense>
      )}
    </div>
  );
}
