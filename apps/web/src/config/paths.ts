import { matchPath } from 'react-router';
/** Every route path of SPEC §2, built in one place. */
export const paths = {
  home: '/',
  allCourses: '/all-courses',
  courseDetails: (id: string) => `/course/details/${id}`,
  digitalAssets: '/digital-assets',
  assetDetails: (id: string) => `/digital/details/${id}`,
  /** Issue 31: kits of courses and assets at one price. */
  bundles: '/bundles',
  bundleDetails: (id: string) => `/bundles/${id}`,
  cart: '/my-cart',
  /** Issue 31: the signed-in student's saved courses, assets and bundles. */
  wishlist: '/wishlist',
  purchases: '/my-courses',
  /** Issue 32: the lectures saved on this device for offline. */
  downloads: '/my-courses/downloads',
  /** An order's confirmation page, under Purchases; link to it with `order(id)`. */
  orderPage: '/my-courses/orders/:id',
  order: (id: string) => `/my-courses/orders/${id}`,
  courseProgress: (id: string) => `/course-progress/${id}`,
  /** Issue 30: the signed-in student's project for a course, under Purchases. */
  studentProject: (courseId: string) => `/my-courses/projects/${courseId}`,
  /** A student's approved project as anyone sees it. */
  project: (id: string) => `/projects/${id}`,
  certificate: '/certificate',
  /** The public verification page's route pattern; link to it with `certificateVerify(number)`. */
  certificateVerifyPage: '/certificate/verify/:number',
  certificateVerify: (number: string) => `/certificate/verify/${encodeURIComponent(number)}`,
  enquiry: '/student-enquiry',
  /** The search page's route pattern; link to it with `search(query)` (or a later `page`). */
  searchPage: '/search',
  search: (query: string, page = 1) =>
    `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`,
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  termsCondition: '/terms-condition',
  auth: '/auth',
  /* Issue 11: the account pages reached from a mail. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** Issue 30: a marketing mail's unsubscribe link. */
  unsubscribe: '/unsubscribe',
  /** Issue 31: a gift's claim link; its token follows `#`, so it never reaches the server. */
  gift: '/gift',
  admin: {
    dashboard: '/admin',
    addCourse: '/admin/course/add-course',
    editCourse: (courseId: string) => `/admin/edit-course/${courseId}`,
    addAsset: '/admin/asset/add-asset',
    editAsset: (assetId: string) => `/admin/edit-asset/${assetId}`,
    /* Sections of the admin menu beyond SPEC §2's routes. */
    courses: '/admin/courses',
    assets: '/admin/assets',
    bundles: '/admin/bundles',
    addBundle: '/admin/bundles/add',
    editBundle: (bundleId: string) => `/admin/bundles/${bundleId}`,
    coupons: '/admin/coupons',
    addCoupon: '/admin/coupons/add',
    grantAccess: '/admin/grant-access',
    users: '/admin/users',
    enquiries: '/admin/enquiries',
    outbox: '/admin/outbox',
    outboxMessage: (messageId: string) => `/admin/outbox/${messageId}`,
    audit: '/admin/audit',
    orders: '/admin/orders',
    order: (orderId: string) => `/admin/orders/${orderId}`,
    /** Admin → Jobs: the background queue's failed, waiting and running jobs (issue 26). */
    jobs: '/admin/jobs',
    /** Admin → Reviews: every review of a course or an asset, to hide, show, answer or delete (issue 30). */
    reviews: '/admin/reviews',
    /** Admin → Projects: the students' course projects, oldest waiting first, to answer (issue 30). */
    projects: '/admin/projects',
    project: (projectId: string) => `/admin/projects/${projectId}`,
  },
  /** The signed-in student's (or admin's) own account: profile, password, devices, erasure. */
  account: '/account',
} as const;

/** Pages without the header (SPEC §2 Layout). */
export function hidesHeader(pathname: string): boolean {
  return pathname.startsWith('/course-progress/') || pathname === paths.certificate;
}

/**
 * Pages whose next step must be in view on a phone (the cart's checkout, an order's Start
 * learning): the notices and offers over the page's bottom wait for the next page.
 */
export function isBuyingPage(pathname: string): boolean {
  return [paths.cart, paths.orderPage].some((pattern) => matchPath(pattern, pathname) !== null);
}
