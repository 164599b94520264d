import { COURSE_SORTS, type CourseSort } from '@academy/shared/catalogue';

/**
 * A catalogue list's state as it lives in the URL (`?category=Fonts&level=Beginner&sort=price&page=2`),
 * so a list can be shared and Back returns to the previous one. Unknown or malformed values read
 * as their default; defaults ('All', newest first, page 1) are left out of the URL.
 */
export type ListState = {
  category: string;
  filters: Record<string, string | undefined>;
  sort: CourseSort;
  page: number;
};

export type ListSpec = {
  chips: readonly string[];
  /** Each filter's query key and its allowed values, in the order they appear in the URL. */
  filters: readonly { key: string; values: readonly string[] }[];
};

export function readListState(params: URLSearchParams, spec: ListSpec): ListState {
  const category = params.get('category') ?? '';
  const filters: ListState['filters'] = {};
  for (const filter of spec.filters) {
    const value = params.get(filter.key) ?? '';
    filters[filter.key] = filter.values.includes(value) ? value : undefined;
  }
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    category: spec.chips.includes(category) ? category : 'All',
    filters,
    sort: COURSE_SORTS.find((candidate) => candidate === sort) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL query of a list state, in one order, without its defaults. */
export function listSearch(state: ListState, spec: ListSpec): string {
  const params = new URLSearchParams();
  if (state.category !== 'All') params.set('category', state.category);
  for (const filter of spec.filters) {
    const value = state.filters[filter.key];
    if (value) params.set(filter.key, value);
  }
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether anything narrows the list (the sort does not). */
export const hasActiveFilters = (state: ListState) =>
  state.category !== 'All' || Object.values(state.filters).some(Boolean);
