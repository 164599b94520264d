/*
 * Issue 32: what the store offers about itself, as an app, under the header (AppOffers): a new
 * release that waits, or installing the store. Made by lib/service-worker.ts, a chunk loaded once
 * the page is idle, and heard as a window event so that none of it is in the first load.
 */

/** Chromium's offer to install the store (the `beforeinstallprompt` event), kept for later. */
export type InstallPrompt = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type AppOffer =
  { kind: 'update'; takeUpdate: () => void } | { kind: 'install'; prompt: InstallPrompt };

export const APP_OFFER = 'academy:app-offer';

export const makeAppOffer = (offer: AppOffer) =>
  window.dispatchEvent(new CustomEvent<AppOffer>(APP_OFFER, { detail: offer }));
