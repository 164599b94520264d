import { ASSET_FILTER_CHIPS, ASSET_PRICE_BANDS } from '@academy/shared/catalogue';
import { MESSAGES } from '@academy/shared/messages';
import { PackageOpen } from 'lucide-react';
import { AssetGrid } from '@/components/catalogue/catalogue-grids';
import {
  CatalogueList,
  catalogueListDefinition,
  useCatalogueListState,
} from '@/components/catalogue/catalogue-list';
import type { FilterDefinition } from '@/components/catalogue/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import {
  ASSET_PAGE_SIZE,
  type AssetPageParams,
  assetPageQuery,
  useAssetPage,
} from '@/features/assets/api/get-asset-page';
import { useDocumentMeta } from '@/lib/document-meta';
import { type ListState, readListState } from '@/lib/list-params';
import { breadcrumbs } from '@/lib/page-meta';

const FILTERS: readonly FilterDefinition[] = [
  { key: 'price', label: 'Price', anyLabel: 'Any price', options: ASSET_PRICE_BANDS },
];

const LIST = catalogueListDefinition(ASSET_FILTER_CHIPS, FILTERS);

const pageParams = (state: ListState): AssetPageParams => ({
  category: state.category,
  price: state.filters['price'],
  sort: state.sort,
  page: state.page,
});

/** The query a server render prefetches for `/digital-assets?…`: the same key the page reads. */
export const digitalAssetsQuery = (searchParams: URLSearchParams) =>
  assetPageQuery(pageParams(readListState(searchParams, LIST.spec)));

export function DigitalAssetsRoute() {
  const { state, show } = useCatalogueListState(LIST);
  const assets = useAssetPage(pageParams(state));

  useDocumentMeta({
    title: 'Digital Assets',
    description:
      'Fonts, Lightroom presets, Photoshop actions, layer styles, PSD mock-ups and e-books from the Kalakriti studio.',
    jsonLd: (absolute) => [breadcrumbs(absolute, [{ name: 'Digital Assets', path: paths.digitalAssets }])],
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Ready for your next project" title="Digital Assets">
        Fonts, presets, actions and templates made in our Pune studio, licensed for your client work.
      </PageHeader>
      <CatalogueList
        definition={LIST}
        state={state}
        show={show}
        query={assets}
        pageSize={ASSET_PAGE_SIZE}
        labels={{
          chips: 'Asset categories',
          filters: 'Filter and sort assets',
          heading: 'Digital assets',
          loading: 'Loading assets',
          one: 'asset',
          many: 'assets',
        }}
        icon={PackageOpen}
        emptyTitle={MESSAGES.noAssetsInCategory}
        emptyHint="Try another category, or see everything under All."
      >
        {(items) => <AssetGrid assets={items} leading />}
      </CatalogueList>
    </div>
  );
}
