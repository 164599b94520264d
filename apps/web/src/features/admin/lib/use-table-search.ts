import type { SortColumn, SortDirection } from '@academy/shared/paging';
import { useLocation, useSearchParams } from 'react-router';
import { readTableSearch, type SortSpec, sortedBy, type TableSearch, withTableSearch } from './table-search';

export type TableSearchControls<Sort extends SortColumn> = {
  search: TableSearch<Sort>;
  /** The whole URL query, for the filters a table keeps beside its own keys. */
  params: URLSearchParams;
  /** A new search: back to page 1. */
  searchFor: (q: string) => void;
  /** A click on a column's header: that column, or the same one turned around. */
  sortBy: (column: Sort) => void;
  /** A choice in the Sort menu: this column in this direction. */
  sortTo: (column: Sort, dir: SortDirection) => void;
  /** `replace`: correct the URL (a page past the end) without a history entry of its own. */
  goTo: (page: number, options?: { replace?: boolean }) => void;
  /** Sets (or, with undefined, removes) one of the table's own filters, back to page 1. */
  filter: (key: string, value: string | undefined) => void;
  /** The URL of the same table without its search. */
  withoutSearch: string;
};

/**
 * An admin table's page, search and order, kept in the URL: each change is a history entry, so
 * Back returns to the previous page or search, and a reload or a shared link opens the same.
 */
export function useTableSearch<Sort extends SortColumn>(spec: SortSpec<Sort>): TableSearchControls<Sort> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = readTableSearch(params, spec);

  /** Goes to `next`, unless the table is there already (a second Enter adds no history entry). */
  const go = (next: URLSearchParams, replace = false) => {
    if (next.toString() !== params.toString()) setParams(next, { replace });
  };
  const show = (next: TableSearch<Sort>, replace = false) => go(withTableSearch(params, next, spec), replace);

  const withoutSearch = withTableSearch(params, { ...search, q: '', page: 1 }, spec).toString();
  return {
    search,
    params,
    searchFor: (q) => show({ ...search, q, page: 1 }),
    sortBy: (column) => show(sortedBy(search, column)),
    sortTo: (sort, dir) => show({ ...search, sort, dir, page: 1 }),
    goTo: (page, options) => show({ ...search, page }, options?.replace),
    filter: (key, value) => {
      const next = withTableSearch(params, { ...search, page: 1 }, spec);
      if (value) next.set(key, value);
      else next.delete(key);
      go(next);
    },
    withoutSearch: withoutSearch ? `${pathname}?${withoutSearch}` : pathname,
  };
}
