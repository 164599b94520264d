import { lazy, Suspense, useSyncExternalStore } from 'react';
import { appOffersMade, type Offers, subscribeToAppOffers } from '@/lib/app-offers';
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

/** The server draws no offer: they are the browser's. */
const NONE: Offers = {};

/**
 * Issue 32: what the store offers about itself under the header: a new release that waits, or
 * installing the store (lib/app-offers.ts). Until one is made, nothing, and none of its code.
 */
export function AppOffers() {
  const offers = useSyncExternalStore(subscribeToAppOffers, appOffersMade, () => NONE);
  if (!offers.update && !offers.install) return null;
  return (
    <Suspense fallback={null}>
      <AppOfferBar offers={offers} />
    </Suspense>
  );
}
