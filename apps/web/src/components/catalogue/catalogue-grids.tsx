import type { AssetSummary } from '@academy/shared/catalogue-assets';
import type { CourseSummary } from '@academy/shared/catalogue-courses';
import { AssetCard } from './asset-card';
import { CourseCard } from './course-card';

/**
 * `leading`: the grid is the top of its page (a list), so the first row a phone shows is the
 * page's largest paint: its pictures load at once and first, not lazily.
 */
type GridPlace = { testId?: string; leading?: boolean };

/** Courses three to a row on desktop, one on phones: the same grid on every page. */
export function CourseGrid({ courses, testId, leading = false }: { courses: CourseSummary[] } & GridPlace) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {courses.map((course, index) => (
        <li key={course._id}>
          <CourseCard course={course} eager={leading && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Assets four to a row on desktop, two on phones: the same grid on every page. */
export function AssetGrid({ assets, testId, leading = false }: { assets: AssetSummary[] } & GridPlace) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4" data-testid={testId}>
      {assets.map((asset, index) => (
        <li key={asset._id}>
          <AssetCard asset={asset} eager={leading && index < 2} />
        </li>
      ))}
    </ul>
  );
}
