import { describe, expect, it } from 'vitest';
import { hasActiveFilters, type ListSpec, listSearch, readListState } from './list-params';

const spec: ListSpec = {
  chips: ['All', 'Fonts', 'Print Design'],
  filters: [
    { key: 'level', values: ['Beginner', 'Advance'] },
    { key: 'price', values: ['free', 'under-1000'] },
  ],
};
const read = (query: string) => readListState(new URLSearchParams(query), spec);

describe('list state in the URL', () => {
  it('reads a shared link', () => {
    expect(read('category=Print+Design&level=Beginner&sort=price&page=2')).toEqual({
      category: 'Print Design',
      filters: { level: 'Beginner', price: undefined },
      sort: 'price',
      page: 2,
    });
  });

  it('reads unknown or malformed values as the defaults', () => {
    expect(read('category=Nope&level=Expert&price=cheap&sort=popular&page=-3')).toEqual({
      category: 'All',
      filters: { level: undefined, price: undefined },
      sort: 'newest',
      page: 1,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('writes one order and leaves the defaults out, so equal lists have equal links', () => {
    const state = read('page=3&sort=title&price=free&level=Advance&category=Fonts');
    expect(listSearch(state, spec)).toBe('?category=Fonts&level=Advance&price=free&sort=title&page=3');
    expect(listSearch(read(''), spec)).toBe('');
    expect(listSearch({ ...read('category=Fonts'), page: 1 }, spec)).toBe('?category=Fonts');
  });

  it('counts a chip or a filter as narrowing the list, not the sort', () => {
    expect(hasActiveFilters(read('sort=price&page=2'))).toBe(false);
    expect(hasActiveFilters(read('category=Fonts'))).toBe(true);
    expect(hasActiveFilters(read('price=free'))).toBe(true);
  });
});
