import { ASSET_FILTER_CHIPS, ASSET_PRICE_BANDS } from '@academy/shared/catalogue';
import { PackageOpen } from 'lucide-react';
import { AssetGrid } from '@/components/catalogue/catalogue-grids';
import {
  CatalogueList,
  catalogueListDefinition,
  useCatalogueListState,
} from '@/components/catalogue/catalogue-list';
import type { FilterDefinition } from '@/components/catalogue/list-controls';
import { PRICE_BAND_WORDS, RATING_FILTER } from '@/components/catalogue/list-words';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import {
  ASSET_PAGE_SIZE,
  type AssetPageParams,
  assetPageQuery,
  useAssetPage,
} from '@/features/assets/api/get-asset-page';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { type ListState, readListState } from '@/lib/list-params';
import { breadcrumbs } from '@/lib/page-meta';

const FILTERS: readonly FilterDefinition[] = [
  {
    key: 'price',
    label: 'list.price',
    anyLabel: 'list.anyPrice',
    options: ASSET_PRICE_BANDS.map(({ value }) => ({ value, label: PRICE_BAND_WORDS[value] })),
  },
  RATING_FILTER,
];

const LIST = catalogueListDefinition(ASSET_FILTER_CHIPS, FILTERS);

const pageParams = (state: ListState): AssetPageParams => ({
  category: state.category,
  price: state.filters['price'],
  rating: state.filters['rating'],
  sort: state.sort,
  page: state.page,
});

/** The query a server render prefetches for `/digital-assets?…`: the same key the page reads. */
export const digitalAssetsQuery = (searchParams: URLSearchParams) =>
  assetPageQuery(pageParams(readListState(searchParams, LIST.spec)));

export function DigitalAssetsRoute() {
  const { state, show } = useCatalogueListState(LIST);
  const assets = useAssetPage(pageParams(state));
  const t = useT();

  useDocumentMeta({
    title: t('assets.title'),
    description: t('assets.description'),
    jsonLd: (absolute) => [breadcrumbs(absolute, [{ name: t('assets.title'), path: paths.digitalAssets }])],
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('assets.eyebrow')} title={t('assets.title')}>
        {t('assets.intro')}
      </PageHeader>
      <CatalogueList
        definition={LIST}
        state={state}
        show={show}
        query={assets}
        pageSize={ASSET_PAGE_SIZE}
        kind="assets"
        labels={{
          chips: 'assets.chips',
          filters: 'assets.filters',
          heading: 'assets.heading',
          loading: 'assets.loading',
        }}
        icon={PackageOpen}
        emptyTitle="spec.noAssetsInCategory"
        emptyHint="assets.emptyHint"
      >
        {(items) => <AssetGrid assets={items} leading />}
      </CatalogueList>
    </div>
  );
}
