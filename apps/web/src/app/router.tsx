import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { StoreLayout } from './layouts/store-layout';
import { RouteGuard } from './route-guard';
import { AuthRoute } from './routes/auth';
import { HomeRoute } from './routes/home';
import { NotFound } from '@/components/not-found';

// Students never download the admin area: it is its own chunk.
const AdminApp = lazy(() => import('@/features/admin/admin-app'));

// Each storefront page beyond home and sign-in is its own chunk, fetched when first opened.
const AllCoursesRoute = lazy(() =>
  import('./routes/all-courses').then((m) => ({ default: m.AllCoursesRoute })),
);
const CourseDetailsRoute = lazy(() =>
  import('./routes/course-details').then((m) => ({ default: m.CourseDetailsRoute })),
);
const DigitalAssetsRoute = lazy(() =>
  import('./routes/digital-assets').then((m) => ({ default: m.DigitalAssetsRoute })),
);
const AssetDetailsRoute = lazy(() =>
  import('./routes/asset-details').then((m) => ({ default: m.AssetDetailsRoute })),
);
const CartRoute = lazy(() => import('./routes/cart').then((m) => ({ default: m.CartRoute })));
const PurchasesRoute = lazy(() => import('./routes/purchases').then((m) => ({ default: m.PurchasesRoute })));
const OrderDetailsRoute = lazy(() =>
  import('./routes/order-details').then((m) => ({ default: m.OrderDetailsRoute })),
);
const CourseProgressRoute = lazy(() =>
  import('./routes/course-progress').then((m) => ({ default: m.CourseProgressRoute })),
);
const CertificateRoute = lazy(() =>
  import('./routes/certificate').then((m) => ({ default: m.CertificateRoute })),
);
const CertificateVerifyRoute = lazy(() =>
  import('./routes/certificate-verify').then((m) => ({ default: m.CertificateVerifyRoute })),
);
const SearchRoute = lazy(() => import('./routes/search').then((m) => ({ default: m.SearchRoute })));
const StudentEnquiryRoute = lazy(() =>
  import('./routes/student-enquiry').then((m) => ({ default: m.StudentEnquiryRoute })),
);
const PrivacyPolicyRoute = lazy(() =>
  import('./routes/privacy-policy').then((m) => ({ default: m.PrivacyPolicyRoute })),
);
const RefundPolicyRoute = lazy(() =>
  import('./routes/refund-policy').then((m) => ({ default: m.RefundPolicyRoute })),
);
const TermsConditionRoute = lazy(() =>
  import('./routes/terms-condition').then((m) => ({ default: m.TermsConditionRoute })),
);

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
              <Suspense fallback={<PageSpinner />}>
                <AdminApp />
              </Suspense>,
            )}
          />
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
          <Route path={paths.searchPage} element={<SearchRoute />} />
          <Route path={paths.enquiry} element={<StudentEnquiryRoute />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyRoute />} />
          <Route path={paths.refundPolicy} element={<RefundPolicyRoute />} />
          <Route path={paths.termsCondition} element={<TermsConditionRoute />} />
          <Route path={paths.cart} element={guard(<CartRoute />)} />
          <Route path={paths.purchases} element={guard(<PurchasesRoute />)} />
          <Route path={paths.orderPage} element={guard(<OrderDetailsRoute />)} />
          <Route path={paths.courseProgress(':id')} element={guard(<CourseProgressRoute />)} />
          <Route path={paths.certificate} element={guard(<CertificateRoute />)} />
          <Route path={paths.certificateVerifyPage} element={<CertificateVerifyRoute />} />
          <Route path={paths.auth} element={guard(<AuthRoute />)} />
          <Route path={`${paths.admin.dashboard}/*`} element={guard(null)} />
          <Route path="*" element={<NotFound homePath={paths.home} />} />
        </Route>
      </Routes>
    </>
  );
}
