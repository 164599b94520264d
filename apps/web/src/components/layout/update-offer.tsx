import { lazy, Suspense, useEffect, useState } from 'react';
import { retryWhenOnline } from '@/lib/when-online';
import { UPDATE_WAITING, type UpdateWaiting } from '@/service-worker/protocol';

const UpdateOfferBar = lazy(retryWhenOnline(() => import('./update-offer-bar')));

/**
 * Issue 32: a new release of the store is installed and waits (lib/service-worker.ts says so).
 * Under the header until the student takes it: one press reloads into it. Its code stays out of
 * the first load.
 */
export function UpdateOffer() {
  const [waiting, setWaiting] = useState<UpdateWaiting | null>(null);
  useEffect(() => {
    const hear = (event: Event) => setWaiting((event as CustomEvent<UpdateWaiting>).detail);
    window.addEventListener(UPDATE_WAITING, hear);
    return () => window.removeEventListener(UPDATE_WAITING, hear);
  }, []);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOfferBar takeUpdate={waiting.takeUpdate} />
    </Suspense>
  );
}
