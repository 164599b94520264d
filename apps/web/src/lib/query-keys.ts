/** Every TanStack Query key in one place, so mutations invalidate what they change. */
export const queryKeys = {
  authConfig: ['auth', 'config'] as const,
  courses: (filters: { category?: string; limit?: number } = {}) => ['courses', 'list', filters] as const,
  /** One page of /all-courses, keyed by the list's URL state (category, filters, sort, page). */
  coursePage: (params: object) => ['courses', 'page', params] as const,
  course: (id: string) => ['courses', 'detail', id] as const,
  courseRecommendations: (category: string, excludeId: string) =>
    ['courses', 'recommendations', category, excludeId] as const,
  assets: (filters: { category?: string; limit?: number } = {}) => ['assets', 'list', filters] as const,
  /** One page of /digital-assets, keyed by the list's URL state. */
  assetPage: (params: object) => ['assets', 'page', params] as const,
  asset: (id: string) => ['assets', 'detail', id] as const,
  /** Issue 31: a page of /bundles; one bundle as anyone sees it; what it costs one student. */
  bundles: ['bundles'] as const,
  bundlePage: (page: number) => ['bundles', 'page', page] as const,
  bundle: (id: string) => ['bundles', 'detail', id] as const,
  bundleForStudent: (id: string, userId: string) => ['bundles', 'detail', id, userId] as const,
  bundlesHolding: (kind: 'course' | 'asset', id: string) => ['bundles', 'holding', kind, id] as const,
  assetRecommendations: (category: string, excludeId: string) =>
    ['assets', 'recommendations', category, excludeId] as const,
  activeCoupons: ['coupons', 'active'] as const,
  search: (query: string, page: number) => ['search', query, page] as const,
  /** Every cart query; a payment invalidates them all. */
  carts: ['cart'] as const,
  cart: (userId: string) => ['cart', userId] as const,
  /**
   * Issue 31: a coupon on these cart items priced whole, as a gift of them. Not under `carts`: a
   * payment empties the cart, and this quote must not be asked again of an empty one.
   */
  cartGiftQuote: (code: string, contentKey: string) => ['gift-quote', code, contentKey] as const,
  /** Issue 31: the signed-in student's wishlist. */
  wishlist: (userId: string) => ['wishlist', userId] as const,
  /** Every purchase query (checks and lists); a payment invalidates them all. */
  purchases: ['purchases'] as const,
  /** A product's reviews: one key per order and page; the prefix is every page of them. */
  reviews: (productType: string, productId: string) => ['reviews', productType, productId] as const,
  /** A page of them: the first, or the one after a review (`after`, its cursor). */
  reviewPage: (productType: string, productId: string, sort: string, after: string | undefined) =>
    ['reviews', productType, productId, sort, after ?? 'first'] as const,
  /** The signed-in owner's own review of a product; without `userId`, whoever's. */
  myReviews: (productType: string, productId: string) => ['reviews', 'mine', productType, productId] as const,
  myReview: (productType: string, productId: string, userId: string) =>
    ['reviews', 'mine', productType, productId, userId] as const,
  coursePurchase: (courseId: string, userId: string) => ['purchases', 'course', courseId, userId] as const,
  assetPurchase: (assetId: string, userId: string) => ['purchases', 'asset', assetId, userId] as const,
  purchasedCourses: (userId: string) => ['purchases', 'courses', userId] as const,
  purchasedAssets: (userId: string) => ['purchases', 'assets', userId] as const,
  /** The buyer's paid orders, and one order's receipt as that buyer reads it. */
  orders: (userId: string) => ['purchases', 'orders', userId] as const,
  order: (orderId: string, userId: string) => ['purchases', 'order', orderId, userId] as const,
  /** Issue 31: the gift of one of the buyer's orders, and what a claim link gives. */
  orderGift: (orderId: string, userId: string) => ['purchases', 'order', orderId, userId, 'gift'] as const,
  giftView: (token: string) => ['gifts', 'view', token] as const,
  courseProgress: (userId: string, courseId: string) => ['progress', userId, courseId] as const,
  /** Issue 32: what saving each of a course's lectures for offline would take. */
  offlinePlan: (courseId: string) => ['offline-plan', courseId] as const,
  /** Issue 32: a course's lectures saved on this device (Cache Storage, not the server). */
  savedLectures: (courseId: string) => ['saved-lectures', courseId] as const,
  /** Every project query (galleries, pages, the student's own); a student's change invalidates them all. */
  projects: ['projects'] as const,
  /** A course's gallery of shown projects, a page at a time. */
  courseProjects: (courseId: string) => ['projects', 'course', courseId] as const,
  /** One shown project's public page. */
  project: (id: string) => ['projects', 'page', id] as const,
  /** Every project of the signed-in student: theirs for one course, and all of them. */
  myProjects: (userId: string) => ['projects', 'mine', userId] as const,
  myProject: (userId: string, courseId: string) => ['projects', 'mine', userId, courseId] as const,
  certificateVerification: (number: string) => ['certificates', 'verify', number] as const,
  /** The signed-in account's own profile (/account). */
  account: (userId: string) => ['account', userId] as const,
  /** The buyer's saved billing details for GST invoices (checkout pre-fill and /account). */
  billing: (userId: string) => ['account', userId, 'billing'] as const,
};
