import type { Language } from '@academy/shared/languages';

/** What the page and the service worker agree on (service-worker.ts, lib/service-worker.ts). */

/** Where the service worker is served, at the root so that it controls every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The page shown offline for an address never opened on this device, in its language. */
export const OFFLINE_PAGE = (language: Language) => `/offline/${language}.html`;

/** Sent by the page when the student takes a waiting new version (workbox-window's own message). */
export const SKIP_WAITING = 'SKIP_WAITING';
