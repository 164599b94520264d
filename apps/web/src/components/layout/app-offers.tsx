import { lazy, Suspense, useSyncExternalStore } from 'react';
import { appOffersMade, NO_OFFERS, type Offers, subscribeToAppOffers } from '@/lib/app-offers';
import { retryWhenOnline } from '@/lib/when-online';

const AppOfferBar = lazy(
  retryWhenOnline(() =>
    import('./app-offer-bar').then(async (bar) => {
      await bar.installWordsReady();
      return bar;
    }),
  ),
);

export type { Offers };

/**
 * Issue 32: what the store offers about itself over the page's bottom (PageNotices): a new release
 * that waits, or installing the store (lib/app-offers.ts). Until one is made, nothing, and none of
 * its code.
 */
export function AppOffers() {
  const offers = useSyncExternalStore(subscribeToAppOffers, appOffersMade, () => NO_OFFERS);
  if (!offers.update && !offers.install) return null;
  return (
    <Suspense fallback={null}>
      <AppOfferBar offers={offers} />
    </Suspense>
  );
}
