/*
 * Issue 32: what the store offers about itself, as an app, over the page's bottom (AppOffers): a new
 * release that waits, or installing the store. Made by lib/service-worker.ts, a chunk loaded once
 * the page is idle, and kept here: an offer can come before the page has hydrated (Chromium's
 * install offer arrives when it likes), and AppOffers reads it whenever it mounts.
 */

/** Chromium's offer to install the store (the `beforeinstallprompt` event), kept for later. */
export type InstallPrompt = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type AppOffer =
  { kind: 'update'; takeUpdate: () => void } | { kind: 'install'; prompt: InstallPrompt };

/** The offers made, the latest of each kind. */
export type Offers = {
  update?: Extract<AppOffer, { kind: 'update' }>;
  install?: Extract<AppOffer, { kind: 'install' }>;
};

/**
 * No offer made: one object, so that the browser's first snapshot and the server's are the same
 * and hydration does not render again to switch between two empty objects.
 */
export const NO_OFFERS: Offers = Object.freeze({});

let made: Offers = NO_OFFERS;
const listeners = new Set<() => void>();
const told = () => {
  for (const listener of listeners) listener();
};

export function makeAppOffer(offer: AppOffer): void {
  made = { ...made, [offer.kind]: offer };
  told();
}

/** An offer that is done with (Chromium's prompt answered): not shown again in this visit. */
export function withdrawAppOffer(kind: AppOffer['kind']): void {
  made = { ...made, [kind]: undefined };
  told();
}

/** For useSyncExternalStore. */
export function subscribeToAppOffers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const appOffersMade = (): Offers => made;

/** The tests' fresh start: no offer made yet. */
export function forgetAppOffers(): void {
  made = NO_OFFERS;
}
