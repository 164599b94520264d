import {
  MAX_PAGE,
  MAX_PAGE_SIZE,
  NATURAL_SORT_DIRECTIONS,
  type Pagination,
  PICKER_SIZE,
  SORT_DIRECTIONS,
  type SortColumn,
  type SortDirection,
} from '@academy/shared/paging';

/** One page of an admin list, as every paged admin route answers it. */
export type ListPage<T> = { data: T[]; pagination: Pagination };

/**
 * An admin table's sortable columns (the API's), and the one it is sorted by when the URL names
 * none. Each column sorts first in its natural direction (NATURAL_SORT_DIRECTIONS: newest first
 * for dates, A to Z for names, cheapest first for prices).
 */
export type SortSpec<Sort extends SortColumn> = { sorts: readonly Sort[]; initial: Sort };

export const sortSpec = <const Sort extends SortColumn>(
  sorts: readonly Sort[],
  initial: Sort,
): SortSpec<Sort> => ({
  sorts,
  initial,
});

const natural = (sort: SortColumn): SortDirection => NATURAL_SORT_DIRECTIONS[sort];

/** Where an admin table stands: its page, its search (blank for none) and its order. */
export type TableSearch<Sort extends string> = {
  page: number;
  q: string;
  sort: Sort;
  dir: SortDirection;
};

/** The URL keys a table owns; any other key (a filter such as `role`) is left as it is. */
const TABLE_KEYS = ['q', 'sort', 'dir', 'page'] as const;

const MAX_QUERY_CHARS = 200;

const isSort = <Sort extends SortColumn>(spec: SortSpec<Sort>, value: string): value is Sort =>
  (spec.sorts as readonly string[]).includes(value);

/** The page a list's URL names (`?page=3`): 1 when it names none, or nothing sensible. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `params` on another page; page 1 is left out of the URL. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/**
 * A table's state from its URL (`?q=brand&sort=title&dir=desc&page=2`). Anything unknown or
 * malformed reads as its default, so a hand-edited or outdated link still opens the table.
 */
export function readTableSearch<Sort extends SortColumn>(
  params: URLSearchParams,
  spec: SortSpec<Sort>,
): TableSearch<Sort> {
  const sortParam = params.get('sort') ?? '';
  const sort = isSort(spec, sortParam) ? sortParam : spec.initial;
  const dirParam = params.get('dir') ?? '';
  return {
    page: readPage(params),
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_CHARS),
    sort,
    dir: SORT_DIRECTIONS.find((dir) => dir === dirParam) ?? natural(sort),
  };
}

/**
 * The URL query of a table's state: its search and order, then the keys it does not own (a
 * filter such as `role`) as they were, then the page; each of its own left out when it is the
 * default (no search, the initial sort in its own direction, page 1).
 */
export function withTableSearch<Sort extends SortColumn>(
  params: URLSearchParams,
  search: TableSearch<Sort>,
  spec: SortSpec<Sort>,
): URLSearchParams {
  const next = new URLSearchParams();
  if (search.q) next.set('q', search.q);
  if (search.sort !== spec.initial) next.set('sort', search.sort);
  if (search.dir !== natural(search.sort)) next.set('dir', search.dir);
  for (const [key, value] of params) {
    if (!(TABLE_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  return withPage(next, search.page);
}

/**
 * The state after a click on a column's header: the same column turns around, another column
 * sorts in its own direction. Either way the list starts again at its first page.
 */
export function sortedBy<Sort extends SortColumn>(
  search: TableSearch<Sort>,
  column: Sort,
): TableSearch<Sort> {
  const dir = column === search.sort ? (search.dir === 'asc' ? 'desc' : 'asc') : natural(column);
  return { ...search, sort: column, dir, page: 1 };
}

/**
 * The API's query string for a table's page. The direction is always sent, so the order on
 * screen never rests on which direction the server would choose by itself.
 */
export function listQuery<Sort extends SortColumn>(search: TableSearch<Sort>, limit: number): string {
  const query = new URLSearchParams({ page: String(search.page), limit: String(limit) });
  if (search.q) query.set('q', search.q);
  query.set('sort', search.sort);
  query.set('dir', search.dir);
  return query.toString();
}

/** A picker's suggestions: the first PICKER_SIZE items matching `q` (all of them, when blank). */
export const pickerQuery = (q: string): string =>
  new URLSearchParams({ ...(q ? { q } : {}), limit: String(PICKER_SIZE) }).toString();

/** The items of these ids (a form's chosen ones, to name them); the API takes a page of them. */
export const byIds = (ids: readonly string[]): string => {
  const some = ids.slice(0, MAX_PAGE_SIZE);
  return new URLSearchParams({ ids: some.join(','), limit: String(Math.max(1, some.length)) }).toString();
};
