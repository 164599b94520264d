import type { AssetSummary, CourseSummary } from '@academy/shared/catalogue-api';
import { AssetCard } from './asset-card';
import { CourseCard } from './course-card';

/** Courses three to a row on desktop, one on phones: the same grid on every page. */
export function CourseGrid({ courses, testId }: { courses: CourseSummary[]; testId?: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {courses.map((course) => (
        <li key={course._id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

/** Assets four to a row on desktop, two on phones: the same grid on every page. */
export function AssetGrid({ assets, testId }: { assets: AssetSummary[]; testId?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4" data-testid={testId}>
      {assets.map((asset) => (
        <li key={asset._id}>
          <AssetCard asset={asset} />
        </li>
      ))}
    </ul>
  );
}
