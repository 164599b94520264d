import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { LanguageOffer } from '@/components/layout/language-offer';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { PageNotices } from '@/components/layout/page-notices';
import { ReplayWhenPageIsIn, usePageReplays } from '@/components/layout/replay-early-input';
import { ScrollToTopButton } from '@/components/layout/scroll-to-top';
import { MAIN_ID, SkipLink } from '@/components/layout/skip-link';
import { StudentHeader } from '@/components/layout/student-header';
import { AppOffers } from '@/components/layout/app-offers';
import { PageSpinner } from '@/components/ui/page-spinner';
import { hidesHeader, paths } from '@/config/paths';
import { VerifyEmailNotice } from '@/features/account-recovery/components/verify-email-notice';
import { CartCountSync } from '@/features/cart/components/cart-count-sync';
import { PendingCartAddition } from '@/features/cart/components/pending-cart-addition';
import { CourseOpenProvider } from '@/features/purchases/components/course-open-provider';
import { HeaderSearch } from '@/features/search/components/header-search';
import { PendingWish } from '@/features/wishlist/components/pending-wish';
import { cardWishButton } from '@/features/wishlist/components/wish-button';
import { CardHeartContext } from '@/components/catalogue/card-heart';
import { ErrorBoundary } from '../errors/error-boundary';

/**
 * The storefront's frame: header except on the player and certificate, footer on home only.
 * It keeps the header's cart badge in step with the cart, lets course cards check a signed-in
 * student's purchase before opening (SPEC §4), and gives the cards their wishlist hearts.
 */
export function StoreLayout() {
  const { pathname } = useLocation();
  usePageReplays();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <CartCountSync />
      <PendingCartAddition />
      <PendingWish />
      {!hidesHeader(pathname) && <StudentHeader search={<HeaderSearch />} />}
      {/* Next to the header for a keyboard and a screen reader; over the page's bottom on screen. */}
      <PageNotices>
        {!hidesHeader(pathname) && <VerifyEmailNotice />}
        {!hidesHeader(pathname) && <LanguageOffer />}
        <OfflineBanner />
        <AppOffers />
      </PageNotices>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <CourseOpenProvider>
          <CardHeartContext value={cardWishButton}>
            {/* Each page's own boundary: a page that breaks leaves the header, so the way on stays. */}
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageSpinner />}>
                <ReplayWhenPageIsIn>
                  <Outlet />
                </ReplayWhenPageIsIn>
              </Suspense>
            </ErrorBoundary>
          </CardHeartContext>
        </CourseOpenProvider>
      </main>
      {pathname === paths.home && <Footer />}
      <ScrollToTopButton />
    </div>
  );
}
