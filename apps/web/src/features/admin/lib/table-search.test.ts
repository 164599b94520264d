import { describe, expect, it } from 'vitest';
import {
  byIds,
  listQuery,
  pickerQuery,
  readTableSearch,
  sortedBy,
  sortSpec,
  withTableSearch,
} from './table-search';

const spec = sortSpec(['date', 'title', 'price'], 'date');
const read = (query: string) => readTableSearch(new URLSearchParams(query), spec);
const write = (query: string, change: Partial<ReturnType<typeof read>>) =>
  withTableSearch(new URLSearchParams(query), { ...read(query), ...change }, spec).toString();

describe("an admin table's state in the URL", () => {
  it('reads a shared link', () => {
    expect(read('q=brand+identity&sort=title&dir=desc&page=3')).toEqual({
      page: 3,
      q: 'brand identity',
      sort: 'title',
      dir: 'desc',
    });
  });

  it('gives an absent direction the column’s own one', () => {
    expect(read('').dir).toBe('desc');
    expect(read('sort=title').dir).toBe('asc');
    expect(read('sort=price').dir).toBe('asc');
  });

  it('reads unknown or malformed values as the defaults', () => {
    expect(read('sort=students&dir=up&page=-2&q=%20%20')).toEqual({
      page: 1,
      q: '',
      sort: 'date',
      dir: 'desc',
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=100001').page).toBe(1);
    expect(read('sort=toString').sort).toBe('date');
    expect(read(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('leaves the defaults out of the URL and keeps the keys it does not own', () => {
    expect(write('', {})).toBe('');
    expect(write('role=admin&page=4', { page: 1 })).toBe('role=admin');
    expect(write('', { q: 'kolam', page: 2 })).toBe('q=kolam&page=2');
    expect(write('', { sort: 'title', dir: 'asc' })).toBe('sort=title');
    expect(write('', { sort: 'title', dir: 'desc' })).toBe('sort=title&dir=desc');
    expect(write('', { dir: 'asc' })).toBe('dir=asc');
    expect(write('page=2&role=user&q=old', { q: 'new', sort: 'title', dir: 'asc', page: 3 })).toBe(
      'q=new&sort=title&role=user&page=3',
    );
  });

  it('reads back what it writes', () => {
    const state = { page: 7, q: 'Rangoli & more', sort: 'price' as const, dir: 'desc' as const };
    expect(readTableSearch(withTableSearch(new URLSearchParams(), state, spec), spec)).toEqual(state);
  });
});

describe('sorting by a header', () => {
  it('turns the same column around, and starts again at page 1', () => {
    expect(sortedBy(read('page=3'), 'date')).toEqual({ page: 1, q: '', sort: 'date', dir: 'asc' });
    expect(sortedBy(read('sort=title&dir=desc'), 'title')).toMatchObject({ dir: 'asc' });
  });

  it('sorts another column in its own direction, keeping the search', () => {
    expect(sortedBy(read('q=font&sort=title&dir=desc&page=2'), 'price')).toEqual({
      page: 1,
      q: 'font',
      sort: 'price',
      dir: 'asc',
    });
  });
});

describe("a picker's queries", () => {
  it('asks for a picker’s worth of suggestions, with the search when there is one', () => {
    expect(pickerQuery('')).toBe('limit=20');
    expect(pickerQuery('brand')).toBe('q=brand&limit=20');
  });

  it('names the chosen ids, at most a page of them, with a limit that fits them all', () => {
    expect(byIds(['a', 'b'])).toBe('ids=a%2Cb&limit=2');
    const many = Array.from({ length: 130 }, (_, index) => `id${index}`);
    const query = new URLSearchParams(byIds(many));
    expect(query.get('ids')?.split(',')).toHaveLength(100);
    expect(query.get('limit')).toBe('100');
  });
});

describe("the API's query", () => {
  it('always names the page, the size, the sort and its direction; the search only when there is one', () => {
    expect(listQuery(read(''), 25)).toBe('page=1&limit=25&sort=date&dir=desc');
    expect(listQuery(read('q=ui kit&sort=title&page=2'), 25)).toBe(
      'page=2&limit=25&q=ui+kit&sort=title&dir=asc',
    );
  });
});
