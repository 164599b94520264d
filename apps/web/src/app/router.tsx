import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { documentLanguage, loadPageMessages } from '@/lib/i18n';
import { retryWhenOnline } from '@/lib/when-online';
import { ErrorBoundary } from './errors/error-boundary';
import { StoreLayout } from './layouts/store-layout';
import { routeModules } from './route-modules';
import { RouteGuard } from './route-guard';
import { HomeRoute } from './routes/home';
import { NotFound } from '@/components/not-found';

// Students never download the admin area: it is its own chunk, fetched once online if it was
// first opened offline. It is in English; the parts it shares with the store (the video player
// of a lecture's preview) speak the page's language, from the pages' messages.
const AdminApp = lazy(
  retryWhenOnline(() =>
    Promise.all([import('@/features/admin/admin-app'), loadPageMessages(documentLanguage())]).then(
      ([admin]) => admin,
    ),
  ),
);

const {
  allCourses: { Component: AllCoursesRoute },
  courseDetails: { Component: CourseDetailsRoute },
  digitalAssets: { Component: DigitalAssetsRoute },
  assetDetails: { Component: AssetDetailsRoute },
  bundles: { Component: BundlesRoute },
  bundleDetails: { Component: BundleDetailsRoute },
  cart: { Component: CartRoute },
  wishlist: { Component: WishlistRoute },
  purchases: { Component: PurchasesRoute },
  downloads: { Component: DownloadsRoute },
  orderDetails: { Component: OrderDetailsRoute },
  courseProgress: { Component: CourseProgressRoute },
  studentProject: { Component: StudentProjectRoute },
  project: { Component: ProjectRoute },
  certificate: { Component: CertificateRoute },
  certificateVerify: { Component: CertificateVerifyRoute },
  search: { Component: SearchRoute },
  studentEnquiry: { Component: StudentEnquiryRoute },
  privacyPolicy: { Component: PrivacyPolicyRoute },
  refundPolicy: { Component: RefundPolicyRoute },
  termsCondition: { Component: TermsConditionRoute },
  forgotPassword: { Component: ForgotPasswordRoute },
  resetPassword: { Component: ResetPasswordRoute },
  verifyEmail: { Component: VerifyEmailRoute },
  unsubscribe: { Component: UnsubscribeRoute },
  giftClaim: { Component: GiftClaimRoute },
  account: { Component: AccountRoute },
  auth: { Component: AuthRoute },
} = routeModules;

/**
 * SPEC §2: admin routes are registered only for admins, and then only they are.
 * The guard wraps /auth, the signed-in pages and the admin area; public pages are open.
 */
export function AppRoutes() {
  const { authenticate, user } = useAuth();
  const guard = (element: ReactNode) => (
    <RouteGuard authenticated={authenticate} user={user} element={element} />
  );

  if (authenticate && user?.role === 'admin') {
    return (
      <>
        <ScrollToTopOnNavigate />
        <Routes>
          <Route
            path={`${paths.admin.dashboard}/*`}
            element={guard(
              <ErrorBoundary fullPage>
                <Suspense fallback={<PageSpinner />}>
                  <AdminApp />
                </Suspense>
              </ErrorBoundary>,
            )}
          />
          <Route element={<StoreLayout />}>
            <Route path={paths.account} element={<AccountRoute />} />
          </Route>
          <Route path="*" element={guard(null)} />
        </Routes>
      </>
    );
  }

  return (
    <>
      <ScrollToTopOnNavigate />
      <Routes>
        <Route element={<StoreLayout />}>
          <Route path={paths.home} element={<HomeRoute />} />
          <Route path={paths.allCourses} element={<AllCoursesRoute />} />
          <Route path={paths.courseDetails(':id')} element={<CourseDetailsRoute />} />
          <Route path={paths.digitalAssets} element={<DigitalAssetsRoute />} />
          <Route path={paths.assetDetails(':id')} element={<AssetDetailsRoute />} />
          <Route path={paths.bundles} element={<BundlesRoute />} />
          <Route path={paths.bundleDetails(':id')} element={<BundleDetailsRoute />} />
          <Route path={paths.searchPage} element={<SearchRoute />} />
          <Route path={paths.enquiry} element={<StudentEnquiryRoute />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyRoute />} />
          <Route path={paths.refundPolicy} element={<RefundPolicyRoute />} />
          <Route path={paths.termsCondition} element={<TermsConditionRoute />} />
          <Route path={paths.cart} element={guard(<CartRoute />)} />
          <Route path={paths.wishlist} element={guard(<WishlistRoute />)} />
          <Route path={paths.purchases} element={guard(<PurchasesRoute />)} />
          <Route path={paths.downloads} element={guard(<DownloadsRoute />)} />
          <Route path={paths.orderPage} element={guard(<OrderDetailsRoute />)} />
          <Route path={paths.courseProgress(':id')} element={guard(<CourseProgressRoute />)} />
          <Route path={paths.studentProject(':courseId')} element={guard(<StudentProjectRoute />)} />
          <Route path={paths.project(':id')} element={<ProjectRoute />} />
          <Route path={paths.certificate} element={guard(<CertificateRoute />)} />
          <Route path={paths.certificateVerifyPage} element={<CertificateVerifyRoute />} />
          <Route path={paths.auth} element={guard(<AuthRoute />)} />
          <Route path={paths.account} element={<AccountRoute />} />
          <Route path={`${paths.admin.dashboard}/*`} element={guard(null)} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
          <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailRoute />} />
          <Route path={paths.unsubscribe} element={<UnsubscribeRoute />} />
          <Route path={paths.gift} element={<GiftClaimRoute />} />
          <Route path="*" element={<NotFound homePath={paths.home} />} />
        </Route>
      </Routes>
    </>
  );
}
