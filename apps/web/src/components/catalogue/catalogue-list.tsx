import type { CourseSort } from '@academy/shared/catalogue';
import type { Pagination as PageOfList } from '@academy/shared/paging';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageSpinner } from '@/components/ui/page-spinner';
import { type MessageId, useT } from '@/lib/i18n';
import {
  hasActiveFilters,
  type ListSpec,
  type ListState,
  listSearch,
  readListState,
} from '@/lib/list-params';
import { FilterSheet } from './filter-sheet-trigger';
import { type FilterDefinition, ListFilters, ListSummary, Pagination } from './list-controls';
import { chipName, LIST_WORDS, type ListKind } from './list-words';

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
 * cards (`children` renders them) and the page links, with the SPEC's empty text when the
 * category has nothing, and another when the filters leave nothing. While another page loads,
 * the last one stays on screen, dimmed. On a phone the filters and sort are in a sheet.
 */
export function CatalogueList<T>({
  definition,
  state,
  show,
  query,
  pageSize,
  kind,
  labels,
  icon,
  emptyTitle,
  emptyHint,
  chipHint,
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
  kind: ListKind;
  labels: { chips: MessageId; filters: MessageId; heading: MessageId; loading: MessageId };
  icon: LucideIcon;
  emptyTitle: MessageId;
  emptyHint: MessageId;
  /** What a chip gathers when its word alone does not say, shown while it is chosen. */
  chipHint?: (chip: string) => ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  const words = LIST_WORDS[kind];
  const filtered = hasActiveFilters(state);
  const clear = () => show((current) => ({ category: 'All', filters: {}, sort: current.sort, page: 1 }));
  const { data } = query;
  const activeFilters = Object.values(state.filters).filter(Boolean).length;
  const filterProps = {
    label: t(labels.filters),
    filters: definition.filters,
    values: state.filters,
    sort: state.sort,
    onFilterChange: (key: string, value: string | undefined) =>
      show((current) => ({ ...current, filters: { ...current.filters, [key]: value }, page: 1 })),
    onSortChange: (sort: CourseSort) => show((current) => ({ ...current, sort, page: 1 })),
  };
  const hint = chipHint?.(state.category);

  return (
    <>
      <FilterChips
        label={t(labels.chips)}
        options={definition.chips}
        optionLabel={(chip) => chipName(t, chip)}
        value={state.category}
        onChange={(category) => show((current) => ({ ...current, category, page: 1 }))}
      />
      {hint && <p className="mt-1 text-sm text-ink-soft">{hint}</p>}
      <ListFilters {...filterProps} />
      <div className="mt-3 sm:hidden">
        <FilterSheet
          {...filterProps}
          activeCount={activeFilters}
          // The list as it will be: not the last one, still shown while the new one loads.
          total={query.isPlaceholderData ? undefined : data?.pagination.total}
          kind={kind}
          onClear={() => show((current) => ({ ...current, filters: {}, page: 1 }))}
        />
      </div>
      <ListSummary
        total={data?.pagination.total}
        // The page on screen: while the next one loads, the last one stays (placeholder data).
        page={data?.pagination.page ?? state.page}
        pageSize={pageSize}
        kind={kind}
        // An empty result offers Clear filters in its own message.
        onClear={filtered && data?.pagination.total !== 0 ? clear : undefined}
      />
      <section aria-live="polite" aria-busy={query.isFetching} className="mt-4">
        {/* The cards are h3s: this keeps the outline h1, h2, h3 for screen reader users. */}
        <h2 className="sr-only">{t(labels.heading)}</h2>
        {query.isPending ? (
          <PageSpinner label={t(labels.loading)} />
        ) : query.isError || !data ? (
          <EmptyState icon={icon} title={t('spec.genericFailure')} />
        ) : data.data.length === 0 ? (
          <EmptyState
            icon={icon}
            // SPEC's text for a category with nothing; with every category, it is the filters.
            title={state.category === 'All' && activeFilters > 0 ? t(words.noMatch) : t(emptyTitle)}
          >
            {filtered ? (
              <>
                {state.category !== 'All' && activeFilters > 0 && <p>{t(words.noneOfIts)}</p>}
                <button type="button" onClick={clear} className="btn-outline mt-2">
                  {t('list.clearFilters')}
                </button>
              </>
            ) : (
              t(emptyHint)
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
