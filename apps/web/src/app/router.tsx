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
          <Route path={paths.auth} element={guard(<AuthRoute />)} />
          <Route path={`${paths.admin.dashboard}/*`} element={guard(null)} />
          <Route path="*" element={<NotFound homePath={paths.home} />} />
        </Route>
      </Routes>
    </>
  );
}
