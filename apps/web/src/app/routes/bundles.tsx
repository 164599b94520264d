import { Package } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/catalogue/list-controls';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { BUNDLE_PAGE_SIZE, useBundlePage } from '@/features/bundles/api/bundles';
import { BundleCard } from '@/features/bundles/components/bundle-card';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { breadcrumbs } from '@/lib/page-meta';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Issue 31: the bundles on sale, newest first, a page at a time (`?page=`). */
export function BundlesRoute() {
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const bundles = useBundlePage(page);
  const t = useT();

  useDocumentMeta({
    title: t('bundles.title'),
    description: t('bundles.description'),
    jsonLd: (absolute) => [breadcrumbs(absolute, [{ name: t('bundles.title'), path: paths.bundles }])],
  });

  const items = bundles.data?.data ?? [];
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('bundles.eyebrow')} title={t('bundles.title')}>
        {t('bundles.intro')}
      </PageHeader>
      {bundles.isPending ? (
        <PageSpinner label={t('bundles.loading')} />
      ) : bundles.isError ? (
        <QueryError query={bundles} title={t('bundles.loadFailed')} />
      ) : items.length === 0 ? (
        <EmptyState icon={Package} title={t('bundles.emptyTitle')}>
          {t('bundles.emptyHint')}
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{t('bundles.heading')}</h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((bundle, index) => (
              <li key={bundle.id} className="min-w-0">
                <BundleCard bundle={bundle} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={bundles.data?.pagination.total ?? 0}
            pageSize={BUNDLE_PAGE_SIZE}
            hrefFor={(next) => (next === 1 ? paths.bundles : `${paths.bundles}?page=${next}`)}
          />
        </>
      )}
    </div>
  );
}
