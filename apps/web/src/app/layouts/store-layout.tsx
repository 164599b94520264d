import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { ScrollToTopButton } from '@/components/layout/scroll-to-top';
import { StudentHeader } from '@/components/layout/student-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { hidesHeader, paths } from '@/config/paths';

/** The storefront's frame: header except on the player and certificate, footer on home only. */
export function StoreLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      {!hidesHeader(pathname) && <StudentHeader />}
      <main className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {pathname === paths.home && <Footer />}
      <ScrollToTopButton />
    </div>
  );
}
