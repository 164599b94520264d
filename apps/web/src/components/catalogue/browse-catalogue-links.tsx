import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

/** What an empty cart or an empty Purchases page offers next: the courses and the digital assets. */
export function BrowseCatalogueLinks() {
  const t = useT();
  return (
    <div className="mt-5 flex flex-wrap justify-center gap-3">
      <Link to={paths.allCourses} className="btn-primary">
        {t('cart.browseCourses')}
      </Link>
      <Link to={paths.digitalAssets} className="btn-outline">
        {t('assets.heading')}
      </Link>
    </div>
  );
}
