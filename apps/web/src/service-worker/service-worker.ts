import { splitLanguagePath } from '@academy/shared/languages';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_PAGE, SKIP_WAITING } from './protocol';
import {
  SAVED_LECTURES_CACHE,
  type SavedCourseRecord,
  type SavedLectureRecord,
  readSavedRecord,
  savedCourseRecordUrl,
  savedFileOf,
  savedFileUrl,
  savedLectureRecordUrl,
} from './saved-lectures';

/*
 * The store's service worker (issue 32), built into /sw.js by build/service-worker.ts. It makes
 * the store installable and keeps it usable on a train: the app's shell and fonts are stored
 * when it installs, every page comes from the network while there is one, and offline a page
 * opened before shows as it was last seen; one never opened shows the offline page, in its
 * address's language, saying what still works.
 */

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the entry's code and styles, the frame's messages, fonts, icons, offline pages. */
declare const PRECACHE_MANIFEST: PrecacheEntry[];

/** Pages kept for offline, the last copy of each address (prices are the network's while online). */
const PAGES_CACHE = 'pages';
/** A page's code and pictures from the build, fetched as the student goes: names carry their hash. */
const BUILT_FILES_CACHE = 'built-files';
/** Course banners and asset previews: public, and never changed under their id (a year's cache). */
const PICTURES_CACHE = 'pictures';

precacheAndRoute(PRECACHE_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: BUILT_FILES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/api/media/public/'),
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
    }),
    // The API is never a page; the admin area needs the network for everything it shows.
    { denylist: [/^\/api\//, /^\/admin(?:\/|$)/] },
  ),
);

/**
 * A saved lecture's file, from the device alone (decision 039): only while its course's offline
 * licence lasts, and in pieces when the video element asks for a range of a whole file.
 */
async function playSaved(request: Request, lectureId: string, file: string): Promise<Response> {
  const cache = await caches.open(SAVED_LECTURES_CACHE);
  const lecture = await readSavedRecord<SavedLectureRecord>(cache, savedLectureRecordUrl(lectureId));
  const course =
    lecture && (await readSavedRecord<SavedCourseRecord>(cache, savedCourseRecordUrl(lecture.courseId)));
  if (!lecture || !course) return new Response('This lecture is not saved on this device.', { status: 404 });
  if (Date.parse(course.expiresAt) <= Date.now()) {
    return new Response('This saved lecture needs the network once to play again.', { status: 403 });
  }
  const saved = await cache.match(savedFileUrl(lectureId, file));
  if (!saved) return new Response('This part of the lecture is not saved.', { status: 404 });
  return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
}

registerRoute(
  ({ sameOrigin, url }) => sameOrigin && savedFileOf(url.pathname) !== undefined,
  ({ request, url }) => {
    const { lectureId, file } = savedFileOf(url.pathname) ?? { lectureId: '', file: '' };
    return playSaved(request, lectureId, file);
  },
);

// Signing out ends what the student saved on this device: the lectures were licensed to them,
// not to whoever uses the phone next (decision 039). Offline too: the page signs out anyway.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname === '/api/auth/logout',
  async ({ request }) => {
    try {
      return await fetch(request);
    } finally {
      await caches.delete(SAVED_LECTURES_CACHE);
    }
  },
  'POST',
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const { language } = splitLanguagePath(new URL(request.url).pathname);
  return (await matchPrecache(OFFLINE_PAGE(language))) ?? Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// A kept page names the code of the release it came from, which the new release's precache no
// longer holds: shown offline it would be a blank page. The new release keeps its own pages.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});
