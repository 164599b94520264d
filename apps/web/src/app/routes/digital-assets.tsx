import { ASSET_FILTER_CHIPS, ASSET_PRICE_BANDS } from '@academy/shared/catalogue';
import { MESSAGES } from '@academy/shared/messages';
import { PackageOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AssetGrid } from '@/components/catalogue/catalogue-grids';
import {
  type FilterDefinition,
  ListFilters,
  ListSummary,
  Pagination,
} from '@/components/catalogue/list-controls';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import {
  ASSET_PAGE_SIZE,
  type AssetPageParams,
  assetPageQuery,
  useAssetPage,
} from '@/features/assets/api/get-asset-page';
import { useDocumentMeta } from '@/lib/document-meta';
import {
  hasActiveFilters,
  type ListSpec,
  type ListState,
  listSearch,
  readListState,
} from '@/lib/list-params';
import { breadcrumbs } from '@/lib/page-meta';

const FILTERS: readonly FilterDefinition[] = [
  { key: 'price', label: 'Price', anyLabel: 'Any price', options: ASSET_PRICE_BANDS },
];

const SPEC: ListSpec = {
  chips: ASSET_FILTER_CHIPS,
  filters: FILTERS.map((filter) => ({
    key: filter.key,
    values: filter.options.map((option) => option.value),
  })),
};

const pageParams = (state: ListState): AssetPageParams => ({
  category: state.category,
  price: state.filters['price'],
  sort: state.sort,
  page: state.page,
});

/** The query a server render prefetches for `/digital-assets?…`: the same key the page reads. */
export const digitalAssetsQuery = (searchParams: URLSearchParams) =>
  assetPageQuery(pageParams(readListState(searchParams, SPEC)));

export function DigitalAssetsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, SPEC);
  const assets = useAssetPage(pageParams(state));
  // Each change is a new history entry, so Back returns to the previous list.
  const show = (next: ListState) => setSearchParams(new URLSearchParams(listSearch(next, SPEC)));
  const filtered = hasActiveFilters(state);
  const clear = () => show({ category: 'All', filters: {}, sort: state.sort, page: 1 });

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
      <FilterChips
        label="Asset categories"
        options={ASSET_FILTER_CHIPS}
        value={state.category}
        onChange={(category) => show({ ...state, category, page: 1 })}
      />
      <ListFilters
        label="Filter and sort assets"
        filters={FILTERS}
        values={state.filters}
        sort={state.sort}
        onFilterChange={(key, value) =>
          show({ ...state, filters: { ...state.filters, [key]: value }, page: 1 })
        }
        onSortChange={(sort) => show({ ...state, sort, page: 1 })}
      />
      <ListSummary
        total={assets.data?.pagination.total}
        // The page on screen: while the next one loads, the last one stays (placeholder data).
        page={assets.data?.pagination.page ?? state.page}
        pageSize={ASSET_PAGE_SIZE}
        noun={{ one: 'asset', many: 'assets' }}
        // An empty result offers Clear filters in its own message.
        onClear={filtered && assets.data?.pagination.total !== 0 ? clear : undefined}
      />
      <section aria-live="polite" aria-busy={assets.isFetching} className="mt-4">
        {/* The cards are h3s: this keeps the outline h1, h2, h3 for screen reader users. */}
        <h2 className="sr-only">Digital assets</h2>
        {assets.isPending ? (
          <PageSpinner label="Loading assets" />
        ) : assets.isError ? (
          <EmptyState icon={PackageOpen} title={MESSAGES.genericFailure} />
        ) : assets.data.data.length === 0 ? (
          <EmptyState icon={PackageOpen} title={MESSAGES.noAssetsInCategory}>
            {filtered ? (
              <button type="button" onClick={clear} className="btn-outline mt-2">
                Clear filters
              </button>
            ) : (
              'Try another category, or see everything under All.'
            )}
          </EmptyState>
        ) : (
          <div className={assets.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AssetGrid assets={assets.data.data} leading />
            <Pagination
              page={assets.data.pagination.page}
              total={assets.data.pagination.total}
              pageSize={ASSET_PAGE_SIZE}
              hrefFor={(page) => ({ search: listSearch({ ...state, page }, SPEC) })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
