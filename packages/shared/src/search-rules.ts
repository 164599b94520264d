/*
 * Search's paging, apart from search-api.ts's schemas: the search page reads it, and a
 * module that builds zod schemas would bring zod to that page.
 */

/** Results per kind (courses, assets) on one page of search. */
export const SEARCH_PAGE_SIZE = 24;
/**
 * The deepest page of search: 960 results of each kind. Each page ranks every match before
 * it, so depth has a cost; a search that needs more is better narrowed.
 */
export const SEARCH_MAX_PAGE = 40;
