import type { PurchasedCourse } from '@academy/shared/purchases';
import { LoaderCircle, PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrowseCatalogueLinks } from '@/components/catalogue/browse-catalogue-links';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useT } from '@/lib/i18n';
import { useDownloadAsset } from '../api/download-asset';
import { usePurchasedAssets, usePurchasedCourses } from '../api/get-purchases';
import { type PurchaseRow, PurchasesTable } from './purchases-table';

/**
 * SPEC §2 Purchases: the bought courses (each opens its player) and the bought assets (each
 * with its page and a Download), newest first.
 */
export function PurchasesList({
  userId,
  courseExtra,
}: {
  userId: string;
  /** More about a course in its row (its project), from another feature. */
  courseExtra?: ((course: PurchasedCourse) => ReactNode) | undefined;
}) {
  const courses = usePurchasedCourses(userId);
  const assets = usePurchasedAssets(userId);
  const { download, pendingId } = useDownloadAsset();
  const t = useT();

  if (courses.isPending || assets.isPending) return <PageSpinner label={t('purchases.loading')} />;
  if (courses.isError || assets.isError) {
    return (
      <LoadError
        title={t('purchases.loadFailed')}
        message={t('spec.genericFailure')}
        onRetry={() => {
          if (courses.isError) void courses.refetch();
          if (assets.isError) void assets.refetch();
        }}
        retrying={courses.isFetching || assets.isFetching}
      />
    );
  }

  const courseItems = courses.data.pages.flatMap((page) => page.data);
  const assetItems = assets.data.pages.flatMap((page) => page.data);
  /*
   * Both lists come newest first, a page at a time. While one has more to load, anything
   * older than its oldest loaded purchase waits for Show more: the other list's older rows
   * would otherwise come before purchases not loaded yet.
   */
  const cutoff = [
    courses.hasNextPage ? courseItems.at(-1)?.purchasedAt : undefined,
    assets.hasNextPage ? assetItems.at(-1)?.purchasedAt : undefined,
  ]
    .filter((at): at is string => at !== undefined)
    .sort()
    .at(-1);
  const rows: PurchaseRow[] = [
    ...courseItems.map((item) => ({ kind: 'course' as const, at: item.purchasedAt, item })),
    ...assetItems.map((item) => ({ kind: 'asset' as const, at: item.purchasedAt, item })),
  ]
    .filter((row) => cutoff === undefined || row.at >= cutoff)
    .sort((a, b) => b.at.localeCompare(a.at));
  const more = courses.hasNextPage || assets.hasNextPage;
  const loadingMore = courses.isFetchingNextPage || assets.isFetchingNextPage;
  const showMore = () => {
    if (courses.hasNextPage) void courses.fetchNextPage();
    if (assets.hasNextPage) void assets.fetchNextPage();
  };

  if (rows.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title={t('spec.noPurchases')}>
        <p>{t('purchases.emptyHint')}</p>
        <BrowseCatalogueLinks />
      </EmptyState>
    );
  }

  return (
    <>
      <PurchasesTable rows={rows} download={download} pendingId={pendingId} courseExtra={courseExtra} />
      {more && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className="btn-outline"
            onClick={showMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
            {t('purchases.showMore')}
          </button>
        </div>
      )}
    </>
  );
}
