import type { Language } from '@academy/shared/languages';
import { type ComponentType, lazy, useState } from 'react';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { loadPageMessages, loadStudentMessages, studentCatalogueSource, useLanguage } from '@/lib/i18n';
import { retryWhenOnline } from '@/lib/when-online';

/**
 * A storefront page in its own chunk. `preload` fetches it with the pages' messages in the
 * page's language; once both are in, the page renders without suspending, so hydrating a
 * server-rendered page never shows the spinner. `source` is the module's key in Vite's manifest
 * (the server links its chunks with modulepreload). A page first opened while offline waits for
 * the network (the offline banner says why) instead of reading as a new release: its chunk is
 * fetched once the browser is back online (issue 28).
 */
export type RouteModule = {
  source: string;
  /** Modules the page loads for a language besides its code (a legal text), by their manifest key. */
  contentSources(language: Language): string[];
  preload(language: Language): Promise<void>;
  Component: ComponentType;
};

/**
 * `load` gets the page's language: a page whose text is content rather than messages (the legal
 * pages) loads that language's text with its code, and resolves once both are in.
 */
function lazyRoute(
  source: string,
  load: (language: Language) => Promise<ComponentType>,
  contentSources: (language: Language) => string[] = () => [],
): RouteModule {
  return pageRoute(source, load, contentSources, loadPageMessages);
}

/** A page of the student area (an account, the player, certificates, projects): its messages too. */
function studentRoute(source: string, load: (language: Language) => Promise<ComponentType>): RouteModule {
  return pageRoute(source, load, (language) => [studentCatalogueSource(language)], loadStudentMessages);
}

function pageRoute(
  source: string,
  load: (language: Language) => Promise<ComponentType>,
  contentSources: (language: Language) => string[],
  loadMessages: (language: Language) => Promise<void>,
): RouteModule {
  let loaded: ComponentType | undefined;
  const speaks = new Set<Language>();
  const preload = (language: Language) =>
    Promise.all([
      retryWhenOnline(() => load(language))(),
      retryWhenOnline(() => loadMessages(language))(),
    ]).then(([component]) => {
      loaded = component;
      speaks.add(language);
    });
  const lazies = new Map<Language, ComponentType>();
  const lazyIn = (language: Language) => {
    let Lazy = lazies.get(language);
    if (!Lazy) {
      Lazy = lazy(() => preload(language).then(() => ({ default: loaded as ComponentType })));
      lazies.set(language, Lazy);
    }
    return Lazy;
  };
  function Page() {
    const language = useLanguage();
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would remount it.
    const [Loaded] = useState(() => (loaded && speaks.has(language) ? loaded : lazyIn(language)));
    return <Loaded />;
  }
  return { source, contentSources, preload, Component: Page };
}

/** A legal text's module in a language (features/legal/content/documents.ts loads it). */
const legalDocumentSource = (file: string, language: Language) =>
  `src/features/legal/content/${language === 'en' ? '' : `${language}/`}${file}.ts`;

export const routeModules = {
  allCourses: lazyRoute('src/app/routes/all-courses.tsx', () =>
    import('./routes/all-courses').then((m) => m.AllCoursesRoute),
  ),
  courseDetails: lazyRoute('src/app/routes/course-details.tsx', () =>
    import('./routes/course-details').then((m) => m.CourseDetailsRoute),
  ),
  digitalAssets: lazyRoute('src/app/routes/digital-assets.tsx', () =>
    import('./routes/digital-assets').then((m) => m.DigitalAssetsRoute),
  ),
  assetDetails: lazyRoute('src/app/routes/asset-details.tsx', () =>
    import('./routes/asset-details').then((m) => m.AssetDetailsRoute),
  ),
  bundles: lazyRoute('src/app/routes/bundles.tsx', () =>
    import('./routes/bundles').then((m) => m.BundlesRoute),
  ),
  bundleDetails: lazyRoute('src/app/routes/bundle-details.tsx', () =>
    import('./routes/bundle-details').then((m) => m.BundleDetailsRoute),
  ),
  cart: lazyRoute('src/app/routes/cart.tsx', () => import('./routes/cart').then((m) => m.CartRoute)),
  wishlist: lazyRoute('src/app/routes/wishlist.tsx', () =>
    import('./routes/wishlist').then((m) => m.WishlistRoute),
  ),
  purchases: studentRoute('src/app/routes/purchases.tsx', () =>
    import('./routes/purchases').then((m) => m.PurchasesRoute),
  ),
  // In the player's chunk: the page lists what the player plays, and leads to it.
  downloads: studentRoute('src/app/routes/course-progress.tsx', () =>
    import('./routes/course-progress').then((m) => m.DownloadsRoute),
  ),
  orderDetails: studentRoute('src/app/routes/order-details.tsx', () =>
    import('./routes/order-details').then((m) => m.OrderDetailsRoute),
  ),
  courseProgress: studentRoute('src/app/routes/course-progress.tsx', () =>
    import('./routes/course-progress').then((m) => m.CourseProgressRoute),
  ),
  studentProject: studentRoute('src/app/routes/student-project.tsx', () =>
    import('./routes/student-project').then((m) => m.StudentProjectRoute),
  ),
  project: studentRoute('src/app/routes/project.tsx', () =>
    import('./routes/project').then((m) => m.ProjectRoute),
  ),
  certificate: studentRoute('src/app/routes/certificate.tsx', () =>
    import('./routes/certificate').then((m) => m.CertificateRoute),
  ),
  certificateVerify: studentRoute('src/app/routes/certificate-verify.tsx', () =>
    import('./routes/certificate-verify').then((m) => m.CertificateVerifyRoute),
  ),
  search: lazyRoute('src/app/routes/search.tsx', () => import('./routes/search').then((m) => m.SearchRoute)),
  studentEnquiry: lazyRoute('src/app/routes/student-enquiry.tsx', () =>
    import('./routes/student-enquiry').then((m) => m.StudentEnquiryRoute),
  ),
  privacyPolicy: lazyRoute(
    'src/app/routes/privacy-policy.tsx',
    (language) => import('./routes/privacy-policy').then((m) => m.loadPrivacyPolicyRoute(language)),
    (language) => [legalDocumentSource('privacy-policy', language)],
  ),
  refundPolicy: lazyRoute(
    'src/app/routes/refund-policy.tsx',
    (language) => import('./routes/refund-policy').then((m) => m.loadRefundPolicyRoute(language)),
    (language) => [legalDocumentSource('refund-policy', language)],
  ),
  termsCondition: lazyRoute(
    'src/app/routes/terms-condition.tsx',
    (language) => import('./routes/terms-condition').then((m) => m.loadTermsConditionRoute(language)),
    (language) => [legalDocumentSource('terms-condition', language)],
  ),
  forgotPassword: studentRoute('src/app/routes/forgot-password.tsx', () =>
    import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
  ),
  resetPassword: studentRoute('src/app/routes/reset-password.tsx', () =>
    import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
  ),
  verifyEmail: studentRoute('src/app/routes/verify-email.tsx', () =>
    import('./routes/verify-email').then((m) => m.VerifyEmailRoute),
  ),
  unsubscribe: studentRoute('src/app/routes/unsubscribe.tsx', () =>
    import('./routes/unsubscribe').then((m) => m.UnsubscribeRoute),
  ),
  giftClaim: studentRoute('src/app/routes/gift-claim.tsx', () =>
    import('./routes/gift-claim').then((m) => m.GiftClaimRoute),
  ),
  account: studentRoute('src/app/routes/account.tsx', () =>
    import('./routes/account').then((m) => m.AccountRoute),
  ),
  auth: lazyRoute('src/app/routes/auth.tsx', () => import('./routes/auth').then((m) => m.AuthRoute)),
};

/** The public pages, rendered on the server; home and 'Page Not Found' are in the main chunk. */
const serverRendered: { pattern: string; module: RouteModule | null }[] = [
  { pattern: paths.home, module: null },
  { pattern: paths.allCourses, module: routeModules.allCourses },
  { pattern: paths.courseDetails(':id'), module: routeModules.courseDetails },
  { pattern: paths.digitalAssets, module: routeModules.digitalAssets },
  { pattern: paths.assetDetails(':id'), module: routeModules.assetDetails },
  { pattern: paths.bundles, module: routeModules.bundles },
  { pattern: paths.bundleDetails(':id'), module: routeModules.bundleDetails },
  { pattern: paths.searchPage, module: routeModules.search },
  { pattern: paths.enquiry, module: routeModules.studentEnquiry },
  { pattern: paths.privacyPolicy, module: routeModules.privacyPolicy },
  { pattern: paths.refundPolicy, module: routeModules.refundPolicy },
  { pattern: paths.termsCondition, module: routeModules.termsCondition },
  { pattern: paths.certificateVerifyPage, module: routeModules.certificateVerify },
  { pattern: paths.project(':id'), module: routeModules.project },
  // Drawn for a visitor without the link's token (after `#`), which the browser then reads.
  { pattern: paths.gift, module: routeModules.giftClaim },
];

/**
 * Signed-in pages and the admin area: their guards depend on the session stored in the browser,
 * so the browser renders them (the server sends the shell, with the page's chunk preloaded).
 */
const browserRendered: { pattern: string; module: RouteModule | null }[] = [
  { pattern: paths.cart, module: routeModules.cart },
  { pattern: paths.wishlist, module: routeModules.wishlist },
  { pattern: paths.purchases, module: routeModules.purchases },
  { pattern: paths.downloads, module: routeModules.downloads },
  { pattern: paths.orderPage, module: routeModules.orderDetails },
  { pattern: paths.courseProgress(':id'), module: routeModules.courseProgress },
  { pattern: paths.studentProject(':courseId'), module: routeModules.studentProject },
  { pattern: paths.certificate, module: routeModules.certificate },
  { pattern: paths.auth, module: routeModules.auth },
  { pattern: paths.admin.dashboard, module: null },
  { pattern: `${paths.admin.dashboard}/*`, module: null },
  { pattern: paths.account, module: routeModules.account },
  // They act on a token in the address, and say how it went, once the browser has the page.
  { pattern: paths.forgotPassword, module: routeModules.forgotPassword },
  { pattern: paths.resetPassword, module: routeModules.resetPassword },
  { pattern: paths.verifyEmail, module: routeModules.verifyEmail },
  { pattern: paths.unsubscribe, module: routeModules.unsubscribe },
];

/**
 * How a path is rendered: on the server or by the browser alone, with the page's chunk if it has
 * one (home and 'Page Not Found' are in the main chunk, the admin area loads its own).
 */
export function renderingOf(pathname: string): { server: boolean; module: RouteModule | null } {
  const browser = browserRendered.find(({ pattern }) => matchPath(pattern, pathname));
  if (browser) return { server: false, module: browser.module };
  const match = serverRendered.find(({ pattern }) => matchPath(pattern, pathname));
  // Any other path is 'Page Not Found', rendered on the server with status 404.
  return { server: true, module: match?.module ?? null };
}
