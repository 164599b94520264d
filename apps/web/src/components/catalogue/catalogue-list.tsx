import { MESSAGES } from '@academy/shared/messages';
import type { Pagination as PageOfList } from '@academy/shared/paging';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageSpinner } from '@/components/ui/page-spinner';
import {
  hasActiveFilters,
  type ListSpec,
  type ListState,
  listSearch,
  readListState,
} from '@/lib/list-params';
import { type FilterDefinition, ListFilters, ListSummary, Pagination } from './list-controls';

/** What a catalogue list offers: its chips and its filters, and the URL spec read from them. */
export type CatalogueListDefinition = {
  chips: readonly string[];
  filters: readonly FilterDefinition[];
  spec: ListSpec;
};

export const catalogueListDefinition = (
  chips: readonly string[],
  filters: readonly FilterDefinition[],
): CatalogueListDefinition => ({
  chips,
  filters,
  spec: {
    chips,
    filters: filters.map((filter) => ({
      key: filter.key,
      values: filter.options.map((option) => option.value),
    })),
  },
});

/**
 * The list's state as the URL holds it; each change is a new history entry, so Back returns.
 * A change applies to the address as it is now, not as this render saw it: two choices made
 * before the list renders again (quick taps on a slow phone) both count.
 */
export function useCatalogueListState(definition: CatalogueListDefinition) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, definition.spec);
  const show = (change: (current: ListState) => ListState) => {
    const current = readListState(new URLSearchParams(window.location.search), definition.spec);
    setSearchParams(new URLSearchParams(listSearch(change(current), definition.spec)));
  };
  return { state, show };
}

type ListPage<T> = { data: T[]; pagination: PageOfList };

/**
 * The body of /all-courses and /digital-assets: chips, filters and sort, the result count, the
 * cards (`children` renders them) and the page links, with the SPEC's empty text when nothing
 * matches. While another page loads, the last one stays on screen, dimmed.
 */
export function CatalogueList<T>({
  definition,
  state,
  show,
  query,
  pageSize,
  labels,
  icon,
  emptyTitle,
  emptyHint,
  children,
}: {
  definition: CatalogueListDefinition;
  state: ListState;
  show: (change: (current: ListState) => ListState) => void;
  query: {
    data: ListPage<T> | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
  };
  pageSize: number;
  labels: { chips: string; filters: string; heading: string; loading: string; one: string; many: string };
  icon: LucideIcon;
  emptyTitle: string;
  emptyHint: string;
  children: (items: T[]) => ReactNode;
}) {
  const filtered = hasActiveFilters(state);
  const clear = () => show((current) => ({ category: 'All', filters: {}, sort: current.sort, page: 1 }));
  const { data } = query;

  return (
    <>
      <FilterChips
        label={labels.chips}
        options={definition.chips}
        value={state.category}
        onChange={(category) => show((current) => ({ ...current, category, page: 1 }))}
      />
      <ListFilters
        label={labels.filters}
        filters={definition.filters}
        values={state.filters}
        sort={state.sort}
        onFilterChange={(key, value) =>
          show((current) => ({ ...current, filters: { ...current.filters, [key]: value }, page: 1 }))
        }
        onSortChange={(sort) => show((current) => ({ ...current, sort, page: 1 }))}
      />
      <ListSummary
        total={data?.pagination.total}
        // The page on screen: while the next one loads, the last one stays (placeholder data).
        page={data?.pagination.page ?? state.page}
        pageSize={pageSize}
        noun={{ one: labels.one, many: labels.many }}
        // An empty result offers Clear filters in its own message.
        onClear={filtered && data?.pagination.total !== 0 ? clear : undefined}
      />
      <section aria-live="polite" aria-busy={query.isFetching} className="mt-4">
        {/* The cards are h3s: this keeps the outline h1, h2, h3 for screen reader users. */}
        <h2 className="sr-only">{labels.heading}</h2>
        {query.isPending ? (
          <PageSpinner label={labels.loading} />
        ) : query.isError || !data ? (
          <EmptyState icon={icon} title={MESSAGES.genericFailure} />
        ) : data.data.length === 0 ? (
          <EmptyState icon={icon} title={emptyTitle}>
            {filtered ? (
              <button type="button" onClick={clear} className="btn-outline mt-2">
                Clear filters
              </button>
            ) : (
              emptyHint
            )}
          </EmptyState>
        ) : (
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {children(data.data)}
            <Pagination
              page={data.pagination.page}
              total={data.pagination.total}
              pageSize={pageSize}
              hrefFor={(page) => ({ search: listSearch({ ...state, page }, definition.spec) })}
            />
          </div>
        )}
      </section>
    </>
  );
}
