import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_OFFER, type AppOffer } from '@/lib/app-offers';
import { retryWhenOnline } from '@/lib/when-online';

const AppOfferBar = lazy(
  retryWhenOnline(() =>
    import('./app-offer-bar').then(async (bar) => {
      await bar.installWordsReady();
      return bar;
    }),
  ),
);

export type Offers = {
  update?: Extract<AppOffer, { kind: 'update' }>;
  install?: Extract<AppOffer, { kind: 'install' }>;
};

/**
 * Issue 32: what the store offers about itself under the header: a new release that waits, or
 * installing the store (lib/app-offers.ts). Until one is made, nothing, and none of its code.
 */
export function AppOffers() {
  const [offers, setOffers] = useState<Offers>({});
  useEffect(() => {
    const hear = (event: Event) => {
      const offer = (event as CustomEvent<AppOffer>).detail;
      setOffers((made) => ({ ...made, [offer.kind]: offer }));
    };
    window.addEventListener(APP_OFFER, hear);
    return () => window.removeEventListener(APP_OFFER, hear);
  }, []);
  if (!offers.update && !offers.install) return null;
  return (
    <Suspense fallback={null}>
      <AppOfferBar offers={offers} />
    </Suspense>
  );
}
