/**
 * The admin area's own TanStack Query keys, in its own chunk (the storefront's first load has no need of them). A list's `…Page` keys hold one page of
 * its table (keyed by page, search and order), `…Options` a picker's suggestions and `…ByIds`
 * the names of items already chosen; each list's first key is the prefix of them all.
 */
export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  courses: ['admin', 'courses'] as const,
  coursePage: (search: object) => ['admin', 'courses', 'page', search] as const,
  courseOptions: (q: string) => ['admin', 'courses', 'options', q] as const,
  coursesByIds: (ids: readonly string[]) => ['admin', 'courses', 'ids', ...ids] as const,
  course: (id: string) => ['admin', 'courses', id] as const,
  assets: ['admin', 'assets'] as const,
  assetPage: (search: object) => ['admin', 'assets', 'page', search] as const,
  assetOptions: (q: string) => ['admin', 'assets', 'options', q] as const,
  assetsByIds: (ids: readonly string[]) => ['admin', 'assets', 'ids', ...ids] as const,
  asset: (id: string) => ['admin', 'assets', id] as const,
  bundles: ['admin', 'bundles'] as const,
  bundlePage: (search: object) => ['admin', 'bundles', 'page', search] as const,
  bundleOptions: (q: string) => ['admin', 'bundles', 'options', q] as const,
  /** One chosen bundle, to name it: the bundle list takes no `ids=`, so each is asked for alone. */
  bundleById: (id: string) => ['admin', 'bundles', 'ids', id] as const,
  bundle: (id: string) => ['admin', 'bundles', id] as const,
  coupons: ['admin', 'coupons'] as const,
  couponPages: ['admin', 'coupons', 'page'] as const,
  couponPage: (search: object) => ['admin', 'coupons', 'page', search] as const,
  coupon: (code: string) => ['admin', 'coupons', 'code', code] as const,
  users: ['admin', 'users'] as const,
  userPage: (search: object) => ['admin', 'users', 'page', search] as const,
  /**
   * A list's size, for the dashboard's fallback totals (`limit=1`: only `pagination.total`
   * is read), under the list's own prefix so whatever changes the list changes it too.
   */
  total: (list: readonly string[]) => [...list, 'total'] as const,
  manualAccess: ['admin', 'manual-access'] as const,
  manualAccessPage: (search: object) => ['admin', 'manual-access', 'page', search] as const,
  userSearch: (query: string) => ['admin', 'user-search', query] as const,
  enquiries: (page: number) => ['admin', 'enquiries', page] as const,
  /** Every query of the outbox; a resend invalidates them all. */
  outboxes: ['admin', 'outbox'] as const,
  outbox: (page: number) => ['admin', 'outbox', page] as const,
  outboxMessage: (id: string) => ['admin', 'outbox', 'message', id] as const,
  /** Every query of Admin → Jobs; a retry or a discard invalidates them all. */
  jobs: ['admin', 'jobs'] as const,
  jobPage: (state: string, page: number) => ['admin', 'jobs', state, page] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number, action: string | undefined) => ['admin', 'audit', page, action ?? ''] as const,
  videoStreams: (ids: readonly string[]) => ['admin', 'video-streams', ...ids] as const,
  /** Every query of the order register; a refund invalidates them all. */
  orders: ['admin', 'orders'] as const,
  orderPage: (search: object) => ['admin', 'orders', 'page', search] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  reconciliation: ['admin', 'payments', 'reconciliation'] as const,
  /** Every query of Admin → Reviews; a hide, show, reply or deletion invalidates them all. */
  reviews: ['admin', 'reviews'] as const,
  reviewPage: (filters: object) => ['admin', 'reviews', 'page', filters] as const,
  /** Every page of Admin → Projects' queue; a review or a removal invalidates them all. */
  projectPages: ['admin', 'projects', 'page'] as const,
  projectPage: (filters: object) => ['admin', 'projects', 'page', filters] as const,
  project: (id: string) => ['admin', 'projects', 'detail', id] as const,
};
