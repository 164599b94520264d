import type { SortColumn, SortDirection } from '@academy/shared/paging';
import { pageCount } from '@academy/shared/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { ListPage } from '../lib/table-search';
import type { TableSearchControls } from '../lib/use-table-search';
import { type Column, DataTable } from './data-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';

/** One entry of a table's Sort menu: a column in one direction. */
export type SortOption<Sort extends string> = { sort: Sort; dir: SortDirection; label: string };

const count = (total: number, noun: { one: string; many: string }) =>
  `${total.toLocaleString('en-IN')} ${total === 1 ? noun.one : noun.many}`;

/**
 * The menu that orders the list: the only way to a sort without a column of its own (the
 * newest first), and on phones, where the column headers are not shown, the only one at all.
 */
function SortMenu<Sort extends string>({
  options,
  sort,
  dir,
  onChange,
}: {
  options: SortOption<Sort>[];
  sort: Sort;
  dir: SortDirection;
  onChange: (option: SortOption<Sort>) => void;
}) {
  const id = useId();
  const value = `${sort}:${dir}`;
  return (
    <div className="flex items-center gap-2 max-sm:w-full">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-ink-soft">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => `${option.sort}:${option.dir}` === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className="field-input w-auto py-2.5 pr-9 text-[15px] max-sm:flex-1"
      >
        {options.map((option) => (
          <option key={`${option.sort}:${option.dir}`} value={`${option.sort}:${option.dir}`}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * An admin list a page at a time, searched and sorted on the server: the search box and the
 * Sort menu, the count, the table with its sortable headers, and the pager. Page, search and
 * order live in the URL (`controls`). While another page loads, the last one stays, dimmed.
 */
export function AdminTable<T, Sort extends SortColumn>({
  controls,
  query,
  caption,
  columns,
  rowKey,
  noun,
  searchLabel,
  searchPlaceholder,
  sortOptions,
  loading,
  failed,
  empty,
  filters,
  filtered = false,
}: {
  controls: TableSearchControls<Sort>;
  query: UseQueryResult<ListPage<T>>;
  caption: string;
  columns: Column<T, Sort>[];
  rowKey: (row: T) => string;
  /** What the rows are: { one: 'course', many: 'courses' }. */
  noun: { one: string; many: string };
  searchLabel: string;
  searchPlaceholder: string;
  /** The Sort menu's entries; none for a list the server keeps in one order. */
  sortOptions?: SortOption<Sort>[];
  /** What the spinner says is loading, and the title of a failed load. */
  loading: string;
  failed: string;
  /** The list holds nothing at all yet: what it will hold, and how to add the first. */
  empty: ReactNode;
  /** Filters under the search (the Students' roles); `filtered` while one narrows the list. */
  filters?: ReactNode;
  filtered?: boolean;
}) {
  const { search } = controls;
  const data = query.data;
  const pagination = data?.pagination;
  const pages = pagination ? pageCount(pagination) : 1;
  // A page past the end (a stale link, or the last row of the last page deleted): the last page.
  const pastTheEnd = data !== undefined && data.data.length === 0 && data.pagination.total > 0;
  const lastPage = pastTheEnd && !query.isPlaceholderData ? pages : null;
  // Nothing to search or sort yet: the empty state alone says what the list will hold.
  const nothingAtAll =
    data !== undefined && !query.isPlaceholderData && data.pagination.total === 0 && !search.q && !filtered;
  const { goTo } = controls;
  useEffect(() => {
    if (lastPage !== null) goTo(lastPage, { replace: true });
  }, [lastPage, goTo]);

  const body = () => {
    if (query.isPending || pastTheEnd) return <PageSpinner label={loading} />;
    if (query.isError) return <QueryError query={query} title={failed} />;
    const { data: rows, pagination: shown } = query.data;
    if (rows.length === 0) {
      if (!search.q && !filtered) return empty;
      return (
        <EmptyState
          icon={SearchX}
          title={search.q ? `No ${noun.many} match ‘${search.q}’` : `No ${noun.many} match these filters`}
        >
          <p>Check the spelling, or search for a shorter part of a name.</p>
          {search.q && (
            <Link to={controls.withoutSearch} className="btn-outline mt-5">
              Clear search
            </Link>
          )}
        </EmptyState>
      );
    }
    return (
      <>
        <DataTable<T, Sort>
          caption={caption}
          rows={rows}
          rowKey={rowKey}
          columns={columns}
          sorting={{ sort: search.sort, dir: search.dir, onSort: controls.sortBy }}
          dimmed={query.isPlaceholderData}
        />
        <Pager
          label={`${caption} pages`}
          page={shown.page}
          pages={pageCount(shown)}
          onPage={(page) => controls.goTo(page)}
          steps={{ previous: 'Previous', next: 'Next' }}
        >
          Page {shown.page} of {pageCount(shown)} · {count(shown.total, noun)}
        </Pager>
      </>
    );
  };

  if (nothingAtAll) return body();
  return (
    <>
      <div className="mb-4 rounded-[var(--radius-card)] border border-line bg-white p-4">
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={search.q}
            onSearch={controls.searchFor}
          />
          {sortOptions && (
            <SortMenu
              options={sortOptions}
              sort={search.sort}
              dir={search.dir}
              onChange={(option) => controls.sortTo(option.sort, option.dir)}
            />
          )}
        </div>
        {filters && <div className="mt-3">{filters}</div>}
      </div>
      <p className="mb-2 min-h-5 text-sm text-ink-soft" aria-live="polite">
        {pagination &&
          pagination.total > 0 &&
          (search.q
            ? `${count(pagination.total, noun)} ${pagination.total === 1 ? 'matches' : 'match'} ‘${search.q}’`
            : count(pagination.total, noun))}
      </p>
      {body()}
    </>
  );
}
