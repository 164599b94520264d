import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** What an empty cart or an empty Purchases page offers next: the courses and the digital assets. */
export function BrowseCatalogueLinks() {
  return (
    <div className="mt-5 flex flex-wrap justify-center gap-3">
      <Link to={paths.allCourses} className="btn-primary">
        Browse courses
      </Link>
      <Link to={paths.digitalAssets} className="btn-outline">
        Digital assets
      </Link>
    </div>
  );
}
