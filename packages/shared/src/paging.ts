import { z } from './zod';

/*
 * Every list the API answers is a page (issue 15): no call returns more than MAX_PAGE_SIZE
 * items, whatever it is asked. A call that asks for no page gets the first one, with the
 * total and the number of the next page, so the SPEC's list calls keep their shapes and a
 * client that never pages still sees a sensible, bounded answer.
 */

/** The most items one page may hold. */
export const MAX_PAGE_SIZE = 100;
/** The storefront's grids (courses, assets): four rows of six, or twelve rows of two. */
export const STOREFRONT_PAGE_SIZE = 24;
/** The admin tables. */
export const ADMIN_PAGE_SIZE = 25;
/** Lists that belong to one person (purchases, orders): rarely more than a page. */
export const PERSONAL_PAGE_SIZE = 100;
/** A picker's suggestions (courses for a coupon or a grant, students to grant to). */
export const PICKER_SIZE = 20;
/** The deepest page anyone may ask for: beyond it, narrow the search instead. */
export const MAX_PAGE = 100_000;

/** `page` and `limit` of a list's query string; both optional, the route decides the defaults. */
export const pageQueryFields = {
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
};

/** Where a page stands in its list: `nextPage` is null on the last page. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, nextPage: page * limit < total ? page + 1 : null };
}

/** How many pages `total` items make at `limit` a page (at least one, for "Page 1 of 1"). */
export const pageCount = (pagination: Pick<Pagination, 'limit' | 'total'>): number =>
  Math.max(1, Math.ceil(pagination.total / pagination.limit));

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Each sort column's natural direction, when `dir` is absent: newest first for dates (but the
 * soonest expiry first), A to Z for names and codes, cheapest first, most used first.
 */
export const NATURAL_SORT_DIRECTIONS = {
  date: 'desc',
  title: 'asc',
  name: 'asc',
  email: 'asc',
  code: 'asc',
  price: 'asc',
  used: 'desc',
  expires: 'asc',
} as const satisfies Record<string, SortDirection>;
export type SortColumn = keyof typeof NATURAL_SORT_DIRECTIONS;

/** The direction a list is sorted in: the one asked for, or the column's natural one. */
export const sortDirectionOf = (sort: SortColumn, dir: SortDirection | undefined): SortDirection =>
  dir ?? NATURAL_SORT_DIRECTIONS[sort];

/**
 * An admin table's query: the page, a search `q` (blank is none), the column to sort by and
 * the direction (each column has its natural one when `dir` is absent: newest first for
 * dates, A to Z for names, cheapest first for prices).
 */
export function adminListQuerySchema<const Sorts extends readonly [SortColumn, ...SortColumn[]]>(
  sorts: Sorts,
  defaultSort: Sorts[number],
) {
  return z.object({
    ...pageQueryFields,
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .max(200, 'q must be at most 200 characters')
      .optional()
      .transform((value) => value || undefined),
    sort: z
      .preprocess(
        (value) => (value === '' ? undefined : value),
        z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).optional(),
      )
      .transform((value) => value ?? defaultSort),
    dir: z
      .preprocess(
        (value) => (value === '' ? undefined : value),
        z.enum(SORT_DIRECTIONS, { error: 'dir must be asc or desc' }).optional(),
      )
      .optional(),
  });
}

/** The most ids one `ids=` may name: a page's worth. */
export const MAX_LISTED_IDS = MAX_PAGE_SIZE;

/**
 * `ids=<id>,<id>,...` (or `ids` repeated): only these items, so a picker can show the names of
 * what is already chosen. Blanks and repeats are dropped, and a blank `ids=` filters nothing;
 * an id that is malformed or unknown names nothing and is simply absent from the answer. With
 * `ids`, `limit` defaults to MAX_PAGE_SIZE, so every named item fits on the first page.
 */
export const listIdsField = z
  .union([z.string(), z.array(z.string())], { error: 'ids must be ids separated by commas' })
  .optional()
  .transform((value) => {
    const ids = [
      ...new Set(
        [value ?? []]
          .flat()
          .flatMap((part) => part.split(','))
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    return ids.length > 0 ? ids : undefined;
  })
  .refine(
    (ids) => ids === undefined || ids.length <= MAX_LISTED_IDS,
    `ids can name at most ${MAX_LISTED_IDS} items`,
  );

/** Admin → All Courses: by date (newest first), title or price; `ids` for a picker. */
export const ADMIN_COURSE_SORTS = ['date', 'title', 'price'] as const;
export const adminCourseListQuerySchema = adminListQuerySchema(ADMIN_COURSE_SORTS, 'date').extend({
  ids: listIdsField,
});
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;

/** Admin → All Assets: by date (newest first), name or price; `ids` for a picker. */
export const ADMIN_ASSET_SORTS = ['date', 'name', 'price'] as const;
export const adminAssetListQuerySchema = adminListQuerySchema(ADMIN_ASSET_SORTS, 'date').extend({
  ids: listIdsField,
});
export type AdminAssetListQuery = z.input<typeof adminAssetListQuerySchema>;

/** Admin → All Coupons: by creation (newest first), code (A to Z), uses (most first) or expiry (soonest first). */
export const ADMIN_COUPON_SORTS = ['date', 'code', 'used', 'expires'] as const;
export const adminCouponListQuerySchema = adminListQuerySchema(ADMIN_COUPON_SORTS, 'date');
export type AdminCouponListQuery = z.input<typeof adminCouponListQuerySchema>;

/** Admin → Students (`GET /auth/all-users`): by joining date (newest first), name or email. */
export const ADMIN_USER_SORTS = ['date', 'name', 'email'] as const;
export const adminUserListQuerySchema = adminListQuerySchema(ADMIN_USER_SORTS, 'date');
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** Admin → Grant Access's table: students with manual access, the latest grant first, or by name. */
export const ADMIN_MANUAL_ACCESS_SORTS = ['date', 'name'] as const;
export const adminManualAccessListQuerySchema = adminListQuerySchema(ADMIN_MANUAL_ACCESS_SORTS, 'date');
export type AdminManualAccessListQuery = z.input<typeof adminManualAccessListQuerySchema>;
